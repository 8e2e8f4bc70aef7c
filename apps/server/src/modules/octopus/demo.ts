import { addDays, businessToday, ErrorCode } from '@srd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/posting.js';
import { walletEntry } from '../ledger/tables.js';
import { memberOctopus } from '../member/tables.js';
import { lineRef, sha256Of, writeRequestFile } from './file-format.js';
import { octEventLog, octEventType, octRebate, octSftpLog, octSftpType } from './tables.js';

const HOUR = 3_600_000;
const REFUSALS = ['51 Card not valid for rebate', '62 Card cancelled', '30 Amount above the card limit'];

/** A Hong Kong day (yyyy-MM-dd) at an hour, as a time. */
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00+08:00`) + hour * HOUR);

/**
 * The settlement's file kinds and card event types, and a history of it over the demo's Octopus rebates: each
 * day's rebates sent the next morning and answered the morning after (most paid, some refused), yesterday's sent
 * and awaiting their answer, today's still owed; one failed connection; a blocked, a lost and a replaced card.
 */
export async function seedDemoSettlement(tx: Tx): Promise<void> {
  const [request, answer, cardEvent] = await tx
    .insert(octSftpType)
    .values([
      {
        code: 'REBATE_REQUEST',
        name: 'Rebate payment request',
        nameCht: '回贈支付要求',
        nameChs: '回赠支付请求',
        kind: 'REBATE_REQUEST',
        remoteFolder: '/outbox/rebate',
        filePattern: 'REB_{tenant}_{date}.txt',
        cron: '0 2 * * *',
      },
      {
        code: 'REBATE_ANSWER',
        name: 'Rebate payment answer',
        nameCht: '回贈支付回覆',
        nameChs: '回赠支付回复',
        kind: 'REBATE_ANSWER',
        remoteFolder: '/inbox/answer',
        filePattern: 'ANS_{tenant}_*.txt',
        cron: '0 6 * * *',
      },
      {
        code: 'CARD_EVENT',
        name: 'Card events',
        nameCht: '八達通卡事件',
        nameChs: '八达通卡事件',
        kind: 'CARD_EVENT',
        remoteFolder: '/inbox/event',
        filePattern: 'EVT_{tenant}_*.txt',
        cron: '30 6 * * *',
      },
    ])
    .returning();
  const eventTypes = await tx
    .insert(octEventType)
    .values([
      { code: 'CARD_BLOCKED', name: 'Card blocked', nameCht: '卡已被凍結', nameChs: '卡已被冻结', blocksCard: 1 },
      { code: 'CARD_LOST', name: 'Card reported lost', nameCht: '卡已報失', nameChs: '卡已报失', blocksCard: 1 },
      { code: 'CARD_REPLACED', name: 'Card replaced', nameCht: '已換領新卡', nameChs: '已换领新卡', blocksCard: 0 },
      { code: 'CARD_UNBLOCKED', name: 'Card unblocked', nameCht: '卡已解凍', nameChs: '卡已解冻', blocksCard: 0 },
    ])
    .returning();

  const rebates = await tx
    .select({
      id: walletEntry.id,
      tid: walletEntry.tid,
      memberId: walletEntry.memberId,
      amount: walletEntry.delta,
      createdAt: walletEntry.createdAt,
      // Qualified by hand: drizzle names a column of a one-table select without its table, which the subquery's own
      // member_id would answer.
      octopusNo: sql<string>`(select o.prefix || o.suffix from member_octopus o
        where o.member_id = wallet_entry.member_id and o.status = 1 order by o.id limit 1)`,
    })
    .from(walletEntry)
    .where(and(eq(walletEntry.source, 'rebate'), eq(walletEntry.walletType, 'octopus')))
    .orderBy(asc(walletEntry.createdAt), asc(walletEntry.id));
  const today = businessToday();
  // Rebates of one tenant and Hong Kong day go in one file, sent the next day at 02:00 and answered the day after:
  // yesterday's rebates are owed, the day before's sent and awaiting the answer, older ones paid or refused.
  const files = new Map<string, typeof rebates>();
  for (const rebate of rebates.filter((r) => r.octopusNo)) {
    const day = businessToday(rebate.createdAt);
    // Only what happened before today: a time later today could still be ahead of the clock.
    if (addDays(day, 1) >= today) continue;
    const key = `${rebate.tid}|${day}`;
    files.set(key, [...(files.get(key) ?? []), rebate]);
  }
  let n = 0;
  for (const [key, lines] of files) {
    const [tid, day] = [Number(key.split('|')[0]), key.split('|')[1]!];
    const sendDay = addDays(day, 1);
    const compact = sendDay.replaceAll('-', '');
    const fileName = `REB_${tid}_${compact}.txt`;
    const content = writeRequestFile(
      tid,
      compact,
      fileName,
      lines.map((line) => ({ ref: lineRef(line.id, 1), octopusNo: line.octopusNo, amount: line.amount })),
    );
    const total = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
    const sentAt = at(sendDay, 2);
    const [sent] = await tx
      .insert(octSftpLog)
      .values({
        typeId: request!.id,
        tid,
        fileName,
        direction: 'upload',
        sizeBytes: content.length,
        sha256: sha256Of(content),
        lineCount: lines.length,
        totalAmount: total,
        status: 'done',
        startedAt: sentAt,
        finishedAt: new Date(sentAt.getTime() + 2_000),
      })
      .returning();
    const answered = addDays(sendDay, 1) < today;
    let answerLogId: number | null = null;
    const outcomes = lines.map(() => (n++ % 9 === 4 ? 'refused' : 'paid'));
    if (answered) {
      const answerAt = at(addDays(sendDay, 1), 6);
      const paidTotal =
        lines.reduce((sum, line, i) => sum + (outcomes[i] === 'paid' ? Math.round(line.amount * 100) : 0), 0) / 100;
      const answerText = `H|SRDANS1|${tid}|${compact}|${fileName}\n`;
      const [log] = await tx
        .insert(octSftpLog)
        .values({
          typeId: answer!.id,
          tid,
          fileName: `ANS_${tid}_${compact}.txt`,
          direction: 'download',
          sizeBytes: content.length + lines.length * 4,
          sha256: sha256Of(Buffer.from(answerText + fileName)),
          lineCount: lines.length,
          totalAmount: paidTotal,
          status: 'done',
          startedAt: answerAt,
          finishedAt: new Date(answerAt.getTime() + 1_500),
        })
        .returning();
      answerLogId = log!.id;
    }
    for (const [i, line] of lines.entries()) {
      const state = answered ? outcomes[i]! : 'sent';
      let payoutEntryId: number | null = null;
      if (state === 'paid') {
        const [payout] = await postEntries(tx, [
          {
            memberId: line.memberId,
            tid,
            walletType: 'octopus',
            delta: -line.amount,
            source: 'payout',
            sourceId: String(line.id),
            idempotencyKey: `octopus:${line.id}:payout`,
            createdAt: at(addDays(sendDay, 1), 6),
          },
        ]);
        payoutEntryId = payout!.id;
      }
      await tx.insert(octRebate).values({
        entryId: line.id,
        tid,
        memberId: line.memberId,
        amount: line.amount,
        state,
        octopusNo: line.octopusNo,
        requestLogId: sent!.id,
        answerLogId,
        reason: state === 'refused' ? REFUSALS[i % REFUSALS.length]! : null,
        payoutEntryId,
      });
    }
  }

  // Three days ago the operator's server could not be reached: logged, nothing sent.
  const failedAt = at(addDays(today, -3), 2);
  await tx.insert(octSftpLog).values({
    typeId: request!.id,
    direction: 'upload',
    status: 'failed',
    errorCode: ErrorCode.OctopusSftpUnreachable,
    errorDetail: JSON.stringify({ detail: 'connect ETIMEDOUT 203.0.113.25:22' }),
    startedAt: failedAt,
    finishedAt: new Date(failedAt.getTime() + 15_000),
  });

  // Yesterday's card events: a blocked card (its number disabled, its rebates held), a lost one, a replaced one.
  const cards = await tx.select().from(memberOctopus).where(eq(memberOctopus.status, 1)).orderBy(asc(memberOctopus.id));
  const picked = [cards[3], cards[11], cards[20]].filter((card) => card !== undefined);
  if (picked.length === 0) return;
  const eventDay = addDays(today, -1);
  const tid = picked[0]!.tid;
  const eventFile = `EVT_${tid}_${eventDay.replaceAll('-', '')}.txt`;
  const [eventLog] = await tx
    .insert(octSftpLog)
    .values({
      typeId: cardEvent!.id,
      tid,
      fileName: eventFile,
      direction: 'download',
      sizeBytes: 180,
      sha256: sha256Of(Buffer.from(eventFile)),
      lineCount: picked.length,
      totalAmount: 0,
      status: 'done',
      startedAt: at(eventDay, 6.5),
      finishedAt: at(eventDay, 6.5),
    })
    .returning();
  const codes = ['CARD_BLOCKED', 'CARD_REPLACED', 'CARD_LOST'];
  for (const [i, card] of picked.entries()) {
    if (card.tid !== tid) continue;
    const type = eventTypes.find((candidate) => candidate.code === codes[i])!;
    const eventAt = at(addDays(eventDay, -1), 15 + i);
    await tx.insert(octEventLog).values({
      tid,
      eventTypeId: type.id,
      eventCode: type.code,
      cardNo: card.prefix + card.suffix,
      memberId: card.memberId,
      at: eventAt,
      fileLogId: eventLog!.id,
      lineNo: i + 2,
      detail: type.code === 'CARD_REPLACED' ? 'Replaced at a customer service centre' : null,
    });
    if (type.blocksCard === 1)
      await tx
        .update(memberOctopus)
        .set({ status: 0, disabledReason: `${type.name} (${type.code}), ${eventAt.toISOString()}` })
        .where(eq(memberOctopus.id, card.id));
  }
}

import { businessToday, ErrorCode, ResourceType, type OctSftpKind } from '@srd/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit, type AuditAuthor } from '../../platform/audit/audit.js';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/posting.js';
import { memberOctopus } from '../member/tables.js';
import {
  ANSWER_FORMAT,
  EVENT_FORMAT,
  FileFormatError,
  fillPattern,
  lineRef,
  matchesPattern,
  parseLineRef,
  readOperatorFile,
  sha256Of,
  writeRequestFile,
  type ReadFile,
} from './file-format.js';
import { SftpFailure, type OperatorServer } from './sftp.js';
import { octEventLog, octEventType, octRebate, octSftpLog, octSftpType } from './tables.js';

export type SftpType = typeof octSftpType.$inferSelect;

/** The author of what the settlement changes on its own (a card the operator blocked), in the audit log. */
export const SETTLEMENT_AUTHOR: AuditAuthor = { user: { id: 0, profile: { loginId: 'octopus.settle' } } };

/** What one exchange did, for the job's history. */
export interface ExchangeOutcome {
  uploaded: number;
  fetched: number;
  paid: number;
  refused: number;
  events: number;
  failed: number;
}

const remotePath = (folder: string, name: string) => `${folder.replace(/\/+$/, '')}/${name}`;

/** The rebates owed and not in a file awaiting its answer, per tenant: never sent, or refused and due again. */
interface OwedRebate {
  entry_id: number;
  tid: number;
  member_id: number;
  amount: string;
  attempt: number | null;
  octopus_no: string;
}

/**
 * Rebates to send: credits of an Octopus wallet by recycling (source rebate), not reversed, not paid nor awaiting
 * an answer, of a member with an active Octopus number (a blocked card's number is disabled, so its rebates wait
 * until staff enable it again).
 */
function owedRebates(db: DbOrTx): Promise<OwedRebate[]> {
  return queryRows<OwedRebate>(
    db,
    sql`select e.id as entry_id, e.tid, e.member_id, e.delta::text as amount, r.attempt,
          (select o.prefix || o.suffix from member_octopus o where o.member_id = e.member_id and o.status = 1
            order by o.id limit 1) as octopus_no
        from wallet_entry e
        left join oct_rebate r on r.entry_id = e.id
        where e.source = 'rebate' and e.wallet_type = 'octopus' and e.delta > 0
          and not exists (select 1 from wallet_entry v where v.reverses_id = e.id)
          and (r.entry_id is null or r.state = 'refused')
          and exists (select 1 from member_octopus o where o.member_id = e.member_id and o.status = 1)
        order by e.tid, e.id`,
  );
}

/** Logs a transfer (or a failed one) and answers its id. */
async function logTransfer(db: DbOrTx, values: typeof octSftpLog.$inferInsert): Promise<number> {
  const [row] = await db.insert(octSftpLog).values(values).returning({ id: octSftpLog.id });
  return row!.id;
}

function failureOf(error: unknown): { errorCode: number; errorDetail: string } {
  if (error instanceof SftpFailure) return { errorCode: error.code, errorDetail: JSON.stringify(error.values) };
  if (error instanceof FileFormatError)
    return { errorCode: ErrorCode.OctopusFileInvalid, errorDetail: JSON.stringify({ detail: error.message }) };
  throw error;
}

/**
 * Writes and uploads each tenant's rebate file of the day (once a day per tenant: a file of that name already sent
 * is not written again), then marks its rebates sent, in the transaction that logs it.
 */
export async function uploadRebates(db: Db, server: OperatorServer, type: SftpType, now: Date) {
  const day = businessToday(now).replaceAll('-', '');
  const owed = await owedRebates(db);
  const byTenant = new Map<number, OwedRebate[]>();
  for (const rebate of owed) byTenant.set(rebate.tid, [...(byTenant.get(rebate.tid) ?? []), rebate]);
  let uploaded = 0;
  let failed = 0;
  for (const [tid, rebates] of byTenant) {
    const fileName = fillPattern(type.filePattern, tid, day);
    const [sent] = await db
      .select({ id: octSftpLog.id })
      .from(octSftpLog)
      .where(and(eq(octSftpLog.typeId, type.id), eq(octSftpLog.fileName, fileName), eq(octSftpLog.status, 'done')));
    if (sent) continue;
    const lines = rebates.map((rebate) => ({
      ref: lineRef(rebate.entry_id, (rebate.attempt ?? 0) + 1),
      octopusNo: rebate.octopus_no,
      amount: Number(rebate.amount),
    }));
    const content = writeRequestFile(tid, day, fileName, lines);
    const base = { typeId: type.id, tid, fileName, direction: 'upload', startedAt: new Date() } as const;
    try {
      await server.write(remotePath(type.remoteFolder, fileName), content);
    } catch (error) {
      await logTransfer(db, { ...base, status: 'failed', ...failureOf(error), finishedAt: new Date() });
      failed += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      const logId = await logTransfer(tx, {
        ...base,
        sizeBytes: content.length,
        sha256: sha256Of(content),
        lineCount: lines.length,
        totalAmount: lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100,
        status: 'done',
        finishedAt: new Date(),
      });
      for (const rebate of rebates)
        await tx
          .insert(octRebate)
          .values({
            entryId: rebate.entry_id,
            tid,
            memberId: rebate.member_id,
            amount: Number(rebate.amount),
            state: 'sent',
            attempt: 1,
            octopusNo: rebate.octopus_no,
            requestLogId: logId,
          })
          .onConflictDoUpdate({
            target: octRebate.entryId,
            set: {
              state: 'sent',
              attempt: sql`${octRebate.attempt} + 1`,
              octopusNo: rebate.octopus_no,
              requestLogId: logId,
              reason: null,
              updatedAt: sql`now()`,
            },
          });
    });
    uploaded += 1;
  }
  return { uploaded, failed };
}

/** Pays or refuses the rebates an answer file names: a line counts only for the attempt it answers. */
async function applyAnswers(tx: DbOrTx, file: ReadFile, logId: number) {
  let paid = 0;
  let refused = 0;
  for (const answer of file.answers) {
    const ref = parseLineRef(answer.ref)!;
    const [rebate] = await tx
      .select()
      .from(octRebate)
      .where(and(eq(octRebate.entryId, ref.entryId), eq(octRebate.tid, file.tid)))
      .for('update');
    if (!rebate || rebate.attempt !== ref.attempt || rebate.state !== 'sent') continue;
    if (answer.accepted) {
      const [payout] = await postEntries(tx, [
        {
          memberId: rebate.memberId,
          tid: rebate.tid,
          walletType: 'octopus',
          delta: -rebate.amount,
          source: 'payout',
          sourceId: String(rebate.entryId),
          // Once per rebate, whatever file or attempt pays it.
          idempotencyKey: `octopus:${rebate.entryId}:payout`,
        },
      ]);
      await tx
        .update(octRebate)
        .set({ state: 'paid', answerLogId: logId, payoutEntryId: payout!.id, updatedAt: sql`now()` })
        .where(eq(octRebate.entryId, rebate.entryId));
      paid += 1;
    } else {
      await tx
        .update(octRebate)
        .set({ state: 'refused', answerLogId: logId, reason: answer.reason, updatedAt: sql`now()` })
        .where(eq(octRebate.entryId, rebate.entryId));
      refused += 1;
    }
  }
  return { paid, refused };
}

/**
 * Logs the card events a file reports, each with its member when the card is registered in the file's tenant; an
 * event of a type that blocks the card disables the member's number (audited), which holds its rebates back.
 */
async function applyEvents(tx: DbOrTx, file: ReadFile, logId: number) {
  const codes = [...new Set(file.events.map((event) => event.code))];
  const types = codes.length ? await tx.select().from(octEventType).where(inArray(octEventType.code, codes)) : [];
  for (const event of file.events) {
    const type = types.find((candidate) => candidate.code === event.code);
    const [card] = await tx
      .select()
      .from(memberOctopus)
      .where(
        and(
          eq(memberOctopus.tid, file.tid),
          eq(memberOctopus.prefix, event.cardNo.slice(0, -1)),
          eq(memberOctopus.suffix, event.cardNo.slice(-1)),
        ),
      )
      .for('update');
    await tx.insert(octEventLog).values({
      tid: file.tid,
      eventTypeId: type?.id ?? null,
      eventCode: event.code,
      cardNo: event.cardNo,
      memberId: card?.memberId ?? null,
      at: event.at,
      fileLogId: logId,
      lineNo: event.lineNo,
      detail: event.detail,
    });
    if (type?.blocksCard === 1 && card?.status === 1) {
      const disabledReason = `${type.name} (${event.code}), ${event.at.toISOString()}`;
      const [after] = await tx
        .update(memberOctopus)
        .set({ status: 0, disabledReason, lupdDttm: sql`now()` })
        .where(eq(memberOctopus.id, card.id))
        .returning();
      await audit(tx, SETTLEMENT_AUTHOR, {
        resType: ResourceType.MemberOctopus,
        recordId: card.id,
        action: 'update',
        before: { status: card.status, disabledReason: card.disabledReason },
        after: { status: after!.status, disabledReason: after!.disabledReason },
        placement: { tid: card.tid },
      });
    }
  }
  return file.events.length;
}

/**
 * Fetches the answer or event files of a download kind and takes each one not taken before, whole, in one
 * transaction with its log row: a file whose name and content were processed already changes nothing.
 */
export async function fetchOperatorFiles(db: Db, server: OperatorServer, type: SftpType) {
  const format = (type.kind as OctSftpKind) === 'REBATE_ANSWER' ? ANSWER_FORMAT : EVENT_FORMAT;
  const outcome = { fetched: 0, paid: 0, refused: 0, events: 0, failed: 0 };
  const names = (await server.list(type.remoteFolder)).filter((name) => matchesPattern(type.filePattern, name)).sort();
  for (const fileName of names) {
    const startedAt = new Date();
    const base = { typeId: type.id, fileName, direction: 'download', startedAt } as const;
    let content: Buffer;
    try {
      content = await server.read(remotePath(type.remoteFolder, fileName));
    } catch (error) {
      await logTransfer(db, { ...base, status: 'failed', ...failureOf(error), finishedAt: new Date() });
      outcome.failed += 1;
      continue;
    }
    const sha256 = sha256Of(content);
    const [taken] = await db
      .select({ id: octSftpLog.id })
      .from(octSftpLog)
      .where(
        and(
          eq(octSftpLog.typeId, type.id),
          eq(octSftpLog.fileName, fileName),
          eq(octSftpLog.sha256, sha256),
          eq(octSftpLog.status, 'done'),
        ),
      );
    if (taken) continue;
    const facts = { ...base, sizeBytes: content.length, sha256 };
    let file: ReadFile;
    try {
      file = readOperatorFile(content, format);
      const [known] = await queryRows(db, sql`select 1 from tenant where id = ${file.tid}`);
      if (!known) throw new FileFormatError(`line 1: no tenant has the number ${file.tid}`);
    } catch (error) {
      const [failedBefore] = await db
        .select({ id: octSftpLog.id })
        .from(octSftpLog)
        .where(and(eq(octSftpLog.typeId, type.id), eq(octSftpLog.sha256, sha256), eq(octSftpLog.status, 'failed')));
      // A broken file stays on the server: logged once, not at every run.
      if (!failedBefore)
        await logTransfer(db, { ...facts, status: 'failed', ...failureOf(error), finishedAt: new Date() });
      outcome.failed += 1;
      continue;
    }
    const applied = await db.transaction(async (tx) => {
      const logId = await logTransfer(tx, {
        ...facts,
        tid: file.tid,
        lineCount: file.answers.length + file.events.length,
        totalAmount:
          file.answers.filter((a) => a.accepted).reduce((sum, a) => sum + Math.round(a.amount * 100), 0) / 100,
        status: 'done',
        finishedAt: new Date(),
      });
      const answers = await applyAnswers(tx, file, logId);
      return { ...answers, events: await applyEvents(tx, file, logId) };
    });
    outcome.fetched += 1;
    outcome.paid += applied.paid;
    outcome.refused += applied.refused;
    outcome.events += applied.events;
  }
  return outcome;
}

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, octEventLogActions, octSftpLogActions, ResourceType } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { queryRows } from '../../platform/db/client.js';
import { signInAs } from '../../test/callers.js';
import { createTestApp, demoApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { startSftpPeer } from '../../test/sftp-peer.js';
import { postEntries } from '../ledger/posting.js';
import { wallet, walletEntry } from '../ledger/tables.js';
import { member, memberOctopus } from '../member/tables.js';
import { settle } from './job.js';
import { connectOperator } from './sftp.js';
import { octEventType, octRebate, octSftpType } from './tables.js';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startSftpPeer>>;
let root: string;
let adminToken: string;
const members: number[] = [];
const rebates: number[] = [];

/** A fixed moment (10:00 in Hong Kong), so file names do not depend on when the test runs. */
const NOW = new Date('2026-11-20T02:00:00Z');
const DAY = '20261120';

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', 'Adm1n-Test#Pass');
  await seedOrganisation(t.db, { tenants: [1, 2] });
  root = await mkdtemp(path.join(tmpdir(), 'srd-sftp-'));
  for (const folder of ['outbox', 'answer', 'event']) await mkdir(path.join(root, folder));
  peer = await startSftpPeer(root);
  await t.db.insert(octSftpType).values([
    {
      code: 'REQ',
      name: 'Requests',
      kind: 'REBATE_REQUEST',
      remoteFolder: '/outbox',
      filePattern: 'REB_{tenant}_{date}.txt',
      cron: '0 2 * * *',
    },
    {
      code: 'ANS',
      name: 'Answers',
      kind: 'REBATE_ANSWER',
      remoteFolder: '/answer',
      filePattern: 'ANS_{tenant}_*.txt',
      cron: '0 6 * * *',
    },
    {
      code: 'EVT',
      name: 'Events',
      kind: 'CARD_EVENT',
      remoteFolder: '/event',
      filePattern: 'EVT_*.txt',
      cron: '0 6 * * *',
    },
  ]);
  await t.db.insert(octEventType).values([
    { code: 'CARD_BLOCKED', name: 'Card blocked', nameCht: '卡已被凍結', nameChs: '卡已被冻结', blocksCard: 1 },
    { code: 'CARD_REPLACED', name: 'Card replaced', nameCht: '已換領新卡', nameChs: '已换领新卡', blocksCard: 0 },
  ]);
  // Three members of tenant 1 with an Octopus number each, and one rebate each; one of tenant 2.
  for (const [n, tid] of [1, 1, 1, 2].entries()) {
    const [row] = await t.db
      .insert(member)
      .values({ tid, membershipNo: `OCT-${n}`, name: `Octopus member ${n}` })
      .returning({ id: member.id });
    members.push(row!.id);
    await t.db.insert(memberOctopus).values({ tid, memberId: row!.id, prefix: `1234567${n}`, suffix: String(n) });
    const [entry] = await t.db.transaction((tx) =>
      postEntries(tx, [
        {
          memberId: row!.id,
          tid,
          walletType: 'octopus',
          delta: [12.5, 3.2, 7, 1.1][n]!,
          source: 'rebate',
          sourceId: `tx-${n}`,
          idempotencyKey: `recycle:test-${n}:rebate`,
        },
      ]),
    );
    rebates.push(entry!.id);
  }
});
afterAll(async () => {
  await peer?.close();
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const run = (config = peer.config, now = NOW) => settle(t.db, () => connectOperator(config), { now, force: true });
const stateOf = async (entryId: number) =>
  (await t.db.select().from(octRebate).where(eq(octRebate.entryId, entryId)))[0];
const octopusBalance = async (memberId: number) =>
  (
    await t.db
      .select()
      .from(wallet)
      .where(and(eq(wallet.memberId, memberId), eq(wallet.type, 'octopus')))
  )[0]!.balance;
const payouts = (memberId: number) =>
  t.db
    .select()
    .from(walletEntry)
    .where(and(eq(walletEntry.memberId, memberId), eq(walletEntry.source, 'payout')));

describe('Octopus settlement over SFTP', () => {
  it("uploads each tenant's rebate file: its lines, a trailer of count and total; logged with a checksum", async () => {
    const outcome = await run();
    expect(outcome).toMatchObject({ uploaded: 2, failed: 0 });
    const file = await readFile(path.join(root, 'outbox', `REB_1_${DAY}.txt`), 'utf8');
    expect(file).toBe(
      [
        `H|SRDREB1|1|${DAY}|REB_1_${DAY}.txt`,
        `D|${rebates[0]}-1|123456700|12.50`,
        `D|${rebates[1]}-1|123456711|3.20`,
        `D|${rebates[2]}-1|123456722|7.00`,
        'T|3|22.70',
        '',
      ].join('\n'),
    );
    const page = await t.call('POST', '/api/octSftpLog/page', { token: adminToken, body: { tid: 1 } });
    expect(page.body.data.rows).toHaveLength(1);
    expect(page.body.data.rows[0]).toMatchObject({
      fileName: `REB_1_${DAY}.txt`,
      direction: 'upload',
      status: 'done',
      lineCount: 3,
      totalAmount: 22.7,
      sizeBytes: Buffer.byteLength(file),
      error: null,
    });
    expect(page.body.data.rows[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await stateOf(rebates[0]!))?.state).toBe('sent');
    // The day's file is sent once: a second run the same day sends nothing again.
    expect((await run()).uploaded).toBe(0);
  });

  it('pays accepted rebates once from the Octopus wallet, keeps refused ones owed, and logs card events', async () => {
    const answer = [
      `H|SRDANS1|1|${DAY}|REB_1_${DAY}.txt`,
      `D|${rebates[0]}-1|123456700|12.50|A||`,
      `D|${rebates[1]}-1|123456711|3.20|R|51|Card not valid for rebate`,
      `D|${rebates[2]}-1|123456722|7.00|A||`,
      'E|CARD_BLOCKED|123456711|2026-11-19T15:20:00+08:00|Blocked by the holder',
      'T|4|19.50',
      '',
    ].join('\n');
    await writeFile(path.join(root, 'answer', `ANS_1_${DAY}.txt`), answer);
    const outcome = await run();
    expect(outcome).toMatchObject({ fetched: 1, paid: 2, refused: 1, events: 1, failed: 0 });
    expect(await octopusBalance(members[0]!)).toBe(0);
    expect(await octopusBalance(members[1]!)).toBe(3.2);
    expect(await payouts(members[0]!)).toHaveLength(1);
    expect(await stateOf(rebates[1]!)).toMatchObject({ state: 'refused', reason: '51 Card not valid for rebate' });

    // The card event names its member, and the blocked card's number is disabled (audited), holding its rebate back.
    const events = await t.call('POST', '/api/octEventLog/page', { token: adminToken, body: {}, lang: 'zh_HK' });
    expect(events.body.data.rows[0]).toMatchObject({
      eventName: '卡已被凍結',
      cardNo: '123456711',
      memberId: members[1],
      membershipNo: 'OCT-1',
      fileName: `ANS_1_${DAY}.txt`,
    });
    const [card] = await t.db.select().from(memberOctopus).where(eq(memberOctopus.memberId, members[1]!));
    expect(card!.status).toBe(0);
    const audits = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.MemberOctopus), eq(sysAuditLog.recordId, String(card!.id))));
    expect(audits).toHaveLength(1);

    // The same answer file again changes nothing: no second payout, no second event.
    expect(await run()).toMatchObject({ fetched: 0, paid: 0, events: 0 });
    expect(await payouts(members[0]!)).toHaveLength(1);
    expect((await t.call('POST', '/api/octEventLog/page', { token: adminToken, body: {} })).body.data.total).toBe(1);

    // The next day's file leaves out the blocked card's refused rebate until staff enable the number again.
    await run(peer.config, new Date(NOW.getTime() + 86_400_000));
    expect(await readdir(path.join(root, 'outbox'))).not.toContain('REB_1_20261121.txt');
    await t.db.update(memberOctopus).set({ status: 1, disabledReason: null }).where(eq(memberOctopus.id, card!.id));
    await run(peer.config, new Date(NOW.getTime() + 2 * 86_400_000));
    const again = await readFile(path.join(root, 'outbox', 'REB_1_20261122.txt'), 'utf8');
    expect(again).toContain(`D|${rebates[1]}-2|123456711|3.20`);
    expect(again).toContain('T|1|3.20');
  });

  it("refuses a file whose trailer does not add up, changing nothing, and logs why in the reader's words", async () => {
    await writeFile(
      path.join(root, 'answer', `ANS_2_${DAY}.txt`),
      `H|SRDANS1|2|${DAY}|REB_2_${DAY}.txt\nD|${rebates[3]}-1|123456733|1.10|A||\nT|1|9.99\n`,
    );
    expect((await run()).failed).toBe(1);
    expect((await stateOf(rebates[3]!))?.state).toBe('sent');
    const page = await t.call('POST', '/api/octSftpLog/page', {
      token: adminToken,
      body: { status: 'failed', fileName: 'ANS_2' },
    });
    expect(page.body.data.rows[0].error).toContain('does not follow the agreed format');
    expect(page.body.data.rows[0].error).toContain('9.99');
  });

  it("refuses a server showing another host key before signing in, logging it in the reader's words", async () => {
    const wrongKey = { ...peer.config, hostKeySha256: `SHA256:${'A'.repeat(43)}` };
    const outcome = await run(wrongKey);
    expect(outcome.failed).toBe(3);
    const page = await t.call('POST', '/api/octSftpLog/page', {
      token: adminToken,
      body: { status: 'failed' },
      lang: 'zh_CN',
    });
    const failed = page.body.data.rows.filter((row: { fileName: string | null }) => row.fileName === null);
    expect(failed).toHaveLength(3);
    expect(failed[0].error).toContain(peer.fingerprint);
    expect(failed[0].error).toContain('主机密钥');
    // Nothing reached the server under the wrong key.
    expect(await readdir(path.join(root, 'outbox'))).toHaveLength(3);
  });

  it('logs a server that cannot be reached', async () => {
    const closed = { ...peer.config, port: 1 };
    expect((await run(closed)).failed).toBe(3);
    const page = await t.call('POST', '/api/octSftpLog/page', { token: adminToken, body: { status: 'failed' } });
    expect(page.body.data.rows[0].error).toMatch(/^The Octopus SFTP server could not be reached: .*ECONNREFUSED/);
  });

  it('shows a tenant only its own transfers and card events, and no platform-wide failures', async () => {
    const tenant2 = await signInAs(t, { tid: 2, actions: [octSftpLogActions.view, octEventLogActions.view] });
    const logs = await t.call('POST', '/api/octSftpLog/page', { token: tenant2.token, body: {} });
    expect(logs.body.data.rows.map((row: { tid: number }) => row.tid)).toEqual(expect.arrayContaining([2]));
    expect(logs.body.data.rows.every((row: { tid: number }) => row.tid === 2)).toBe(true);
    const events = await t.call('POST', '/api/octEventLog/page', { token: tenant2.token, body: {} });
    expect(events.body.data.total).toBe(0);
    const other = await t.call('POST', '/api/octEventLog/page', { token: tenant2.token, body: { tid: 1 } });
    expect(other.body.data.total).toBe(0);
    const none = await signInAs(t, { tid: 2, actions: [] });
    expect((await t.call('POST', '/api/octSftpLog/page', { token: none.token, body: {} })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

describe('file kinds and event types', () => {
  it("creates, edits and deletes a file kind, audited, refusing a bad schedule in the user's language", async () => {
    const body = {
      code: 'REQ2',
      name: 'Second requests',
      kind: 'REBATE_REQUEST',
      remoteFolder: '/out/two',
      filePattern: 'R_{date}.txt',
      cron: '15 3 * * *',
      status: 1,
    };
    const created = await t.call('POST', '/api/octSftpType', { token: adminToken, body });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const bad = await t.call('PUT', '/api/octSftpType', {
      token: adminToken,
      body: { id, cron: '99 3 * * *' },
      lang: 'zh_HK',
    });
    expect(bad.body.code).toBe(ErrorCode.InvalidSchedule);
    const folder = await t.call('PUT', '/api/octSftpType', {
      token: adminToken,
      body: { id, remoteFolder: '/out/../etc' },
    });
    expect(folder.body.code).not.toBe(200);
    expect(
      (await t.call('PUT', '/api/octSftpType', { token: adminToken, body: { id, status: 0 } })).body.data.status,
    ).toBe(0);
    expect((await t.call('DELETE', `/api/octSftpType/${id}`, { token: adminToken })).body.code).toBe(200);
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.OctSftpType), eq(sysAuditLog.recordId, String(id))));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('lets only access-all-data staff change the shared event types', async () => {
    const tenant1 = await signInAs(t, { tid: 1, actions: [] });
    const refused = await t.call('POST', '/api/octEventType', {
      token: tenant1.token,
      body: { code: 'CARD_LOST', name: 'Card lost', blocksCard: 1, status: 1 },
    });
    expect(refused.body.code).not.toBe(200);
    const created = await t.call('POST', '/api/octEventType', {
      token: adminToken,
      body: {
        code: 'CARD_LOST',
        name: 'Card lost',
        nameCht: '卡已報失',
        nameChs: '卡已报失',
        blocksCard: 1,
        status: 1,
      },
    });
    expect(created.body.data).toMatchObject({ code: 'CARD_LOST', blocksCard: 1 });
    const taken = await t.call('POST', '/api/octEventType', {
      token: adminToken,
      body: { code: 'CARD_LOST', name: 'Again', blocksCard: 0, status: 1 },
    });
    expect(taken.body.code).toBe(ErrorCode.CodeTaken);
  });
});

describe('the demo settlement', () => {
  let demo: TestApp;
  beforeAll(async () => ({ t: demo } = await demoApp()));
  afterAll(() => demo.close());

  it("sends each member's rebates to the member's own card, pays most and logs every file", async () => {
    const [rebated] = await queryRows<{ n: number; foreign: number; paid: number; unpaid: number }>(
      demo.db,
      sql`select count(*)::int as n,
          count(*) filter (where not exists (select 1 from member_octopus o
            where o.member_id = r.member_id and o.prefix || o.suffix = r.octopus_no))::int as foreign,
          count(*) filter (where r.state = 'paid')::int as paid,
          count(*) filter (where r.state = 'paid' and r.payout_entry_id is null)::int as unpaid
        from oct_rebate r`,
    );
    expect(rebated!.n).toBeGreaterThan(50);
    expect(rebated).toMatchObject({ foreign: 0, unpaid: 0 });
    expect(rebated!.paid / rebated!.n).toBeGreaterThan(0.5);
    const [files] = await queryRows<{ done: number; unchecked: number; failed: number }>(
      demo.db,
      sql`select count(*) filter (where status = 'done')::int as done,
          count(*) filter (where status = 'done' and (sha256 is null or size_bytes is null))::int as unchecked,
          count(*) filter (where status = 'failed' and error_code is not null)::int as failed
        from oct_sftp_log`,
    );
    expect(files!.done).toBeGreaterThan(10);
    expect(files).toMatchObject({ unchecked: 0, failed: 1 });
  });
});

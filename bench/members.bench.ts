import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { MemberPageRequest } from '@srd/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { queryRows } from '../apps/server/src/platform/db/client.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { seedKiosks } from '../apps/server/src/test/kiosks.js';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { DURATION_SECONDS, percentile } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 200);
const WARMUP_REQUESTS = 20;
const PAGE_SIZE = 20;
/** The transactions run: members who recycle, and the connections kiosks post on. */
const RECYCLERS = 1_000;
const CONNECTIONS = 200;

/** MEMBERS members of one tenant, each with a member card, in two statements. */
async function seedMembers(t: TestApp) {
  await t.db.execute(sql`
    insert into member (tid, membership_no, name, mobile, registered_at)
    select 1, 'M' || lpad(n::text, 7, '0'),
      (array['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho', 'Ng', 'Leung'])[1 + n % 8] || ' '
        || (array['Tai Man', 'Siu Ming', 'Ka Yan', 'Wing Sze', 'Chi Keung', 'Mei Ling'])[1 + (n * 7) % 6] || ' ' || n,
      '9' || lpad((n % 10000000)::text, 7, '0'),
      now() - interval '1 minute' * n
    from generate_series(1, ${MEMBERS}) as n`);
  await t.db.execute(sql`
    insert into member_card (tid, member_id, card_no) select 1, id, '852' || lpad(id::text, 9, '0') from member`);
  await t.db.execute(sql`vacuum analyze member`);
  await t.db.execute(sql`vacuum analyze member_card`);
}

async function pageOf(url: string, token: string, body: MemberPageRequest) {
  const response = await fetch(`${url}/api/member/page`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'en_US' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: { rows: unknown[]; total: number } };
  if (answer.code !== 200) throw new Error(`page ${JSON.stringify(body)}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Sequential requests, so each time is one request's latency through HTTP, not queueing. */
async function latency(url: string, token: string, body: MemberPageRequest) {
  for (let i = 0; i < WARMUP_REQUESTS; i++) await pageOf(url, token, body);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    rows = (await pageOf(url, token, body)).rows.length;
    times.push(performance.now() - started);
  }
  return { rows, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), minMs: percentile(times, 0) };
}

interface LoadResult {
  ok: number;
  non2xx: number;
  errors: number;
  seconds: number;
  okPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

/** autocannon in a process of its own (bench/transactions-load.ts). */
async function loadInChild(plan: object): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'srd-transactions-'));
  const planFile = path.join(folder, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'transactions-load.ts'), planFile],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Recycling with ledger postings: RECYCLERS members with cards recycle at 200 kiosks, each on its own connection, for
 * DURATION_SECONDS; each answer comes once the transaction, its items and its ledger entries committed. Beside it, a
 * bare hello route at the same connections in the same run; after it, every credited transaction has its entry and
 * every balance the sum of its entries.
 */
async function transactions(t: TestApp) {
  try {
    return await recycleUnderLoad(t);
  } finally {
    await t.close();
  }
}

async function recycleUnderLoad(t: TestApp) {
  // 0.09 kg a transaction at 100 points a kilogram: 9 points each, credited to the member's wallet.
  const pet = { materialCode: 'PET', pointsPerUnit: 100, rebatePerUnit: 0 };
  const uncapped = { dailyMaxQuantity: 0, dailyMaxPoints: 0, dailyMaxAmount: 0 };
  await t.db.execute(sql`update tenant set recycle_config = ${JSON.stringify([{ ...pet, ...uncapped }])}::jsonb
    where id = 1`);
  await t.db.execute(sql`insert into kiosk_material_type (code, material_name) values ('PET', 'PET bottle')
    on conflict do nothing`);
  const kiosks = await seedKiosks(t.db, CONNECTIONS, { tid: 1, prefix: 'BENCH-TX-' });
  const cards = (
    await queryRows<{ card_no: string }>(t.db, sql`select card_no from member_card order by id limit ${RECYCLERS}`)
  ).map((row) => row.card_no);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/hello', () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    const helloRun = await loadInChild({
      url: `${helloUrl}/hello`,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
    });
    const run = await loadInChild({
      url: `${url}/api/device/transaction`,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      kioskAuths: kiosks.map((kiosk) => kiosk.auth),
      cards,
    });
    const [books] = await queryRows<{ credited: number; entries: number; unbalanced: number }>(
      t.db,
      sql`select
        (select count(*)::int from recycle_transaction where earned_points > 0) as credited,
        (select count(*)::int from wallet_entry where source = 'recycle') as entries,
        (select count(*)::int from wallet w where w.balance <> (select coalesce(sum(delta), 0) from wallet_entry e
          where e.wallet_id = w.id)) as unbalanced`,
    );
    return { connections: CONNECTIONS, members: RECYCLERS, hello: helloRun, transactions: run, books };
  } finally {
    await hello.close();
  }
}

/** A second database for the recycling run: RECYCLERS members with cards, so the run is not the list's. */
async function recyclersApp(): Promise<TestApp> {
  const fresh = await createTestApp({ config: { loginRatePerMinute: 1_000_000 } });
  await seedOrganisation(fresh.db, { tenants: [1] });
  await fresh.db.execute(sql`insert into member (tid, membership_no, name)
    select 1, 'R' || n, 'Recycler ' || n from generate_series(1, ${RECYCLERS}) n`);
  await fresh.db.execute(sql`insert into member_card (tid, member_id, card_no)
    select 1, id, '853' || lpad(id::text, 9, '0') from member`);
  return fresh;
}

/**
 * The member list at MEMBERS members (POST /member/page through HTTP, 20 a page): the first page, one in the middle,
 * the last, and one card number; then recycling with ledger postings under load.
 */
export async function run() {
  const t = await createTestApp({ config: { loginRatePerMinute: 1_000_000 } });
  try {
    await seedOrganisation(t.db, { tenants: [1] });
    const seedStarted = performance.now();
    await seedMembers(t);
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.login('admin', ADMIN_PASSWORD);
    const lastPage = Math.ceil(MEMBERS / PAGE_SIZE);
    const [middleCard] = await queryRows<{ card_no: string }>(
      t.db,
      sql`select card_no from member_card order by id offset ${Math.floor(MEMBERS / 2)} limit 1`,
    );
    const list = {
      first: await latency(url, token, { page: 1, pageSize: PAGE_SIZE }),
      middle: await latency(url, token, { page: Math.floor(lastPage / 2), pageSize: PAGE_SIZE }),
      last: await latency(url, token, { page: lastPage, pageSize: PAGE_SIZE }),
      byCard: await latency(url, token, { page: 1, pageSize: PAGE_SIZE, cardNo: middleCard!.card_no }),
    };
    await t.app.close();
    const postings = await transactions(await recyclersApp());
    return { database: t.deps.database.kind, members: MEMBERS, seedSeconds, list, postings };
  } finally {
    await t.close();
  }
}

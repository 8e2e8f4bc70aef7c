import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ResourceType, type AuditLogPageRequest } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../apps/server/src/test/harness.js';
import { openBrowser } from '../e2e/support/browser.js';
import { signIn } from '../e2e/support/journey.js';
import { percentile } from './load.js';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 300);
const WARMUP_REQUESTS = 20;
const SCREEN_ROUNDS = 5;
const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
const webDist = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/**
 * ROWS audit entries in one statement: two years of changes appended in time order (seconds of
 * jitter, as concurrent writers give), by 200 users with one entry in fifty by the system, over
 * the resource types as unevenly as real work falls, mostly updates.
 */
async function seed(t: TestApp) {
  const types = Object.values(ResourceType);
  const weighted = [
    ResourceType.Kiosk,
    ResourceType.Kiosk,
    ResourceType.Kiosk,
    ResourceType.Gift,
    ResourceType.Gift,
    ResourceType.Member,
    ResourceType.Member,
    ...types,
  ];
  await t.db.execute(sql`
    insert into sys_audit_log (res_type_id, record_id, action, user_id, user_name, created_at, columns, client_reported)
    select (${`{${weighted.join(',')}}`}::int[])[1 + (n * 7919) % ${weighted.length}],
      ((n * 104729) % 50000)::text,
      (array['update', 'update', 'update', 'update', 'create', 'create', 'delete', 'changePassword'])[1 + (n * 31) % 8],
      case when n % 50 = 0 then null else 1 + (n * 613) % 200 end,
      case when n % 50 = 0 then null else 'staff.' || (1 + (n * 613) % 200) end,
      now() - interval '730 days' * (1 - n::float8 / ${ROWS}) - interval '1 second' * ((n * 13) % 60),
      jsonb_build_array(
        jsonb_build_object('name', 'status', 'oldValue', (n % 2)::text, 'newValue', ((n + 1) % 2)::text)),
      n % 20 = 0
    from generate_series(1::bigint, ${ROWS}) as n`);
  // What autovacuum does to a settled table: statistics for the planner, a visibility map for index-only scans.
  await t.db.execute(sql`vacuum analyze sys_audit_log`);
}

interface Answer {
  rows: unknown[];
  total: number;
  estimated: boolean;
}

/** POSTs one page request and checks the answer is a full success. */
async function pageOf(url: string, token: string, body: AuditLogPageRequest): Promise<Answer> {
  const response = await fetch(`${url}/api/sysAuditLog/page`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'en_US' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: Answer };
  if (answer.code !== 200) throw new Error(`page ${JSON.stringify(body)}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Sequential requests, so each time is one request's latency through HTTP, not queueing. */
async function latency(url: string, token: string, body: AuditLogPageRequest) {
  // The first request of a list pays for what later ones reuse (a deep page's bookmarks).
  const coldStarted = performance.now();
  await pageOf(url, token, body);
  const coldMs = Math.round(performance.now() - coldStarted);
  for (let i = 1; i < WARMUP_REQUESTS; i++) await pageOf(url, token, body);
  const times: number[] = [];
  let answer: Answer | undefined;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    answer = await pageOf(url, token, body);
    times.push(performance.now() - started);
  }
  return {
    page: body.page,
    rows: answer!.rows.length,
    total: answer!.total,
    estimated: answer!.estimated,
    coldMs,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    // The machine is shared: the fastest request shows the cost without other work in the way.
    minMs: percentile(times, 0),
  };
}

const ENTRY_ROWS = '#auditTable .ant-table-tbody tr.ant-table-row';

/**
 * The AuditLog screen in headless Chromium, until its table shows the rows: opened by a full load of
 * its address (as a bookmark or a refresh does), and moved to the last page by its pager.
 */
async function screenTimes(url: string, lastPage: number) {
  const { page, close } = await openBrowser();
  const open: number[] = [];
  const toLastPage: number[] = [];
  try {
    await signIn(page, url, 'admin', ADMIN_PASSWORD);
    for (let round = 0; round < SCREEN_ROUNDS; round++) {
      const started = performance.now();
      await page.goto(`${url}/access/auditLog`);
      await page.locator(ENTRY_ROWS).first().waitFor();
      open.push(performance.now() - started);

      const firstKey = await page.locator(ENTRY_ROWS).first().getAttribute('data-row-key');
      const pressed = performance.now();
      await page.click(`#auditTable .ant-pagination-item[title="${lastPage}"]`);
      await page.waitForFunction(
        ([selector, before]) => document.querySelector(selector!)?.getAttribute('data-row-key') !== before,
        [ENTRY_ROWS, firstKey] as const,
      );
      toLastPage.push(performance.now() - pressed);
    }
  } finally {
    await close();
  }
  const figures = (times: number[]) => ({ p50Ms: percentile(times, 50), maxMs: Number(Math.max(...times).toFixed(1)) });
  return { open: figures(open), toLastPage: figures(toLastPage) };
}

/**
 * The audit log page (the list most likely to grow huge) over ROWS entries, through HTTP on the real
 * server: the first, a middle and the last page, and a page filtered by resource type and half a
 * year. With a built web app (`npm run build`, or WEB_DIST), also the AuditLog screen: opened, and
 * moved to its last page. The database is the harness's: DATABASE_URL's server, else embedded PGlite.
 */
export async function run() {
  const server = await createTestApp({ config: { webDist } });
  try {
    const seedStarted = performance.now();
    await seed(server);
    const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.login('admin', ADMIN_PASSWORD);

    const { total } = await pageOf(url, token, { page: 1, pageSize: PAGE_SIZE });
    const lastPage = Math.ceil(total / PAGE_SIZE);
    const now = Date.now();
    const filter = {
      resTypeId: ResourceType.Kiosk,
      from: new Date(now - 365 * DAY_MS).toISOString(),
      to: new Date(now - 182 * DAY_MS).toISOString(),
    };
    const filtered = await pageOf(url, token, { page: 1, pageSize: PAGE_SIZE, ...filter });

    const pages = {
      first: await latency(url, token, { page: 1, pageSize: PAGE_SIZE }),
      middle: await latency(url, token, { page: Math.ceil(lastPage / 2), pageSize: PAGE_SIZE }),
      last: await latency(url, token, { page: lastPage, pageSize: PAGE_SIZE }),
      filtered: await latency(url, token, { page: 1, pageSize: PAGE_SIZE, ...filter }),
      filteredLast: await latency(url, token, {
        page: Math.ceil(filtered.total / PAGE_SIZE),
        pageSize: PAGE_SIZE,
        ...filter,
      }),
    };
    // A missing or broken web build costs the screen figure only, not the API's.
    const screen = existsSync(path.join(webDist, 'index.html'))
      ? await screenTimes(url, lastPage).catch((error: Error) => `not measured: ${error.message.split('\n')[0]}`)
      : 'not measured: run npm run build first';
    return {
      database: server.deps.database.kind,
      rows: ROWS,
      seedSeconds,
      requestsPerCase: REQUESTS,
      pageSize: PAGE_SIZE,
      pages,
      auditLogScreen: screen,
      // How busy the shared machine was (runnable processes, one-minute average), to read the times by.
      loadAverage: Number(loadavg()[0]!.toFixed(1)),
    };
  } finally {
    await server.close();
  }
}

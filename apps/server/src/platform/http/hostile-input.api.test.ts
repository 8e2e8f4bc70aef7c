import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { hostileRequests, type OpenApiDocument } from '../../test/hostile-requests.js';

/**
 * The fuzz net: every JSON route of the OpenAPI document gets malformed and hostile variants of its own
 * schema, each certainly invalid. None may answer 5xx or be accepted, and no table may gain or lose a row.
 */

/** Tables whose rows the fuzz itself legitimately adds: the sign-ins it makes and what they record. */
const MOVING_TABLES = new Set(['session', 'security_event', 'login_throttle']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1 } });
});
afterAll(() => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (MOVING_TABLES.has(name)) continue;
    const [row] = await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = row!.n;
  }
  return counts;
}

describe('hostile input on every route', () => {
  it('refuses every malformed variant with a 4xx and changes nothing', { timeout: 240_000 }, async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const [device] = await seedKiosks(t.db, 1, { tid: 1 });
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const before = await rowCounts();

    const requests = hostileRequests(document);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const headers: Record<string, string> = { 'content-type': 'application/json', lang: 'en_US' };
      if (request.path.startsWith('/api/device/')) headers.authorization = device!.auth;
      else if (request.path !== '/api/auth/login') headers.authorization = `Bearer ${token}`;
      const response = await t.app.inject({
        method: request.method as never,
        url: request.url,
        headers,
        payload: request.payload,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 400 || response.statusCode >= 500) {
        const sent = request.payload?.slice(0, 160) ?? '';
        failures.push(
          `${response.statusCode} ${request.method} ${request.url} [${request.variant}] ${sent} -> ` +
            response.body.slice(0, 200),
        );
      }
    }
    const routes = new Set(requests.map((r) => `${r.method} ${r.path}`)).size;
    console.info(
      `hostile input: ${requests.length} requests over ${routes} routes; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(requests.length).toBeGreaterThanOrEqual(3000);
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

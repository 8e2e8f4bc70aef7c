import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../auth/tables.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Scope } from '../auth/auth-user.js';
import { inScope, scopeCondition } from './scope.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const places: [number | null, number | null, number | null][] = [
    [null, null, null],
    [1, null, null],
    [1, 5, null],
    [1, 5, 8],
    [1, 6, 9],
    [2, null, null],
    [2, 7, 3],
  ];
  for (const [tid, mid, sid] of places) await t.createUser({ tid, mid, sid });
});
afterAll(() => t.close());

const scopes: Scope[] = [
  { allData: true, tid: null, mid: null, sid: null },
  { allData: false, tid: null, mid: null, sid: null },
  { allData: false, tid: 1, mid: null, sid: null },
  { allData: false, tid: 1, mid: 5, sid: null },
  { allData: false, tid: 1, mid: 5, sid: 8 },
  { allData: false, tid: 2, mid: null, sid: null },
];

describe('scope as a query condition', () => {
  it.each(scopes)('filters rows exactly as inScope decides: %o', async (scope) => {
    const everyone = await t.db
      .select({ id: adminUser.id, tid: adminUser.tid, mid: adminUser.mid, sid: adminUser.sid })
      .from(adminUser);
    const expected = everyone
      .filter((row) => inScope(scope, row))
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const filtered = await t.db.select({ id: adminUser.id }).from(adminUser).where(scopeCondition(adminUser, scope));
    expect(filtered.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('gives a merchant-scoped caller nothing of a table placed by tenant only', async () => {
    const merchantScope: Scope = { allData: false, tid: 1, mid: 5, sid: null };
    const rows = await t.db
      .select({ id: adminUser.id })
      .from(adminUser)
      .where(scopeCondition({ tid: adminUser.tid }, merchantScope));
    expect(rows).toEqual([]);
  });
});

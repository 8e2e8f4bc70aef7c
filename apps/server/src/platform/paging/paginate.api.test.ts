import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROWS_CAP } from '@srd/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { contains } from './filters.js';
import { EXACT_COUNT_LIMIT, paginate, type PageSpec } from './paginate.js';

/** A table of this test only, large enough to pass the exact-count limit. */
const probe = pgTable('paging_probe', { id: serial('id').primaryKey(), name: text('name').notNull(), rank: integer('rank').notNull() });
const ROWS = EXACT_COUNT_LIMIT + 500;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table paging_probe (id serial primary key, name text not null, rank integer not null)`);
  await t.db.execute(sql`insert into paging_probe (name, rank) select 'kiosk ' || n, n % 7 from generate_series(1, ${ROWS}) as n`);
  await t.db.execute(sql`analyze paging_probe`);
});
afterAll(() => t.close());

const spec: PageSpec<'name' | 'rank'> = {
  sortColumns: { name: probe.name, rank: probe.rank },
  defaultSort: { field: 'rank', order: 'ascend' },
  tiebreaker: probe.id,
};
const matching = (filter?: string) => () => t.db.select().from(probe).where(contains(probe.name, filter)).$dynamic();

describe('paginate', () => {
  it('gives pages that neither overlap nor skip rows, ordered with the id as tiebreaker', async () => {
    const first = await paginate(t.db, matching('kiosk 1'), { page: 1, pageSize: 50 }, spec);
    const second = await paginate(t.db, matching('kiosk 1'), { page: 2, pageSize: 50 }, spec);
    const both = [...first.rows, ...second.rows];
    expect(new Set(both.map((row) => row.id)).size).toBe(100);
    for (let i = 1; i < both.length; i++) {
      const [a, b] = [both[i - 1]!, both[i]!];
      expect(a.rank < b.rank || (a.rank === b.rank && a.id < b.id)).toBe(true);
    }
  });

  it('counts exactly below the limit, and says so', async () => {
    const page = await paginate(t.db, matching('kiosk 12345'), { page: 1, pageSize: 20 }, spec);
    const [expected] = await t.db.select({ n: sql<number>`count(*)::int` }).from(probe).where(contains(probe.name, 'kiosk 12345'));
    expect(page).toMatchObject({ total: expected!.n, estimated: false });
  });

  it('estimates the total past the limit, from the planner, instead of counting every row', async () => {
    const page = await paginate(t.db, matching(), { page: 3, pageSize: 20, sort: { field: 'name', order: 'descend' } }, spec);
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThan(ROWS * 0.8);
    expect(page.total).toBeLessThan(ROWS * 1.2);
    expect(page.rows).toHaveLength(20);
  });

  it('answers pageSize -1 with every row up to the cap', async () => {
    const page = await paginate(t.db, matching(), { page: 1, pageSize: -1 }, spec);
    expect(page.rows).toHaveLength(ALL_ROWS_CAP);
  });

  it('treats % and _ in a filter as plain characters', async () => {
    await t.db.execute(sql`insert into paging_probe (name, rank) values ('50% off', 1), ('5_0 off', 1)`);
    const percent = await paginate(t.db, matching('0%'), { page: 1, pageSize: 20 }, spec);
    expect(percent.rows.map((row) => row.name)).toEqual(['50% off']);
    const underscore = await paginate(t.db, matching('5_0'), { page: 1, pageSize: 20 }, spec);
    expect(underscore.rows.map((row) => row.name)).toEqual(['5_0 off']);
  });
});

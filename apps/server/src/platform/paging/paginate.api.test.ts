import { and, asc, desc, lte, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROWS_CAP } from '@srd/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { contains } from './filters.js';
import { EXACT_COUNT_LIMIT, paginate, type PageInput, type PageSpec } from './paginate.js';

/** A table of this test only, large enough to pass the exact-count limit. */
const probe = pgTable('paging_probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  tag: text('tag'),
});
const ROWS = EXACT_COUNT_LIMIT + 500;

/** A table whose statistics promise far more rows than it holds. */
const misjudged = pgTable('paging_misjudged', { id: serial('id').primaryKey(), rank: integer('rank').notNull() });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table paging_probe (id serial primary key, name text not null, rank integer not null, tag text)`,
  );
  // rank repeats (ties to break), tag is empty on every fifth row (where nulls sort).
  await t.db.execute(sql`insert into paging_probe (name, rank, tag)
    select 'kiosk ' || n, n % 7, case when n % 5 = 0 then null else 'tag ' || n % 13 end
    from generate_series(1, ${ROWS}) as n`);
  await t.db.execute(sql`create index paging_probe_rank_idx on paging_probe (rank, id)`);
  await t.db.execute(sql`analyze paging_probe`);
});
afterAll(() => t.close());

type Field = 'name' | 'rank' | 'tag';
const spec: PageSpec<Field> = {
  sortColumns: { name: probe.name, rank: probe.rank, tag: probe.tag },
  defaultSort: { field: 'rank', order: 'ascend' },
  tiebreaker: probe.id,
};
const matching = (filter?: string, maxId?: number) => () =>
  t.db
    .select()
    .from(probe)
    .where(and(contains(probe.name, filter), maxId === undefined ? undefined : lte(probe.id, maxId)))
    .$dynamic();

/** The same page the plain way: ORDER BY with the id as tiebreaker, LIMIT and OFFSET. */
async function plainPage(filter: string | undefined, input: Required<PageInput<Field>>, maxId?: number) {
  const direction = input.sort.order === 'descend' ? desc : asc;
  const column: PgColumn = spec.sortColumns[input.sort.field];
  const rows = await matching(filter, maxId)()
    .orderBy(direction(column), direction(probe.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return rows.map((row) => row.id);
}

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

  it('gives the first, middle, last and past-the-end pages a plain OFFSET gives, in both directions', async () => {
    // 1,111 rows: kiosk 1, 10-19, 100-199 and 1000-1999.
    const [filter, maxId] = ['kiosk 1', 2_000];
    const pageSize = 7;
    for (const sort of [
      { field: 'rank', order: 'ascend' },
      { field: 'rank', order: 'descend' },
      { field: 'tag', order: 'ascend' },
      { field: 'tag', order: 'descend' },
      { field: 'name', order: 'descend' },
    ] as const) {
      const { total, estimated } = await paginate(t.db, matching(filter, maxId), { page: 1, pageSize, sort }, spec);
      expect({ total, estimated }).toEqual({ total: 1_111, estimated: false });
      const last = Math.ceil(total / pageSize);
      const middle = Math.ceil(last / 2);
      for (const page of [1, 2, middle - 1, middle, middle + 1, last - 1, last, last + 1]) {
        const input = { page, pageSize, sort };
        const { rows } = await paginate(t.db, matching(filter, maxId), input, spec);
        expect(
          rows.map((row) => row.id),
          `${sort.field} ${sort.order}, page ${page} of ${last}`,
        ).toEqual(await plainPage(filter, input, maxId));
      }
    }
  });

  it('counts exactly below the limit, and says so', async () => {
    const page = await paginate(t.db, matching('kiosk 12345'), { page: 1, pageSize: 20 }, spec);
    const [expected] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(probe)
      .where(contains(probe.name, 'kiosk 12345'));
    expect(page).toMatchObject({ total: expected!.n, estimated: false });
  });

  it('estimates the total past the limit, from the planner, instead of counting every row', async () => {
    const page = await paginate(
      t.db,
      matching(),
      { page: 3, pageSize: 20, sort: { field: 'name', order: 'descend' } },
      spec,
    );
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThan(ROWS * 0.8);
    expect(page.total).toBeLessThan(ROWS * 1.2);
    expect(page.rows.map((row) => row.id)).toEqual(
      await plainPage(undefined, { page: 3, pageSize: 20, sort: { field: 'name', order: 'descend' } }),
    );
  });

  it('starts deep pages of a long list from bookmarks, giving the rows OFFSET gives', async () => {
    // Front-half pages past the first bookmarks (one every 10,000 rows), sorted with many ties and without.
    for (const sort of [
      { field: 'rank', order: 'ascend' },
      { field: 'rank', order: 'descend' },
      { field: 'name', order: 'ascend' },
      { field: 'tag', order: 'descend' },
    ] as const) {
      for (const page of [501, 1000, 1001, 2_001]) {
        const input = { page, pageSize: 20, sort };
        const found = await paginate(t.db, matching(), input, spec);
        expect(found.estimated).toBe(true);
        expect(
          found.rows.map((row) => row.id),
          `${sort.field} ${sort.order}, page ${page}`,
        ).toEqual(await plainPage(undefined, input));
      }
    }
  });

  it('ends the last page of an estimated total on the last row of the list', async () => {
    const sort = { field: 'rank', order: 'descend' } as const;
    const { total } = await paginate(t.db, matching(), { page: 1, pageSize: 20, sort }, spec);
    const last = await paginate(t.db, matching(), { page: Math.ceil(total / 20), pageSize: 20, sort }, spec);
    const [lastRow] = await matching()().orderBy(asc(probe.rank), asc(probe.id)).limit(1);
    expect(last.rows.at(-1)).toEqual(lastRow);
    expect(last.rows.length).toBeGreaterThan(0);
    const pastTheEnd = await paginate(t.db, matching(), { page: Math.ceil(total / 20) + 1, pageSize: 20, sort }, spec);
    expect(pastTheEnd.rows).toEqual([]);
  });

  it('counts exactly when the planner expects many rows but few are left', async () => {
    await t.db.execute(
      sql`create table paging_misjudged (id serial primary key, rank integer not null)
        with (autovacuum_enabled = false)`,
    );
    await t.db.execute(
      sql`insert into paging_misjudged (rank) select n from generate_series(1, ${EXACT_COUNT_LIMIT + 20_000}) as n`,
    );
    await t.db.execute(sql`analyze paging_misjudged`);
    await t.db.execute(sql`delete from paging_misjudged where id > 3`);
    const misjudgedSpec: PageSpec<'rank'> = {
      sortColumns: { rank: misjudged.rank },
      defaultSort: { field: 'rank', order: 'ascend' },
      tiebreaker: misjudged.id,
    };
    const page = await paginate(
      t.db,
      () => t.db.select().from(misjudged).$dynamic(),
      { page: 1, pageSize: 20 },
      misjudgedSpec,
    );
    expect(page).toMatchObject({ total: 3, estimated: false });
    expect(page.rows.map((row) => row.rank)).toEqual([1, 2, 3]);
  });

  it('answers pageSize -1 with every row up to the cap', async () => {
    const page = await paginate(t.db, matching(), { page: 1, pageSize: -1 }, spec);
    expect(page.rows).toHaveLength(ALL_ROWS_CAP);
  });

  it('refuses a list that does not select its sort column', async () => {
    const namesOnly = () => t.db.select({ id: probe.id, name: probe.name }).from(probe).$dynamic();
    await expect(paginate(t.db, namesOnly, { page: 1, pageSize: 20 }, spec)).rejects.toThrow('paging_probe.rank');
  });

  it('treats % and _ in a filter as plain characters', async () => {
    await t.db.execute(sql`insert into paging_probe (name, rank) values ('50% off', 1), ('5_0 off', 1)`);
    const percent = await paginate(t.db, matching('0%'), { page: 1, pageSize: 20 }, spec);
    expect(percent.rows.map((row) => row.name)).toEqual(['50% off']);
    const underscore = await paginate(t.db, matching('5_0'), { page: 1, pageSize: 20 }, spec);
    expect(underscore.rows.map((row) => row.name)).toEqual(['5_0 off']);
  });
});

import { pageRequest } from '@srd/contract';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, PgDialect, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deriveFilters, deriveSortColumns, sortableFields } from './derive.js';

const probe = pgTable('probe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameCht: text('name_cht'),
  category: text('category'),
  kind: text('kind'),
  status: integer('status').notNull(),
  active: boolean('active'),
  ownerId: integer('owner_id'),
  lupdDttm: timestamp('lupd_dttm').notNull(),
});
const columns = { id: probe.id, name: probe.name, nameCht: probe.nameCht, category: probe.category, kind: probe.kind };
const allColumns = { ...columns, status: probe.status, active: probe.active, ownerId: probe.ownerId };

const ProbePageRequest = pageRequest(['name', 'status', 'lupdDttm', 'id'], {
  keyword: z.string().max(120).optional(),
  category: z.string().max(60).optional(),
  kind: z.enum(['a', 'b']).optional(),
  status: z.literal([0, 1]).optional(),
  active: z.boolean().optional(),
  ownerId: z.int32().positive().optional(),
});

const dialect = new PgDialect();
const render = (conditions: SQL[]) =>
  conditions.map((condition) => {
    const { sql: text, params } = dialect.sqlToQuery(sql`${condition}`);
    return { sql: text, params };
  });

describe('sortableFields', () => {
  it("reads the sortable fields a page request's sort accepts", () => {
    expect(sortableFields(ProbePageRequest)).toEqual(['name', 'status', 'lupdDttm', 'id']);
  });
});

describe('deriveSortColumns', () => {
  const shape = { name: 'probe', request: ProbePageRequest };

  it('maps each sortable field to the selected column of its name, or to the column named for it', () => {
    const selected = { ...allColumns, lupdDttm: probe.lupdDttm };
    expect(deriveSortColumns(shape, selected)).toEqual({
      name: probe.name,
      status: probe.status,
      lupdDttm: probe.lupdDttm,
      id: probe.id,
    });
    expect(deriveSortColumns(shape, allColumns, { lupdDttm: probe.lupdDttm, name: probe.nameCht })).toMatchObject({
      name: probe.nameCht,
      lupdDttm: probe.lupdDttm,
    });
  });

  it('refuses, naming the list and the field, a sortable field without a column', () => {
    expect(() => deriveSortColumns(shape, allColumns)).toThrow(
      'probe: the sortable field "lupdDttm" of its page request has no column of that name',
    );
  });

  it('refuses a column named for a field the page request cannot sort by', () => {
    const overrides = { lupdDttm: probe.lupdDttm, category: probe.category } as never;
    expect(() => deriveSortColumns(shape, allColumns, overrides)).toThrow(
      'probe: sortColumns maps "category", which its page request does not list as sortable',
    );
  });
});

describe('deriveFilters', () => {
  const shape = { name: 'probe', request: ProbePageRequest, columns: allColumns };
  const filters = deriveFilters(shape, {
    keyword: [probe.name, probe.nameCht, (text) => sql`${probe.ownerId} in (select 1 where ${text} = 'x')`],
  });

  it('matches a text filter on a text column by "contains", ignoring case, with % and _ as plain characters', () => {
    expect(render(filters({ category: ' 5%_off ' }))).toEqual([
      { sql: '"probe"."category" ilike $1', params: ['%5\\%\\_off%'] },
    ]);
  });

  it('matches enum, literal, boolean and number filters by equality', () => {
    expect(render(filters({ kind: 'a', status: 0, active: false, ownerId: 7 }))).toEqual([
      { sql: '"probe"."kind" = $1', params: ['a'] },
      { sql: '"probe"."status" = $1', params: [0] },
      { sql: '"probe"."active" = $1', params: [false] },
      { sql: '"probe"."owner_id" = $1', params: [7] },
    ]);
  });

  it('matches the keyword in any of its columns or conditions, with the trimmed text', () => {
    expect(render(filters({ keyword: ' Kiosk ' }))).toEqual([
      {
        sql:
          '("probe"."name" ilike $1 or "probe"."name_cht" ilike $2' +
          ' or "probe"."owner_id" in (select 1 where $3 = \'x\'))',
        params: ['%Kiosk%', '%Kiosk%', 'Kiosk'],
      },
    ]);
  });

  it('lets every row through for absent filters, empty text and a blank keyword', () => {
    expect(filters({})).toEqual([]);
    expect(filters({ category: '', keyword: '   ', kind: undefined })).toEqual([]);
  });

  it('matches a filter by its override instead of the convention', () => {
    const overridden = deriveFilters(shape, {
      keyword: [probe.name],
      overrides: { category: (category) => sql`${probe.category} = ${category}`, active: () => undefined },
    });
    expect(render(overridden({ category: 'Bins', active: true }))).toEqual([
      { sql: '"probe"."category" = $1', params: ['Bins'] },
    ]);
  });

  it('refuses at start-up, naming the list and the field, a filter no convention matches', () => {
    const { category: _category, ...withoutCategory } = allColumns;
    expect(() => deriveFilters({ ...shape, columns: withoutCategory }, { keyword: [probe.name] })).toThrow(
      'probe: the filter "category" of its page request has no column of that name in probe',
    );
    expect(() => deriveFilters(shape)).toThrow('probe: the filter "keyword" of its page request needs the columns');
    expect(() =>
      deriveFilters({ ...shape, columns: { ...allColumns, category: probe.status } }, { keyword: [probe.name] }),
    ).toThrow('probe: the filter "category" of its page request is text but its column holds number');
    const timed = pageRequest(['id'], { since: z.iso.datetime({ offset: true }).optional() });
    expect(() => deriveFilters({ name: 'timed', request: timed, columns: { since: probe.name } })).toThrow(
      'timed: the filter "since" of its page request is datetime text, which no convention matches',
    );
  });

  it('bounds the range column by from and to, both inclusive, either open', () => {
    const timed = pageRequest(['id'], {
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
    });
    const ranged = deriveFilters({ name: 'timed', request: timed, columns }, { range: probe.lupdDttm });
    expect(render(ranged({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00+08:00' }))).toEqual([
      { sql: '"probe"."lupd_dttm" >= $1', params: ['2026-01-01T00:00:00.000Z'] },
      { sql: '"probe"."lupd_dttm" <= $1', params: ['2026-01-31T16:00:00.000Z'] },
    ]);
    expect(render(ranged({ to: '2026-02-01T00:00:00Z' }))).toHaveLength(1);
    expect(() => deriveFilters({ name: 'timed', request: timed, columns })).toThrow(
      'timed: the filter "from" of its page request bounds a time: name its column as the range',
    );
    expect(() => deriveFilters({ ...shape }, { keyword: [probe.name], range: probe.lupdDttm })).toThrow(
      'probe: a range column is given but its page request has no from nor to filter',
    );
  });

  it('refuses an override or keyword terms for filters the page request does not have', () => {
    expect(() =>
      deriveFilters(shape, { keyword: [probe.name], overrides: { colour: () => undefined } as never }),
    ).toThrow('probe: a filter override names "colour", which its page request does not have');
    const noKeyword = pageRequest(['id'], {});
    expect(() => deriveFilters({ name: 'plain', request: noKeyword, columns }, { keyword: [probe.name] })).toThrow(
      'plain: keyword terms are given but its page request has no keyword filter',
    );
  });
});

import { eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contains } from './filters.js';
import type { PageInput } from './paginate.js';

/** A list's page request from the contract (`pageRequest` in packages/contract/src/paging.ts). */
export type PageRequestSchema<F> = z.ZodType<F> & { shape: Record<string, z.ZodType> };

/** The fields a page request may be sorted by. */
export type SortField<F> = F extends { sort?: { field: infer S } } ? Extract<S, string> : never;

/** The page request's paging fields; every other field is a filter. */
export const PAGING_KEYS = ['page', 'pageSize', 'sort'] as const;

/** The filters of a page request, without its paging (an export's request). */
export type FilterInput<F> = Omit<F, (typeof PAGING_KEYS)[number]>;

/** The filter fields of a page request. */
export type FilterField<F> = Exclude<keyof F & string, (typeof PAGING_KEYS)[number]>;

/**
 * How a list matches the filters that do not follow the convention, field by field: each is given the
 * field's value, never undefined nor empty text (such a filter matches every row), and the whole request.
 */
export type FilterOverrides<F> = { [K in FilterField<F>]?: (value: NonNullable<F[K]>, input: F) => SQL | undefined };

/**
 * What `keyword` matches: a row matches when any term does, a column containing the text (ignoring
 * case) or a condition built from the (trimmed) text, such as a subquery over another table.
 */
export type KeywordTerm = PgColumn | ((text: string) => SQL | undefined);

/** What a list's filters and sorts are derived from: its page request and the columns its rows carry. */
export interface ListShape<F> {
  /** Names the list in start-up errors. */
  name: string;
  request: PageRequestSchema<F>;
  /** The columns a filter of the same name matches (the table's own; not subqueries, which WHERE cannot name). */
  columns: Record<string, PgColumn>;
}

/** The sortable fields a page request declares (`sort.field`'s options). */
export function sortableFields(request: { shape: Record<string, z.ZodType> }): string[] {
  const sort = unwrap(request.shape.sort);
  const field = sort && (sort._zod.def as { shape?: Record<string, z.ZodType> }).shape?.field;
  const options = field && (field._zod.def as { entries?: Record<string, string> }).entries;
  return options ? Object.values(options) : [];
}

/**
 * The column each sortable field of the page request orders by: the one `overrides` names, else the
 * selected column of the same name (an extra column's alias included). Throws, naming the list and the
 * field, when a sortable field has neither: a list that cannot sort as its contract says must not start.
 */
export function deriveSortColumns<F extends PageInput<string>>(
  shape: Pick<ListShape<F>, 'name' | 'request'>,
  selected: Record<string, unknown>,
  overrides: Partial<Record<SortField<F>, PgColumn>> = {},
): Record<string, PgColumn> {
  const fields = sortableFields(shape.request);
  if (fields.length === 0) throw new Error(`${shape.name}: its page request declares no sortable field`);
  const mapped = overrides as Record<string, PgColumn | undefined>;
  for (const name of Object.keys(mapped))
    if (!fields.includes(name))
      throw new Error(`${shape.name}: sortColumns maps "${name}", which its page request does not list as sortable`);
  return Object.fromEntries(
    fields.map((field) => {
      const column = mapped[field] ?? selected[field];
      if (column === undefined)
        throw new Error(
          `${shape.name}: the sortable field "${field}" of its page request has no column of that name` +
            ' among those the list selects; name its column in sortColumns',
        );
      return [field, column as PgColumn];
    }),
  );
}

/** How one filter field matches, from its schema and the column of its name. */
type Matcher = (value: unknown) => SQL | undefined;

/**
 * The conditions of a page request's filters. By convention a filter matches the table column of its
 * name: plain text contains (ignoring case), anything else (number, enum, literal, boolean) equals;
 * `keyword` matches any of the `keyword` terms; `from` and `to` bound the `range` column. `overrides`
 * state the others (a column of another name, a join, a derived status). Throws at start-up, naming the
 * list and the field, when a filter follows no convention and has no override. Undefined filters and
 * empty text match every row.
 */
export function deriveFilters<F extends PageInput<string>>(
  shape: ListShape<F>,
  custom: {
    keyword?: readonly KeywordTerm[];
    /** The time the request's `from` and `to` (ISO 8601, either end open) bound, both inclusive. */
    range?: PgColumn;
    overrides?: FilterOverrides<F>;
  } = {},
): (input: FilterInput<F>) => SQL[] {
  const overrides = (custom.overrides ?? {}) as Record<
    string,
    ((value: unknown, input: unknown) => SQL | undefined) | undefined
  >;
  const filterFields = Object.keys(shape.request.shape).filter(
    (name) => !(PAGING_KEYS as readonly string[]).includes(name),
  );
  for (const name of Object.keys(overrides))
    if (!filterFields.includes(name))
      throw new Error(`${shape.name}: a filter override names "${name}", which its page request does not have`);
  if (custom.keyword && !filterFields.includes('keyword'))
    throw new Error(`${shape.name}: keyword terms are given but its page request has no keyword filter`);
  if (custom.range && !filterFields.includes('from') && !filterFields.includes('to'))
    throw new Error(`${shape.name}: a range column is given but its page request has no from nor to filter`);
  const { range } = custom;
  const matchers: [string, (value: unknown, input: unknown) => SQL | undefined][] = filterFields.map((name) => {
    const override = overrides[name];
    if (override) return [name, override];
    if (name === 'keyword' && custom.keyword) return [name, keywordMatcher(custom.keyword)];
    if (name === 'from' && range) return [name, (from) => gte(range, new Date(from as string))];
    if (name === 'to' && range) return [name, (to) => lte(range, new Date(to as string))];
    return [name, conventional(shape, name)];
  });
  return (input) => {
    const values = input as Record<string, unknown>;
    const conditions: SQL[] = [];
    for (const [name, match] of matchers) {
      const value = values[name];
      if (value === undefined || value === '') continue;
      const condition = match(value, input);
      if (condition) conditions.push(condition);
    }
    return conditions;
  };
}

function keywordMatcher(terms: readonly KeywordTerm[]): Matcher {
  return (value) => {
    const text = String(value).trim();
    if (!text) return undefined;
    return or(...terms.map((term) => (typeof term === 'function' ? term(text) : contains(term, text))));
  };
}

function conventional<F>(shape: ListShape<F>, name: string): Matcher {
  const schema = unwrap(shape.request.shape[name]);
  const column = shape.columns[name];
  const refuse = (why: string) =>
    new Error(
      `${shape.name}: the filter "${name}" of its page request ${why}; state how it matches (a filter override` +
        `${name === 'keyword' ? ' or keyword terms' : name === 'from' || name === 'to' ? ' or a range column' : ''})`,
    );
  if (name === 'keyword') throw refuse('needs the columns it searches');
  if (name === 'from' || name === 'to') throw refuse('bounds a time: name its column as the range');
  if (!column) throw refuse(`has no column of that name in ${shape.name}`);
  const def = schema?._zod.def as { type: string; format?: string } | undefined;
  switch (def?.type) {
    case 'string':
      if (def.format !== undefined) throw refuse(`is ${def.format} text, which no convention matches`);
      if (column.dataType !== 'string') throw refuse(`is text but its column holds ${column.dataType}`);
      return (value) => contains(column, value as string);
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'enum':
    case 'literal':
      return (value) => eq(column, value);
    default:
      throw refuse(`is a ${def?.type ?? 'missing'} schema, which no convention matches`);
  }
}

/** The schema inside optional, default and nullable wrappers. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType };
    if (!['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type) || !def.innerType) break;
    current = def.innerType;
  }
  return current;
}

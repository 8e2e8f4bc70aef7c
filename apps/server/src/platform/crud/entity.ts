import { ErrorCode, type ResourceType, type SortOrder } from '@srd/contract';
import { and, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { audit, type LabelFor } from '../audit/audit.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import type { SignedInContext } from '../http/context.js';
import {
  deriveFilters,
  deriveSortColumns,
  type FilterInput,
  type FilterOverrides,
  type KeywordTerm,
  type PageRequestSchema,
  type SortField,
} from '../paging/derive.js';
import { paginate, type PageInput } from '../paging/paginate.js';
import {
  assertInScope,
  scopeCondition,
  unreachable,
  type ScopeColumns,
  type ScopedRecord,
} from '../permissions/scope.js';

type Row = Record<string, unknown>;

/**
 * One simple entity: a table with an `id`, where its rows sit in the tenant > merchant > shop scope,
 * its list's page request, and its rules. `createEntityService` gives it the list, detail, create,
 * update and delete every such entity has, with scope and audit applied. The list sorts and filters
 * as the page request says (paging/derive.ts): each sortable field by the column of its name, each
 * filter by the column of its name; the definition states only what follows no such convention.
 */
export interface EntityDefinition<F extends PageInput<string>, R> {
  table: PgTable & { id: PgColumn };
  resType: ResourceType;
  /**
   * The columns placing a row in the scope. Without them the rows form a catalogue shared by every
   * tenant: anyone holding the view action reads it, and only access-all-data callers change it.
   */
  placement?: ScopeColumns;
  /**
   * Where a row sits when its place is another record's (a building sits where its estate does), read
   * inside the write's transaction; null when that record is missing or out of the caller's reach.
   */
  placeOf?(tx: Tx, ctx: SignedInContext, row: Row): Promise<ScopedRecord | null>;
  /** Rows placed at no tenant are shared by every tenant: changed only by access-all-data callers. */
  sharedWithoutTenant?: boolean;
  /**
   * The rows a caller may read, when more than the placement gives (those admin mapping grants:
   * modules/mapping reachCondition); undefined lets every row through. Writes still follow the placement.
   */
  reach?(ctx: SignedInContext): SQL | undefined;
  /**
   * Rewrites the values of a create or an edit before they are checked and stored (sanitised rich text);
   * omitted fields stay omitted.
   */
  prepare?(values: Row): Row;
  /** Table columns never answered nor audited (hashes, secrets). */
  hidden?: readonly string[];
  /**
   * Values answered with each row beyond its own columns (a referenced record's names, as subqueries
   * aliased with `.as()`: lists read rows through a subquery); never written nor audited.
   */
  extraColumns?: Record<string, SQL.Aliased>;
  /** The list's page request (the contract's `pageRequest`): its sortable fields and its filters. */
  request: PageRequestSchema<F>;
  /** The columns of the sortable fields whose column has another name; the others sort by their namesake. */
  sortColumns?: Partial<Record<NoInfer<SortField<F>>, PgColumn>>;
  defaultSort: { field: NoInfer<SortField<F>>; order: SortOrder };
  /** What the `keyword` filter searches: any of these columns containing it, or these conditions. */
  keyword?: readonly KeywordTerm[];
  /** How the filters that match no column of their name by the convention match (paging/derive.ts). */
  filterBy?: FilterOverrides<NoInfer<F>>;
  /** The row as the API answers it (dates as text, derived fields). */
  present(row: Row): R;
  /** Labels of enum or reference fields in the audit entry. */
  auditLabels?: Record<string, LabelFor>;
  /** The row as its audit entry compares it, field by field (a JSON object spread into one field per key). */
  auditView?(row: Row): Row;
  /** Fields whose value is secret in this row (a secret setting's value): audited as changed, never copied. */
  secretFields?(row: Row): readonly string[];
  /** Business rules checked inside the write's transaction; throw an AppError to refuse. */
  check?(tx: Tx, ctx: SignedInContext, next: Row, before: Row | null): Promise<void>;
  /** Refuses a delete that would break other records. */
  checkDelete?(tx: Tx, ctx: SignedInContext, before: Row): Promise<void>;
}

const STAMPS = ['creUser', 'creDttm', 'lupdUser', 'lupdDttm'];

/**
 * The service of an entity. Throws at start-up, naming the table and the field, when its page request
 * names a sortable field or a filter the table cannot answer by convention and the definition does not map.
 */
export function createEntityService<F extends PageInput<string>, R>(entity: EntityDefinition<F, R>) {
  const { table, placement } = entity;
  const hidden = new Set(entity.hidden ?? []);
  const ownColumns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !hidden.has(name)),
  ) as Record<string, PgColumn>;
  const visibleColumns = { ...ownColumns, ...entity.extraColumns };
  const shape = { name: getTableName(table), request: entity.request, columns: getTableColumns(table) };
  const definition = {
    ...entity,
    /** The column each sortable field orders by. */
    sortColumns: deriveSortColumns(shape, visibleColumns, entity.sortColumns),
    /** The conditions of a request's filters. */
    filters: deriveFilters(shape, { keyword: entity.keyword, overrides: entity.filterBy }),
  };
  const reach = (ctx: SignedInContext) =>
    definition.reach ? definition.reach(ctx) : placement ? scopeCondition(placement, ctx.user.scope) : undefined;
  const prepared = (values: Row) => (definition.prepare ? definition.prepare(values) : values);
  const keyOf = (column: PgColumn) =>
    Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0];
  const placementKeys = placement && {
    tid: keyOf(placement.tid),
    mid: placement.mid && keyOf(placement.mid),
    sid: placement.sid && keyOf(placement.sid),
  };
  const valueAt = (row: Row, key: string | undefined) =>
    key === undefined ? null : ((row[key] as number | null | undefined) ?? null);
  const placementOf = (row: Row): ScopedRecord => ({
    tid: valueAt(row, placementKeys?.tid),
    mid: valueAt(row, placementKeys?.mid),
    sid: valueAt(row, placementKeys?.sid),
  });
  /**
   * Changes stay inside the caller's scope; a shared catalogue or shared row is changed only with
   * access-all-data. Returns where the row sits, for its audit entry.
   */
  async function assertMayWrite(tx: Tx, ctx: SignedInContext, row: Row): Promise<ScopedRecord | undefined> {
    const { scope } = ctx.user;
    const place = definition.placeOf
      ? await definition.placeOf(tx, ctx, row)
      : placement
        ? placementOf(row)
        : undefined;
    if (place === null) throw unreachable(scope);
    if (place === undefined || (definition.sharedWithoutTenant && place.tid === null)) {
      if (!scope.allData) throw new AppError(ErrorCode.OutOfScope);
      return place;
    }
    assertInScope(scope, place);
    return place;
  }
  const audited = (row: Row | null) => {
    if (!row) return null;
    const visible = Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.has(name)));
    return definition.auditView ? definition.auditView(visible) : visible;
  };
  /** The audit entry of a change: visible fields, secret ones masked whichever side holds them as secret. */
  const auditChange = (
    id: number,
    action: string,
    before: Row | null,
    after: Row | null,
    place: ScopedRecord | undefined,
  ) => ({
    resType: definition.resType,
    recordId: id,
    action,
    before: audited(before),
    after: audited(after),
    labels: definition.auditLabels,
    masked: [before, after].flatMap((row) => (row && definition.secretFields ? definition.secretFields(row) : [])),
    placement: place,
  });

  async function lock(tx: Tx, ctx: SignedInContext, id: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), reach(ctx)))
      .for('update');
    if (!row) throw unreachable(ctx.user.scope);
    return row;
  }

  async function read(ctx: SignedInContext, id: number): Promise<R> {
    const [row] = await ctx.db
      .select(visibleColumns)
      .from(table)
      .where(and(eq(table.id, id), reach(ctx)));
    if (!row) throw unreachable(ctx.user.scope);
    return definition.present(row);
  }

  /** The rows the list's filters match in the caller's reach, narrowed by `after` (an export's next chunk). */
  function matching(db: DbOrTx, ctx: SignedInContext, input: FilterInput<F>, after?: SQL) {
    return db
      .select(visibleColumns)
      .from(table)
      .where(and(reach(ctx), ...definition.filters(input), after))
      .$dynamic();
  }

  async function page(ctx: SignedInContext, input: F) {
    const found = await paginate(ctx.db, () => matching(ctx.db, ctx, input), input, {
      sortColumns: definition.sortColumns,
      defaultSort: definition.defaultSort,
      tiebreaker: table.id,
    });
    return { ...found, rows: (found.rows as Row[]).map(definition.present) };
  }

  async function create(ctx: SignedInContext, input: Row): Promise<R> {
    const values = prepared(input);
    const id = await ctx.db.transaction(async (tx) => {
      const place = await assertMayWrite(tx, ctx, values);
      await definition.check?.(tx, ctx, values, null);
      const [created] = await tx
        .insert(table)
        .values({ ...values, creUser: ctx.user.id, lupdUser: ctx.user.id } as never)
        .returning();
      await audit(tx, ctx, auditChange(created.id as number, 'create', null, created, place));
      return created.id as number;
    });
    return read(ctx, id);
  }

  /** Omitted fields keep their values; the row and its new place must both be in the caller's scope. */
  async function update(ctx: SignedInContext, id: number, values: Row): Promise<R> {
    const changes = Object.fromEntries(
      Object.entries(prepared(values)).filter(
        ([name, value]) => value !== undefined && name !== 'id' && !STAMPS.includes(name),
      ),
    );
    await ctx.db.transaction(async (tx) => {
      const before = await lock(tx, ctx, id);
      const next = { ...before, ...changes };
      await assertMayWrite(tx, ctx, before);
      const place = await assertMayWrite(tx, ctx, next);
      await definition.check?.(tx, ctx, next, before);
      const [after] = await tx
        .update(table)
        .set({ ...changes, lupdUser: ctx.user.id, lupdDttm: new Date() })
        .where(eq(table.id, id))
        .returning();
      await audit(tx, ctx, auditChange(id, 'update', before, after, place));
    });
    return read(ctx, id);
  }

  /** Deletes a row no other record refers to (1021 otherwise). */
  async function remove(ctx: SignedInContext, id: number): Promise<null> {
    await ctx.db.transaction(async (tx) => {
      const before = await lock(tx, ctx, id);
      const place = await assertMayWrite(tx, ctx, before);
      await definition.checkDelete?.(tx, ctx, before);
      await tx
        .delete(table)
        .where(eq(table.id, id))
        .catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? new AppError(ErrorCode.InUse) : error;
        });
      await audit(tx, ctx, auditChange(id, 'delete', before, null, place));
    });
    return null;
  }

  return { definition, matching, page, read, create, update, remove };
}

/** PostgreSQL's foreign_key_violation, whether the driver puts the code on the error or on its cause. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (candidate: unknown) => (candidate as { code?: string } | undefined)?.code;
  return code(error) === '23503' || code((error as { cause?: unknown } | undefined)?.cause) === '23503';
}

/** What the routes call; any entity's service fits (its list takes its own page request). */
export interface EntityService {
  page(ctx: SignedInContext, input: never): Promise<{ rows: unknown[]; total: number; estimated: boolean }>;
  read(ctx: SignedInContext, id: number): Promise<unknown>;
  create(ctx: SignedInContext, values: Row): Promise<unknown>;
  update(ctx: SignedInContext, id: number, values: Row): Promise<unknown>;
  remove(ctx: SignedInContext, id: number): Promise<null>;
}

/** A row with its dates as ISO 8601 text, as answers carry them. */
export function withIsoDates(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]),
  );
}

import {
  ErrorCode,
  errorMessage,
  localName,
  ResourceType,
  OctEventTypePageRequest,
  OctSftpTypePageRequest,
  type OctEventLogPageRequest,
  type OctEventLogRow,
  type OctEventType,
  type OctSftpLogPageRequest,
  type OctSftpLogRow,
  type OctSftpType,
  type Lang,
} from '@srd/contract';
import { CronExpressionParser } from 'cron-parser';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains, withinRange } from '../../platform/paging/filters.js';
import { paginate, type PageInput, type PageSpec } from '../../platform/paging/paginate.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { localText } from '../kiosk-ops/kiosk-reach.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { octEventLog, octEventType, octSftpLog, octSftpType } from './tables.js';

/** A code is unique in its catalogue, whatever its case. */
async function checkCodeFree(
  tx: DbOrTx,
  table: PgTable & { id: PgColumn; code: PgColumn },
  code: unknown,
  before: Record<string, unknown> | null,
) {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(sql`upper(${table.code})`, String(code).toUpperCase()),
        before ? ne(table.id, before.id as number) : undefined,
      ),
    );
  if (taken) throw new AppError(ErrorCode.CodeTaken);
}

/** OctSftpType: the kinds of file exchanged with the operator, a catalogue shared by every tenant. */
export const octSftpTypes = createEntityService({
  table: octSftpType,
  resType: ResourceType.OctSftpType,
  request: OctSftpTypePageRequest,
  defaultSort: { field: 'code', order: 'ascend' },
  keyword: [octSftpType.code, octSftpType.name, octSftpType.nameCht, octSftpType.nameChs],
  present: (row) => withIsoDates(row) as OctSftpType,
  async check(tx, ctx, next, before) {
    await checkCodeFree(tx, octSftpType, next.code, before);
    try {
      CronExpressionParser.parse(String(next.cron));
    } catch {
      throw fieldError('cron', ErrorCode.InvalidSchedule, ctx.lang);
    }
  },
});

/** OctEventType: the kinds of card event, named in three languages. */
export const octEventTypes = createEntityService({
  table: octEventType,
  resType: ResourceType.OctEventType,
  request: OctEventTypePageRequest,
  defaultSort: { field: 'code', order: 'ascend' },
  keyword: [octEventType.code, octEventType.name, octEventType.nameCht, octEventType.nameChs],
  present: (row) => withIsoDates(row) as OctEventType,
  async check(tx, _ctx, next, before) {
    await checkCodeFree(tx, octEventType, next.code, before);
  },
});

const tenantName = (lang: Lang) =>
  localText(lang, { en: tenant.name, cht: tenant.nameCht, chs: tenant.nameChs }).as('tenant_name');
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

type Filter<R> = Omit<R, 'page' | 'pageSize' | 'sort'>;
export type SftpLogFilter = Filter<OctSftpLogPageRequest>;
export type EventLogFilter = Filter<OctEventLogPageRequest>;

/** Transfers in reach: a tenant's files; a failed connection, before any file, is the platform's. */
export function sftpLogFilter(ctx: SignedInContext, filter: SftpLogFilter): SQL | undefined {
  return and(
    scopeCondition({ tid: octSftpLog.tid }, ctx.user.scope),
    withinRange(octSftpLog.startedAt, filter),
    filter.typeId === undefined ? undefined : eq(octSftpLog.typeId, filter.typeId),
    filter.direction === undefined ? undefined : eq(octSftpLog.direction, filter.direction),
    filter.status === undefined ? undefined : eq(octSftpLog.status, filter.status),
    filter.tid === undefined ? undefined : eq(octSftpLog.tid, filter.tid),
    contains(octSftpLog.fileName, filter.fileName),
  );
}

export function sftpLogsWhere(db: DbOrTx, ctx: SignedInContext, where: SQL | undefined) {
  return db
    .select({
      id: octSftpLog.id,
      typeId: octSftpLog.typeId,
      typeCode: octSftpType.code,
      typeName: localText(ctx.lang, { en: octSftpType.name, cht: octSftpType.nameCht, chs: octSftpType.nameChs }).as(
        'type_name',
      ),
      kind: octSftpType.kind,
      tid: octSftpLog.tid,
      tenantName: tenantName(ctx.lang),
      fileName: octSftpLog.fileName,
      direction: octSftpLog.direction,
      sizeBytes: octSftpLog.sizeBytes,
      sha256: octSftpLog.sha256,
      lineCount: octSftpLog.lineCount,
      totalAmount: octSftpLog.totalAmount,
      status: octSftpLog.status,
      errorCode: octSftpLog.errorCode,
      errorDetail: octSftpLog.errorDetail,
      startedAt: octSftpLog.startedAt,
      finishedAt: octSftpLog.finishedAt,
      /** The time as stored, for an export's keyset (a Date keeps milliseconds, the column microseconds). */
      startedAtKey: sql<string>`${octSftpLog.startedAt}::text`.as('started_at_key'),
    })
    .from(octSftpLog)
    .innerJoin(octSftpType, eq(octSftpType.id, octSftpLog.typeId))
    .leftJoin(tenant, eq(tenant.id, octSftpLog.tid))
    .where(where)
    .$dynamic();
}

/** What went wrong, in the reader's language, from the stored code and the values it names. */
function errorText(code: unknown, detail: unknown, lang: Lang): string | null {
  if (code === null || code === undefined) return null;
  const values = typeof detail === 'string' ? (JSON.parse(detail) as Record<string, string>) : {};
  return errorMessage(Number(code) as ErrorCode, lang, values);
}

export function presentSftpLog(record: Record<string, unknown>, lang: Lang): OctSftpLogRow {
  return {
    id: Number(record.id),
    typeId: Number(record.typeId),
    typeCode: String(record.typeCode),
    typeName: String(record.typeName),
    kind: record.kind as OctSftpLogRow['kind'],
    tid: numberOrNull(record.tid),
    tenantName: (record.tenantName as string | null) ?? null,
    fileName: (record.fileName as string | null) ?? null,
    direction: record.direction as OctSftpLogRow['direction'],
    sizeBytes: numberOrNull(record.sizeBytes),
    sha256: (record.sha256 as string | null) ?? null,
    lineCount: numberOrNull(record.lineCount),
    totalAmount: numberOrNull(record.totalAmount),
    status: record.status as OctSftpLogRow['status'],
    error: errorText(record.errorCode, record.errorDetail, lang),
    startedAt: iso(record.startedAt),
    finishedAt: record.finishedAt ? iso(record.finishedAt) : null,
  };
}

/**
 * A page of a log, newest first unless the reader sorts by id: `time` orders it, its id settles ties, and each row is
 * presented for the reader.
 */
async function logPage<F extends string, Q extends PgSelect, R>(
  ctx: SignedInContext,
  input: PageInput<F | 'id'>,
  log: { field: F; time: PgColumn; id: PgColumn; matching: () => Q; present: (record: Awaited<Q>[number]) => R },
) {
  const spec: PageSpec<F | 'id'> = {
    sortColumns: { [log.field]: log.time, id: log.id } as Record<F | 'id', PgColumn>,
    defaultSort: { field: log.field, order: 'descend' },
    tiebreaker: log.id,
  };
  const page = await paginate(ctx.db, log.matching, input, spec);
  return { ...page, rows: page.rows.map(log.present) };
}

/** `POST /octSftpLog/page`. */
export function sftpLogPage(ctx: SignedInContext, input: OctSftpLogPageRequest) {
  return logPage(ctx, input, {
    field: 'startedAt',
    time: octSftpLog.startedAt,
    id: octSftpLog.id,
    matching: () => sftpLogsWhere(ctx.db, ctx, sftpLogFilter(ctx, input)),
    present: (row) => presentSftpLog(row, ctx.lang),
  });
}

/** Card events in reach, by the tenant the file was about. */
export function eventLogFilter(ctx: SignedInContext, filter: EventLogFilter): SQL | undefined {
  const digits = filter.cardNo?.replace(/\D/g, '');
  return and(
    scopeCondition({ tid: octEventLog.tid }, ctx.user.scope),
    withinRange(octEventLog.at, filter),
    filter.eventTypeId === undefined ? undefined : eq(octEventLog.eventTypeId, filter.eventTypeId),
    filter.tid === undefined ? undefined : eq(octEventLog.tid, filter.tid),
    filter.memberId === undefined ? undefined : eq(octEventLog.memberId, filter.memberId),
    digits ? contains(octEventLog.cardNo, digits) : undefined,
  );
}

export function eventLogsWhere(db: DbOrTx, ctx: SignedInContext, where: SQL | undefined) {
  return db
    .select({
      id: octEventLog.id,
      tid: octEventLog.tid,
      tenantName: tenantName(ctx.lang),
      eventTypeId: octEventLog.eventTypeId,
      eventCode: octEventLog.eventCode,
      eventName: sql<string>`coalesce(${localText(ctx.lang, {
        en: octEventType.name,
        cht: octEventType.nameCht,
        chs: octEventType.nameChs,
      })}, ${octEventLog.eventCode})`.as('event_name'),
      cardNo: octEventLog.cardNo,
      memberId: octEventLog.memberId,
      membershipNo: member.membershipNo,
      memberName: member.name,
      at: octEventLog.at,
      fileLogId: octEventLog.fileLogId,
      fileName: octSftpLog.fileName,
      lineNo: octEventLog.lineNo,
      detail: octEventLog.detail,
      atKey: sql<string>`${octEventLog.at}::text`.as('at_key'),
    })
    .from(octEventLog)
    .leftJoin(octEventType, eq(octEventType.id, octEventLog.eventTypeId))
    .leftJoin(member, eq(member.id, octEventLog.memberId))
    .leftJoin(tenant, eq(tenant.id, octEventLog.tid))
    .innerJoin(octSftpLog, eq(octSftpLog.id, octEventLog.fileLogId))
    .where(where)
    .$dynamic();
}

export function presentEventLog(record: Record<string, unknown>): OctEventLogRow {
  return {
    id: Number(record.id),
    tid: Number(record.tid),
    tenantName: (record.tenantName as string | null) ?? null,
    eventTypeId: numberOrNull(record.eventTypeId),
    eventCode: String(record.eventCode),
    eventName: String(record.eventName),
    cardNo: String(record.cardNo),
    memberId: numberOrNull(record.memberId),
    membershipNo: (record.membershipNo as string | null) ?? null,
    memberName: (record.memberName as string | null) ?? null,
    at: iso(record.at),
    fileLogId: Number(record.fileLogId),
    fileName: (record.fileName as string | null) ?? null,
    lineNo: Number(record.lineNo),
    detail: (record.detail as string | null) ?? null,
  };
}

/** `POST /octEventLog/page`. */
export function eventLogPage(ctx: SignedInContext, input: OctEventLogPageRequest) {
  return logPage(ctx, input, {
    field: 'at',
    time: octEventLog.at,
    id: octEventLog.id,
    matching: () => eventLogsWhere(ctx.db, ctx, eventLogFilter(ctx, input)),
    present: presentEventLog,
  });
}

/** The event types by id, named in the reader's language, for the event log's filter. */
export async function eventTypeOptions(ctx: SignedInContext) {
  const rows = await ctx.db.select().from(octEventType).orderBy(octEventType.code);
  return rows.map((row) => ({ value: row.id, label: localName(row, ctx.lang) }));
}

/** The file kinds by id, named in the reader's language, for the transfer log's filter. */
export async function sftpTypeOptions(ctx: SignedInContext) {
  const rows = await ctx.db.select().from(octSftpType).orderBy(octSftpType.code);
  return rows.map((row) => ({ value: row.id, label: localName(row, ctx.lang) }));
}

import {
  ALL_ROWS_CAP,
  BUSINESS_TIME_ZONE,
  DEFAULT_REJECTION_THRESHOLD,
  ErrorCode,
  PAGE_SIZE_ALL,
  REJECTION_PERIOD_MAX_DAYS,
  REJECTION_REASONS,
  REJECTIONS_ALERT_TYPE,
  ResourceType,
  type RejectionBucket,
  type RejectionCountPage,
  type RejectionCountPageRequest,
  type RejectionCountRow,
  type RejectionItemPage,
  type RejectionItemPageRequest,
  type RejectionReason,
  type RejectionThreshold,
  type RejectionThresholdQuery,
  type RejectionThresholdUpdate,
} from '@srd/contract';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { audit } from '../../platform/audit/audit.js';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { inScope, unreachable } from '../../platform/permissions/scope.js';
import { kioskRowsReached, localText, reachedKiosk } from '../kiosk-ops/kiosk-reach.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';
import { kioskRejection, rejectionThreshold } from './tables.js';

const DAY_MS = 86_400_000;

/** 2140 on `to` unless the period ends after it starts and spans at most REJECTION_PERIOD_MAX_DAYS. */
export function checkPeriod(ctx: SignedInContext, period: { from: string; to: string }): void {
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  if (to <= from || to - from > REJECTION_PERIOD_MAX_DAYS * DAY_MS)
    throw fieldError('to', ErrorCode.RejectionPeriodInvalid, ctx.lang, { days: REJECTION_PERIOD_MAX_DAYS });
}

/**
 * Start of the rejection's hour or day in Hong Kong time. Literals, not parameters: the select, the grouping and the
 * order must be the same expression.
 */
export function bucketOf(bucket: RejectionBucket): SQL<Date> {
  const unit = bucket === 'hour' ? 'hour' : 'day';
  return sql<Date>`date_trunc('${sql.raw(unit)}', ${kioskRejection.at}, '${sql.raw(BUSINESS_TIME_ZONE)}')`;
}

/** The filters of a list of counts (its period, kiosks in the caller's reach, a reason). */
export function countFilter(
  ctx: SignedInContext,
  filter: Omit<RejectionCountPageRequest, 'page' | 'pageSize' | 'sort' | 'from' | 'to'> & {
    from?: string;
    to?: string;
  },
): SQL | undefined {
  return and(
    kioskRowsReached(ctx, kioskRejection.kioskId, {
      kioskId: filter.kioskId,
      kid: filter.kid,
      tid: filter.tid,
      kioskType: filter.kioskType,
    }),
    withinRange(kioskRejection.at, filter),
    filter.reason ? eq(kioskRejection.reason, filter.reason) : undefined,
  );
}

const reasonColumn = (reason: RejectionReason) =>
  sql<number>`(count(*) filter (where ${kioskRejection.reason} = ${sql.raw(`'${reason}'`)}))::int`;

/** The columns of a row of counts, grouped by kiosk and bucket. */
export function countColumns(ctx: SignedInContext, bucket: RejectionBucket) {
  const bucketStart = bucketOf(bucket);
  return {
    kioskId: kioskRejection.kioskId,
    kid: kiosk.kid,
    kioskName: localText(ctx.lang, { en: kiosk.name, cht: kiosk.nameCht, chs: kiosk.nameChs }).as('kiosk_name'),
    kioskType: kiosk.kioskType,
    tid: kiosk.tid,
    tenantName: localText(ctx.lang, { en: tenant.name, cht: tenant.nameCht, chs: tenant.nameChs }).as('tenant_name'),
    bucketStart: bucketStart.as('bucket_start'),
    bucketKey: sql<string>`${bucketStart}::text`.as('bucket_key'),
    total: sql<number>`count(*)::int`.as('total'),
    ...Object.fromEntries(REJECTION_REASONS.map((reason) => [`r_${reason}`, reasonColumn(reason).as(`r_${reason}`)])),
    alarmOpen: sql<boolean>`exists (select 1 from kiosk_alarm a where a.kiosk_id = ${kioskRejection.kioskId}
      and a.active and a.type_code = ${REJECTIONS_ALERT_TYPE})`.as('alarm_open'),
  };
}

/** The rows of counts matching `where`, grouped by kiosk and bucket. */
export function countsWhere(db: DbOrTx, ctx: SignedInContext, bucket: RejectionBucket, where: SQL | undefined) {
  return db
    .select(countColumns(ctx, bucket))
    .from(kioskRejection)
    .innerJoin(kiosk, eq(kiosk.id, kioskRejection.kioskId))
    .leftJoin(tenant, eq(tenant.id, kiosk.tid))
    .where(where)
    .groupBy(kioskRejection.kioskId, kiosk.id, tenant.id, bucketOf(bucket))
    .$dynamic();
}

export type CountRecord = Record<string, unknown> & { bucketStart: Date | string; bucketKey: string };

/** A grouped record as the API answers it. */
export function presentCount(record: Record<string, unknown>): RejectionCountRow {
  const reasons = Object.fromEntries(REJECTION_REASONS.map((reason) => [reason, Number(record[`r_${reason}`] ?? 0)]));
  const bucketStart = record.bucketStart;
  return {
    kioskId: record.kioskId as number,
    kid: record.kid as string,
    kioskName: record.kioskName as string,
    kioskType: record.kioskType as number,
    tid: record.tid as number | null,
    tenantName: (record.tenantName as string | null) ?? null,
    bucketStart: new Date(bucketStart as string | Date).toISOString(),
    total: record.total as number,
    reasons: reasons as RejectionCountRow['reasons'],
    alarmOpen: Boolean(record.alarmOpen),
  };
}

/** `POST /rejectionAlert/page`: counts per kiosk and hour or day of the period, newest first by default. */
export async function rejectionCountPage(
  ctx: SignedInContext,
  input: RejectionCountPageRequest,
): Promise<RejectionCountPage> {
  checkPeriod(ctx, input);
  const where = countFilter(ctx, input);
  const grouped = () => countsWhere(ctx.db, ctx, input.bucket, where);
  const field = input.sort?.field ?? 'bucketStart';
  const direction = (input.sort?.order ?? (input.sort ? 'ascend' : 'descend')) === 'descend' ? desc : asc;
  const primary =
    field === 'total' ? sql`count(*)` : field === 'kid' ? sql`${kiosk.kid}` : sql`${bucketOf(input.bucket)}`;
  const all = input.pageSize === PAGE_SIZE_ALL;
  const take = all ? ALL_ROWS_CAP : input.pageSize;
  const [[counted], rows] = await Promise.all([
    queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from (${grouped()}) as groups`),
    grouped()
      .orderBy(direction(primary), desc(bucketOf(input.bucket)), asc(kiosk.kid), asc(kioskRejection.kioskId))
      .limit(take)
      .offset(all ? 0 : (input.page - 1) * input.pageSize),
  ]);
  return { rows: rows.map(presentCount), total: counted!.n, estimated: false };
}

/** `POST /rejectionAlert/items`: one kiosk's rejections in the period, newest first. */
export async function rejectionItemPage(
  ctx: SignedInContext,
  input: RejectionItemPageRequest,
): Promise<RejectionItemPage> {
  checkPeriod(ctx, input);
  await reachedKiosk(ctx.db, ctx, { id: input.kioskId });
  const found = await paginate(
    ctx.db,
    () =>
      ctx.db
        .select({
          id: kioskRejection.id,
          uuid: kioskRejection.uuid,
          at: kioskRejection.at,
          reason: kioskRejection.reason,
          material: kioskRejection.material,
          barcode: kioskRejection.barcode,
          receivedAt: kioskRejection.receivedAt,
        })
        .from(kioskRejection)
        .where(
          and(
            eq(kioskRejection.kioskId, input.kioskId),
            withinRange(kioskRejection.at, input),
            input.reason ? eq(kioskRejection.reason, input.reason) : undefined,
          ),
        )
        .$dynamic(),
    input,
    {
      sortColumns: { at: kioskRejection.at },
      defaultSort: { field: 'at', order: 'descend' },
      tiebreaker: kioskRejection.id,
    },
  );
  return {
    rows: found.rows.map((row) => ({
      ...row,
      reason: row.reason as RejectionReason,
      at: row.at.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    })),
    total: found.total,
    estimated: found.estimated,
  };
}

const thresholdColumns = {
  id: rejectionThreshold.id,
  tid: rejectionThreshold.tid,
  count: rejectionThreshold.count,
  windowMinutes: rejectionThreshold.windowMinutes,
  updatedAt: rejectionThreshold.lupdDttm,
  updatedByName: loginIdOf(rejectionThreshold.lupdUser, 'updated_by_name'),
};

async function ownRow(db: DbOrTx, tid: number | null) {
  const [row] = await db
    .select(thresholdColumns)
    .from(rejectionThreshold)
    .where(tid === null ? isNull(rejectionThreshold.tid) : eq(rejectionThreshold.tid, tid));
  return row;
}

/** The tenant's name in the caller's language; 404 when there is no such tenant. */
async function tenantName(ctx: SignedInContext, tid: number): Promise<string> {
  const [row] = await ctx.db
    .select({ name: localText(ctx.lang, { en: tenant.name, cht: tenant.nameCht, chs: tenant.nameChs }) })
    .from(tenant)
    .where(eq(tenant.id, tid));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row.name;
}

/**
 * `GET /rejectionAlert/threshold`: the threshold in effect for a tenant the caller belongs to (any caller of the
 * tenant sees what applies to its kiosks), by default the caller's own; the platform's default for tid absent and a
 * caller of no tenant.
 */
export async function thresholdOf(ctx: SignedInContext, query: RejectionThresholdQuery): Promise<RejectionThreshold> {
  const { scope } = ctx.user;
  const tid = query.tid ?? (scope.allData ? null : scope.tid);
  if (tid !== null && !scope.allData && scope.tid !== tid) throw unreachable(scope);
  const name = tid === null ? null : await tenantName(ctx, tid);
  const own = await ownRow(ctx.db, tid);
  const applied = own ?? (tid === null ? undefined : await ownRow(ctx.db, null));
  return {
    tid,
    tenantName: name,
    count: applied?.count ?? DEFAULT_REJECTION_THRESHOLD.count,
    windowMinutes: applied?.windowMinutes ?? DEFAULT_REJECTION_THRESHOLD.windowMinutes,
    inherited: !own,
    updatedAt: applied?.updatedAt.toISOString() ?? null,
    updatedByName: applied?.updatedByName ?? null,
  };
}

/**
 * `PUT /rejectionAlert/threshold`: sets a tenant's own threshold (a caller placed at the tenant itself, not a merchant
 * or shop of it, or one with access to all data), or the platform's default (tid null: a caller of no tenant).
 * Audited; the next rejection of the tenant's kiosks counts against it, and the clearing job clears by it.
 */
export async function updateThreshold(
  ctx: SignedInContext,
  input: RejectionThresholdUpdate,
): Promise<RejectionThreshold> {
  if (!inScope(ctx.user.scope, { tid: input.tid })) throw new AppError(ErrorCode.OutOfScope);
  if (input.tid !== null) await tenantName(ctx, input.tid);
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: rejectionThreshold.id,
        count: rejectionThreshold.count,
        windowMinutes: rejectionThreshold.windowMinutes,
      })
      .from(rejectionThreshold)
      .where(input.tid === null ? isNull(rejectionThreshold.tid) : eq(rejectionThreshold.tid, input.tid))
      .for('update');
    const values = { count: input.count, windowMinutes: input.windowMinutes };
    const now = new Date();
    const [saved] = existing
      ? await tx
          .update(rejectionThreshold)
          .set({ ...values, lupdUser: ctx.user.id, lupdDttm: now })
          .where(eq(rejectionThreshold.id, existing.id))
          .returning({ id: rejectionThreshold.id })
      : await tx
          .insert(rejectionThreshold)
          .values({ tid: input.tid, ...values, creUser: ctx.user.id, lupdUser: ctx.user.id })
          .returning({ id: rejectionThreshold.id });
    await audit(tx, ctx, {
      resType: ResourceType.RejectionThreshold,
      recordId: saved!.id,
      action: existing ? 'update' : 'create',
      before: existing ? { count: existing.count, windowMinutes: existing.windowMinutes } : null,
      after: { tid: input.tid, ...values },
      placement: { tid: input.tid },
    });
  });
  return thresholdOf(ctx, { tid: input.tid ?? undefined });
}

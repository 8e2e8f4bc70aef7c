import {
  ALL_ROWS_CAP,
  ErrorCode,
  ResourceType,
  type AlarmComment,
  type AlarmCommentCreate,
  type AlarmPage,
  type AlarmPageRequest,
  type AlarmRow,
} from '@srd/contract';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import { adminUser } from '../../platform/auth/tables.js';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { unreachable } from '../../platform/permissions/scope.js';
import { alertType } from '../alert-type/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { errorCodeTexts } from './error-codes.js';
import { kioskRowsReached, localText } from './kiosk-reach.js';
import { clearAlarm, downtimeCauseOf, endDowntime, recordActivity } from './lifecycle.js';
import { kioskAlarm, kioskAlarmComment } from './tables.js';

function alarmColumns(ctx: SignedInContext) {
  return {
    id: kioskAlarm.id,
    kioskId: kioskAlarm.kioskId,
    kid: kiosk.kid,
    kioskType: kiosk.kioskType,
    tid: kioskAlarm.tid,
    typeCode: kioskAlarm.typeCode,
    typeName: sql<string>`coalesce(${localText(ctx.lang, {
      en: alertType.name,
      cht: alertType.nameCht,
      chs: alertType.nameChs,
    })}, ${kioskAlarm.typeCode})`.as('type_name'),
    level: alertType.level,
    errorCode: kioskAlarm.errorCode,
    batchId: kioskAlarm.batchId,
    message: kioskAlarm.message,
    active: kioskAlarm.active,
    raisedAt: kioskAlarm.raisedAt,
    lastSeenAt: kioskAlarm.lastSeenAt,
    occurrences: kioskAlarm.occurrences,
    clearedAt: kioskAlarm.clearedAt,
    clearedBy: kioskAlarm.clearedBy,
    clearedByName: loginIdOf(kioskAlarm.clearedBy, 'cleared_by_name'),
    acknowledgedAt: kioskAlarm.acknowledgedAt,
    acknowledgedBy: kioskAlarm.acknowledgedBy,
    acknowledgedByName: loginIdOf(kioskAlarm.acknowledgedBy, 'acknowledged_by_name'),
    commentCount: sql<number>`(select count(*)::int from ${kioskAlarmComment}
      where ${kioskAlarmComment.alarmId} = ${kioskAlarm.id})`.as('comment_count'),
  };
}

function alarmsWhere(db: DbOrTx, ctx: SignedInContext, where: SQL | undefined) {
  return db
    .select(alarmColumns(ctx))
    .from(kioskAlarm)
    .innerJoin(kiosk, eq(kiosk.id, kioskAlarm.kioskId))
    .leftJoin(alertType, eq(alertType.code, kioskAlarm.typeCode))
    .where(where)
    .$dynamic();
}

/** The rows as answered: dates as text, each with its error code's texts in the caller's language. */
async function presented(ctx: SignedInContext, rows: Record<string, unknown>[]): Promise<AlarmRow[]> {
  const texts = await errorCodeTexts(
    ctx.db,
    rows.flatMap((row) => (row.errorCode ? [row.errorCode as string] : [])),
    ctx.lang,
  );
  return rows.map((row) => ({
    ...(withIsoDates(row) as Omit<AlarmRow, 'error'>),
    error: row.errorCode ? texts.get(row.errorCode as string)! : null,
  }));
}

/** `POST /kiosk/getAlert`: alarms of the kiosks in reach, newest first by default, with the active count. */
export async function alarmPage(ctx: SignedInContext, input: AlarmPageRequest): Promise<AlarmPage> {
  const filters = and(
    kioskRowsReached(ctx, kioskAlarm.kioskId, {
      kioskId: input.kioskId,
      kid: input.kid,
      tid: input.tid,
      kioskType: input.kioskType,
    }),
    input.typeCode ? eq(kioskAlarm.typeCode, input.typeCode) : undefined,
    input.acknowledged === undefined
      ? undefined
      : input.acknowledged
        ? isNotNull(kioskAlarm.acknowledgedAt)
        : isNull(kioskAlarm.acknowledgedAt),
    withinRange(kioskAlarm.raisedAt, input),
  );
  const [found, [active]] = await Promise.all([
    paginate(
      ctx.db,
      () =>
        alarmsWhere(
          ctx.db,
          ctx,
          and(filters, input.active === undefined ? undefined : eq(kioskAlarm.active, input.active)),
        ),
      input,
      {
        sortColumns: { raisedAt: kioskAlarm.raisedAt, lastSeenAt: kioskAlarm.lastSeenAt },
        defaultSort: { field: 'raisedAt', order: 'descend' },
        tiebreaker: kioskAlarm.id,
      },
    ),
    ctx.db
      .select({ n: count() })
      .from(kioskAlarm)
      .where(and(filters, eq(kioskAlarm.active, true))),
  ]);
  return {
    rows: await presented(ctx, found.rows),
    total: found.total,
    estimated: found.estimated,
    activeCount: active!.n,
  };
}

/** `GET /kiosk/getalertbybatchid/{id}`: the alarms kiosks in reach raised for a batch, newest first. */
export async function alarmsOfBatch(ctx: SignedInContext, batchId: string): Promise<AlarmRow[]> {
  const rows = await alarmsWhere(
    ctx.db,
    ctx,
    and(eq(kioskAlarm.batchId, batchId), kioskRowsReached(ctx, kioskAlarm.kioskId)),
  )
    .orderBy(desc(kioskAlarm.raisedAt), desc(kioskAlarm.id))
    .limit(ALL_ROWS_CAP);
  return presented(ctx, rows);
}

async function alarmById(ctx: SignedInContext, id: number): Promise<AlarmRow> {
  const rows = await alarmsWhere(ctx.db, ctx, eq(kioskAlarm.id, id));
  return (await presented(ctx, rows))[0]!;
}

/** The alarm, locked, if the caller reaches its kiosk. */
async function lockAlarm(tx: Tx, ctx: SignedInContext, id: number) {
  const [found] = await tx
    .select({
      id: kioskAlarm.id,
      kioskId: kioskAlarm.kioskId,
      tid: kiosk.tid,
      typeCode: kioskAlarm.typeCode,
      active: kioskAlarm.active,
      acknowledgedAt: kioskAlarm.acknowledgedAt,
    })
    .from(kioskAlarm)
    .innerJoin(kiosk, eq(kiosk.id, kioskAlarm.kioskId))
    .where(and(eq(kioskAlarm.id, id), kioskRowsReached(ctx, kioskAlarm.kioskId)))
    .for('update', { of: kioskAlarm });
  if (!found) throw unreachable(ctx.user.scope);
  return found;
}

/** `POST /kiosk/alarm/acknowledge`: the caller has seen the alarm (once; 2055 after). */
export async function acknowledgeAlarm(ctx: SignedInContext, id: number): Promise<AlarmRow> {
  await ctx.db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, ctx, id);
    if (alarm.acknowledgedAt) throw new AppError(ErrorCode.AlarmAlreadyAcknowledged);
    const at = new Date();
    await tx.update(kioskAlarm).set({ acknowledgedAt: at, acknowledgedBy: ctx.user.id }).where(eq(kioskAlarm.id, id));
    await audit(tx, ctx, {
      resType: ResourceType.KioskAlarm,
      recordId: id,
      action: 'update',
      before: { acknowledgedAt: null, acknowledgedBy: null },
      after: { acknowledgedAt: at, acknowledgedBy: ctx.user.profile.loginId },
      placement: { tid: alarm.tid },
    });
    await recordActivity(
      tx,
      { kioskId: alarm.kioskId, tid: alarm.tid },
      'alarmAcknowledged',
      { alarmId: id, typeCode: alarm.typeCode },
      at,
      ctx.user.id,
    );
  });
  return alarmById(ctx, id);
}

/**
 * `POST /kiosk/alarm/clear`: staff clear an active alarm (2054 when cleared already). A fault's downtime
 * ends with its last active fault alarm; offline and full downtime follow the kiosk's own reports.
 */
export async function clearAlarmByStaff(ctx: SignedInContext, id: number): Promise<AlarmRow> {
  await ctx.db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, ctx, id);
    if (!alarm.active) throw new AppError(ErrorCode.AlarmAlreadyCleared);
    const at = new Date();
    const kiosk = { kioskId: alarm.kioskId, tid: alarm.tid };
    await clearAlarm(tx, kiosk, alarm.typeCode, at, ctx.user.id);
    if (downtimeCauseOf(alarm.typeCode) === 'fault') {
      const others = await tx
        .select({ typeCode: kioskAlarm.typeCode })
        .from(kioskAlarm)
        .where(and(eq(kioskAlarm.kioskId, alarm.kioskId), eq(kioskAlarm.active, true)));
      if (!others.some((other) => downtimeCauseOf(other.typeCode) === 'fault'))
        await endDowntime(tx, alarm.kioskId, 'fault', at);
    }
    await audit(tx, ctx, {
      resType: ResourceType.KioskAlarm,
      recordId: id,
      action: 'update',
      before: { active: true, clearedAt: null, clearedBy: null },
      after: { active: false, clearedAt: at, clearedBy: ctx.user.profile.loginId },
      placement: { tid: alarm.tid },
    });
  });
  return alarmById(ctx, id);
}

/** `GET /kiosk/alarm/comments?id=`: the alarm's comments, oldest first. */
export async function alarmComments(ctx: SignedInContext, id: number): Promise<AlarmComment[]> {
  const [reached] = await ctx.db
    .select({ id: kioskAlarm.id })
    .from(kioskAlarm)
    .where(and(eq(kioskAlarm.id, id), kioskRowsReached(ctx, kioskAlarm.kioskId)));
  if (!reached) throw unreachable(ctx.user.scope);
  const rows = await ctx.db
    .select({
      id: kioskAlarmComment.id,
      alarmId: kioskAlarmComment.alarmId,
      userId: kioskAlarmComment.userId,
      userName: adminUser.loginId,
      text: kioskAlarmComment.text,
      createdAt: kioskAlarmComment.createdAt,
    })
    .from(kioskAlarmComment)
    .leftJoin(adminUser, eq(adminUser.id, kioskAlarmComment.userId))
    .where(eq(kioskAlarmComment.alarmId, id))
    .orderBy(asc(kioskAlarmComment.createdAt), asc(kioskAlarmComment.id));
  return rows.map((row) => withIsoDates(row) as AlarmComment);
}

/** `POST /kiosk/alarm/comment`: adds the caller's comment to an alarm, active or cleared. */
export async function commentAlarm(ctx: SignedInContext, input: AlarmCommentCreate): Promise<AlarmComment[]> {
  await ctx.db.transaction(async (tx) => {
    const alarm = await lockAlarm(tx, ctx, input.id);
    await tx.insert(kioskAlarmComment).values({ alarmId: input.id, userId: ctx.user.id, text: input.text });
    await audit(tx, ctx, {
      resType: ResourceType.KioskAlarm,
      recordId: input.id,
      action: 'update',
      before: { comment: null },
      after: { comment: input.text },
      placement: { tid: alarm.tid },
    });
  });
  return alarmComments(ctx, input.id);
}

import {
  ALL_ROWS_CAP,
  businessToday,
  EffectiveStatus,
  effectiveStatusOf,
  errorMessage,
  ErrorCode,
  isOvernight,
  ResourceType,
  scheduleProblems,
  type KioskSchedule,
  KioskSchedulePageRequest,
  type ResourceOption,
} from '@srd/contract';
import { and, asc, eq, gt, gte, isNull, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/auth-user.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { inScope, scopeCondition, type ScopedRecord } from '../../platform/permissions/scope.js';
import { kiosk } from '../kiosk/tables.js';
import { refersToReachableKiosk } from '../kiosk-group/kiosk-reach.js';
import { kioskGroup } from '../kiosk-group/tables.js';
import { kioskSchedule } from './tables.js';

type Row = Record<string, unknown>;

const MANUAL_LABELS: Record<string, string> = {
  [EffectiveStatus.ManualShutdown]: 'manual shutdown',
  [EffectiveStatus.ManualOpen]: 'manual open',
};

/** Schedules of groups in the caller's reach (a group sits in its tenant). */
function refersToReachableGroup(scope: Scope): SQL | undefined {
  const condition = scopeCondition({ tid: kioskGroup.tid }, scope);
  return condition && sql`${kioskSchedule.groupId} in (select ${kioskGroup.id} from ${kioskGroup} where ${condition})`;
}

/** A schedule sits where its kiosk or its group does. */
function reach(scope: Scope): SQL | undefined {
  const byKiosk = refersToReachableKiosk(kioskSchedule.kioskId, scope);
  return byKiosk && or(byKiosk, refersToReachableGroup(scope));
}

const targetTenant = sql<number | null>`coalesce(
  (select ${kiosk.tid} from ${kiosk} where ${kiosk.id} = ${kioskSchedule.kioskId}),
  (select ${kioskGroup.tid} from ${kioskGroup} where ${kioskGroup.id} = ${kioskSchedule.groupId}))`;
const groupName = (column: AnyColumn, alias: string) =>
  sql<string | null>`(select ${column} from ${kioskGroup} where ${kioskGroup.id} = ${kioskSchedule.groupId})`.as(alias);

/** SPEC 4 effective status as a condition on `today`, for the list's filter. */
function effectiveStatusIs(status: number, today: string): SQL | undefined {
  const byDates = (condition: SQL | undefined) => and(isNull(kioskSchedule.manualStatus), condition);
  switch (status) {
    case EffectiveStatus.NotStart:
      return byDates(gt(kioskSchedule.effectiveDate, today));
    case EffectiveStatus.Start:
      return byDates(
        and(
          lte(kioskSchedule.effectiveDate, today),
          or(isNull(kioskSchedule.expiryDate), gte(kioskSchedule.expiryDate, today)),
        ),
      );
    case EffectiveStatus.Ended:
      return byDates(lt(kioskSchedule.expiryDate, today));
    default:
      return eq(kioskSchedule.manualStatus, status);
  }
}

/** The kiosk or group a schedule is for, where it sits; null when missing or out of the caller's reach. */
async function placeOf(tx: Tx, ctx: SignedInContext, row: Row): Promise<ScopedRecord | null> {
  const { kioskId, groupId } = row as { kioskId: number | null; groupId: number | null };
  if ((kioskId === null) === (groupId === null)) {
    throw new AppError(ErrorCode.ScheduleTarget, undefined, {
      fields: [{ field: 'kioskId', message: errorMessage(ErrorCode.ScheduleTarget, ctx.lang) }],
    });
  }
  const [target] =
    kioskId !== null
      ? await tx.select({ tid: kiosk.tid }).from(kiosk).where(eq(kiosk.id, kioskId))
      : await tx.select({ tid: kioskGroup.tid }).from(kioskGroup).where(eq(kioskGroup.id, groupId!));
  return target && inScope(ctx.user.scope, target) ? target : null;
}

export const kioskSchedules = createEntityService({
  table: kioskSchedule,
  resType: ResourceType.KioskSchedule,
  reach: (ctx) => reach(ctx.user.scope),
  placeOf,
  extraColumns: {
    kid: sql<string | null>`(select ${kiosk.kid} from ${kiosk} where ${kiosk.id} = ${kioskSchedule.kioskId})`.as('kid'),
    groupName: groupName(kioskGroup.name, 'group_name'),
    groupNameCht: groupName(kioskGroup.nameCht, 'group_name_cht'),
    groupNameChs: groupName(kioskGroup.nameChs, 'group_name_chs'),
    tid: targetTenant.as('tid'),
  },
  request: KioskSchedulePageRequest,
  defaultSort: { field: 'effectiveDate', order: 'descend' },
  keyword: [
    kioskSchedule.name,
    (text) => sql`${kioskSchedule.kioskId} in (select ${kiosk.id} from ${kiosk} where ${contains(kiosk.kid, text)})`,
    (text) => {
      const named = or(
        ...[kioskGroup.name, kioskGroup.nameCht, kioskGroup.nameChs].map((name) => contains(name, text)),
      );
      return sql`${kioskSchedule.groupId} in (select ${kioskGroup.id} from ${kioskGroup} where ${named})`;
    },
  ],
  filterBy: {
    tid: (tid) => sql`${targetTenant} = ${tid}`,
    effectiveStatus: (status) => effectiveStatusIs(status, businessToday()),
  },
  present: (row): KioskSchedule => {
    const schedule = withIsoDates(row) as Omit<KioskSchedule, 'overnight' | 'effectiveStatus'>;
    return {
      ...schedule,
      overnight: isOvernight(schedule.openTime, schedule.closeTime),
      effectiveStatus: effectiveStatusOf(schedule, businessToday()),
    };
  },
  auditLabels: { manualStatus: (value) => MANUAL_LABELS[String(value)] ?? null },
  /** One target, different opening and closing times, expiry not before the effective date: each named on its field. */
  async check(_tx, ctx, next) {
    const problems = scheduleProblems(next as Parameters<typeof scheduleProblems>[0]);
    if (problems.length === 0) return;
    const fields = problems.map((problem) => ({ field: problem.field, message: errorMessage(problem.code, ctx.lang) }));
    throw new AppError(problems[0]!.code, undefined, { fields });
  },
});

/** The groups of the caller's reach a schedule may be for, under their tenant (`pId`). */
export function groupOptions(ctx: SignedInContext): Promise<ResourceOption[]> {
  return ctx.db
    .select({
      id: kioskGroup.id,
      resName: kioskGroup.name,
      resNameCht: kioskGroup.nameCht,
      resNameChs: kioskGroup.nameChs,
      pId: kioskGroup.tid,
    })
    .from(kioskGroup)
    .where(scopeCondition({ tid: kioskGroup.tid }, ctx.user.scope))
    .orderBy(asc(kioskGroup.name), asc(kioskGroup.id))
    .limit(ALL_ROWS_CAP);
}

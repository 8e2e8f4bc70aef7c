import { AlertSettingCreate, AlertSettingPageRequest, ErrorCode, ResourceType, type AlertSetting } from '@srd/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { adminUser } from '../../platform/auth/tables.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { Tx } from '../../platform/db/client.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { RequestValidationError } from '../../platform/http/validation.js';
import { kioskGroup } from '../kiosk-group/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';
import { alertRuleState, alertSetting } from './tables.js';

type Row = Record<string, unknown>;

/**
 * Whether every id names a row of `table` in tenant `tid` (any tenant's for a setting of every tenant). A setting
 * must not watch another tenant's kiosks, nor tell another tenant's admins.
 */
async function allInTenant(tx: Tx, table: PgTable & { id: PgColumn; tid: PgColumn }, ids: number[], tid: unknown) {
  if (ids.length === 0) return true;
  const [found] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(inArray(table.id, ids), typeof tid === 'number' ? eq(table.tid, tid) : undefined));
  return found!.count === new Set(ids).size;
}

async function checkReferences(tx: Tx, ctx: SignedInContext, next: Row): Promise<void> {
  const parsed = AlertSettingCreate.safeParse(next);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  const setting = parsed.data;
  const targets = { kiosk, kioskGroup }[setting.target as 'kiosk' | 'kioskGroup'];
  // The error sits under the first field naming a record of another tenant.
  const checks: [field: string, fits: () => Promise<boolean>][] = [
    ['targetIds', async () => targets === undefined || allInTenant(tx, targets, setting.targetIds, setting.tid)],
    ['receiverUserIds', () => allInTenant(tx, adminUser, setting.receiverUserIds, setting.tid)],
    ['escalationUserIds', () => allInTenant(tx, adminUser, setting.escalationUserIds, setting.tid)],
  ];
  for (const [field, fits] of checks)
    if (!(await fits())) throw fieldError(field, ErrorCode.AlertSettingForeignRecord, ctx.lang);
}

const lastNotifiedAt = sql<string | null>`(select ${alertRuleState.lastNotifiedAt} from ${alertRuleState}
  where ${alertRuleState.rule} = 'setting:' || ${alertSetting.id})`;
const tenantName = sql<string | null>`(select ${tenant.name} from ${tenant} where ${tenant.id} = ${alertSetting.tid})`;

/** KioskAlertSetting: who is told of which kiosks' alarms, how and when. */
export const alertSettings = createEntityService({
  table: alertSetting,
  resType: ResourceType.AlertSetting,
  placement: { tid: alertSetting.tid },
  request: AlertSettingPageRequest,
  defaultSort: { field: 'name', order: 'ascend' },
  extraColumns: { lastNotifiedAt: lastNotifiedAt.as('last_notified_at'), tenantName: tenantName.as('tenant_name') },
  present: (row) => withIsoDates(row) as AlertSetting,
  check: (tx, ctx, next) => checkReferences(tx, ctx, next),
});

import { ALL_ROWS_CAP, type KioskOption } from '@srd/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../platform/auth/auth-user.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { kiosk } from '../kiosk/tables.js';

/** Kiosks sit in their tenant: the caller reaches those of their scope (merchant and shop staff none). */
export function kioskScope(scope: Scope): SQL | undefined {
  return scopeCondition({ tid: kiosk.tid }, scope);
}

/** Rows whose `column` names a kiosk in the caller's reach; undefined: every row. */
export function refersToReachableKiosk(column: PgColumn, scope: Scope): SQL | undefined {
  const condition = kioskScope(scope);
  return condition && sql`${column} in (select ${kiosk.id} from ${kiosk} where ${condition})`;
}

/** The kiosks of the caller's reach for a picker, narrowed to a tenant and a type when given, by KID. */
export function kioskOptions(
  ctx: SignedInContext,
  filter: { tid?: number; kioskType?: number },
): Promise<KioskOption[]> {
  return ctx.db
    .select({
      id: kiosk.id,
      resNo: kiosk.kid,
      name: kiosk.name,
      nameCht: kiosk.nameCht,
      nameChs: kiosk.nameChs,
      tid: kiosk.tid,
      kioskType: kiosk.kioskType,
    })
    .from(kiosk)
    .where(
      and(
        kioskScope(ctx.user.scope),
        filter.tid === undefined ? undefined : eq(kiosk.tid, filter.tid),
        filter.kioskType === undefined ? undefined : eq(kiosk.kioskType, filter.kioskType),
      ),
    )
    .orderBy(asc(kiosk.kid))
    .limit(ALL_ROWS_CAP);
}

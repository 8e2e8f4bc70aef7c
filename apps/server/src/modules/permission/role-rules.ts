import { ErrorCode } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { adminUser, role, userRole } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { callerLevel, mayAssignRole, mayGrantAction } from './escalation.js';
import { heldActionKeys, roleColumns } from './role-read.js';
import { scopeCondition } from '../../platform/permissions/scope.js';

/** What a role is given by a create or an edit. */
export interface RoleGrant {
  status: number;
  accessAllData: boolean;
  levelMin: number;
  actionKeys: string[];
}

/**
 * No escalation (1003): a caller other than the super administrator gives a role only actions they
 * hold (or ones that only take something away), access-all-data only when they have it, and a level
 * no lower than their own.
 */
export async function assertMayGive(tx: Tx, ctx: SignedInContext, grant: RoleGrant): Promise<void> {
  if (ctx.user.isSuper) return;
  const escalates =
    (grant.accessAllData && !ctx.user.scope.allData) ||
    grant.actionKeys.some((key) => !mayGrantAction(ctx.user, key)) ||
    grant.levelMin < (await callerLevel(tx, ctx));
  if (escalates) throw new AppError(ErrorCode.MissingAction);
}

/**
 * The role about to be edited or deleted, locked until the transaction ends (so nobody is given it
 * meanwhile), with the actions it holds: 404 when missing; 1003 unless the caller could assign it
 * (judged as if active, so a disabled role can be managed too); 1004 for a caller without
 * access-all-data while users outside their scope hold it, since roles are shared by every tenant.
 */
export async function lockManagedRole(tx: Tx, ctx: SignedInContext, id: number) {
  const [target] = await tx.select(roleColumns).from(role).where(eq(role.id, id)).for('update');
  if (!target) throw new AppError(ErrorCode.NotFound);
  const actionKeys = await heldActionKeys(tx, target);
  if (!ctx.user.isSuper) {
    if (!mayAssignRole(ctx.user, await callerLevel(tx, ctx), { ...target, status: 1, actionKeys })) {
      throw new AppError(ErrorCode.MissingAction);
    }
    if (await heldOutsideScope(tx, ctx, id)) throw new AppError(ErrorCode.OutOfScope);
  }
  return { ...target, actionKeys };
}

async function heldOutsideScope(tx: Tx, ctx: SignedInContext, roleId: number): Promise<boolean> {
  const inScope = scopeCondition(adminUser, ctx.user.scope);
  if (!inScope) return false;
  const [holder] = await tx
    .select({ id: adminUser.id })
    .from(userRole)
    .innerJoin(adminUser, eq(adminUser.id, userRole.userId))
    // coalesce: a NULL tenant makes the scope condition NULL, and such a user is outside it too.
    .where(and(eq(userRole.roleId, roleId), sql`not coalesce(${inScope}, false)`))
    .limit(1);
  return holder !== undefined;
}

/** The super-administrator role stays whole (1018): active, with access-all-data and every action it holds. */
export function assertSuperRoleKept(target: { isSuper: boolean; actionKeys: string[] }, next: RoleGrant): void {
  if (!target.isSuper) return;
  const kept = new Set(next.actionKeys);
  if (next.status !== 1 || !next.accessAllData || target.actionKeys.some((key) => !kept.has(key))) {
    throw new AppError(ErrorCode.SuperRoleProtected);
  }
}

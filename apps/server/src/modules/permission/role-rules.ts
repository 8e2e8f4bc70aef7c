import { ErrorCode, ROLE_LEVEL_MAX } from '@srd/contract';
import { eq, inArray, min } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { mayAssignRole, mayGrantAction } from './escalation.js';
import { heldActionKeys, roleColumns } from './role-read.js';
import { role } from './tables.js';

/**
 * The lowest `levelMin` among the caller's active roles. Level 0 is the most powerful (the super
 * administrator's): a caller manages only roles whose `levelMin` is at or above their own.
 */
async function callerLevel(tx: Tx, ctx: SignedInContext): Promise<number> {
  const [row] = await tx.select({ level: min(role.levelMin) }).from(role).where(inArray(role.id, ctx.user.roleIds));
  return row?.level ?? ROLE_LEVEL_MAX + 1;
}

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
 * (judged as if active, so a disabled role can be managed too) and it sits at or above their level.
 */
export async function lockManagedRole(tx: Tx, ctx: SignedInContext, id: number) {
  const [target] = await tx.select(roleColumns).from(role).where(eq(role.id, id)).for('update');
  if (!target) throw new AppError(ErrorCode.NotFound);
  const actionKeys = await heldActionKeys(tx, target);
  if (!ctx.user.isSuper) {
    const assignable = mayAssignRole(ctx.user, { ...target, status: 1, actionKeys });
    if (!assignable || target.levelMin < (await callerLevel(tx, ctx))) throw new AppError(ErrorCode.MissingAction);
  }
  return { ...target, actionKeys };
}

/** The super-administrator role stays whole (1018): active, with access-all-data and every action it holds. */
export function assertSuperRoleKept(target: { isSuper: boolean; actionKeys: string[] }, next: RoleGrant): void {
  if (!target.isSuper) return;
  const kept = new Set(next.actionKeys);
  if (next.status !== 1 || !next.accessAllData || target.actionKeys.some((key) => !kept.has(key))) {
    throw new AppError(ErrorCode.SuperRoleProtected);
  }
}

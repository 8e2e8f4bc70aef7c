import { actionByKey, ErrorCode, ROLE_LEVEL_MAX } from '@srd/contract';
import { inArray, min } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { role } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { grantedActionKeys } from './role-read.js';

/** What decides whether a role may be handed to a user. */
export interface AssignableRole {
  status: number;
  isSuper: boolean;
  accessAllData: boolean;
  levelMin: number;
  /** `domain:name` keys of the role's active actions. */
  actionKeys: string[];
}

/** Whether a caller may put an action into a role: one they hold, or one that only takes something away. */
export function mayGrantAction(caller: AuthUser, key: string): boolean {
  return caller.isSuper || caller.actions.has(key) || actionByKey(key)?.restricts === true;
}

/**
 * The lowest `levelMin` among the caller's active roles. Level 0 is the most powerful (the super
 * administrator's): a caller hands out and manages only roles whose `levelMin` is at or above it.
 */
export async function callerLevel(db: DbOrTx, ctx: SignedInContext): Promise<number> {
  const [row] = await db
    .select({ level: min(role.levelMin) })
    .from(role)
    .where(inArray(role.id, ctx.user.roleIds));
  return row?.level ?? ROLE_LEVEL_MAX + 1;
}

/**
 * No escalation: a caller may give only an active role, never a super-administrator role unless
 * they are one, never access-all-data unless they have it, never a level above their own, and no
 * action they do not hold themselves.
 */
export function mayAssignRole(caller: AuthUser, level: number, candidate: AssignableRole): boolean {
  if (candidate.status !== 1) return false;
  if (caller.isSuper) return true;
  if (candidate.isSuper || candidate.levelMin < level) return false;
  if (candidate.accessAllData && !caller.scope.allData) return false;
  return candidate.actionKeys.every((key) => mayGrantAction(caller, key));
}

/**
 * The roles with what decides their assignment. Inside a transaction the rows are share-locked, so
 * a role cannot be deleted or changed while it is being given.
 */
export async function assignableRoles(
  db: DbOrTx,
  roleIds: number[],
): Promise<Map<number, AssignableRole & { id: number }>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: role.id,
      status: role.status,
      isSuper: role.isSuper,
      accessAllData: role.accessAllData,
      levelMin: role.levelMin,
    })
    .from(role)
    .where(inArray(role.id, roleIds))
    .for('share');
  const grants = await grantedActionKeys(db, roleIds);
  return new Map(rows.map((row) => [row.id, { ...row, actionKeys: grants.get(row.id) ?? [] }]));
}

/**
 * 1003 unless the caller may assign every one of the roles (an unknown id counts as refused).
 * `asIfActive` judges disabled roles as if enabled: for deciding who may manage a user holding them.
 */
export async function assertMayAssignRoles(
  ctx: SignedInContext,
  roleIds: number[],
  db: DbOrTx = ctx.db,
  asIfActive = false,
): Promise<void> {
  if (roleIds.length === 0) return;
  const [roles, level] = await Promise.all([assignableRoles(db, roleIds), callerLevel(db, ctx)]);
  const refused = roleIds.some((id) => {
    const candidate = roles.get(id);
    return !candidate || !mayAssignRole(ctx.user, level, asIfActive ? { ...candidate, status: 1 } : candidate);
  });
  if (refused) throw new AppError(ErrorCode.MissingAction);
}

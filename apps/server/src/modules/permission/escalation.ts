import { actionByKey, ErrorCode } from '@srd/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { action, actionKey, role, roleAction } from './tables.js';

/** What decides whether a role may be handed to a user. */
export interface AssignableRole {
  status: number;
  isSuper: boolean;
  accessAllData: boolean;
  /** `domain:name` keys of the role's active actions. */
  actionKeys: string[];
}

/**
 * No escalation: a caller may give only an active role, never a super-administrator role unless
 * they are one, never access-all-data unless they have it, and no action they do not hold
 * themselves. Actions that only take something away (hiding the dashboard) grant nothing.
 */
export function mayAssignRole(caller: AuthUser, candidate: AssignableRole): boolean {
  if (candidate.status !== 1) return false;
  if (caller.isSuper) return true;
  if (candidate.isSuper) return false;
  if (candidate.accessAllData && !caller.scope.allData) return false;
  return candidate.actionKeys.every((key) => mayGrantAction(caller, key));
}

/** Whether the caller may put an action in a role: one they hold, or one that only takes something away. */
export function mayGrantAction(caller: AuthUser, key: string): boolean {
  return caller.isSuper || caller.actions.has(key) || actionByKey(key)?.restricts === true;
}

async function loadRoles(db: DbOrTx, roleIds: number[]): Promise<Map<number, AssignableRole>> {
  const rows = await db
    .select({ id: role.id, status: role.status, isSuper: role.isSuper, accessAllData: role.accessAllData, actionKey })
    .from(role)
    .leftJoin(roleAction, eq(roleAction.roleId, role.id))
    .leftJoin(action, and(eq(action.id, roleAction.actionId), eq(action.active, true)))
    .where(inArray(role.id, roleIds));
  const roles = new Map<number, AssignableRole>();
  for (const row of rows) {
    const entry = roles.get(row.id) ?? { status: row.status, isSuper: row.isSuper, accessAllData: row.accessAllData, actionKeys: [] };
    if (row.actionKey) entry.actionKeys.push(row.actionKey);
    roles.set(row.id, entry);
  }
  return roles;
}

/** 1003 unless the caller may assign every one of the roles (an unknown id counts as refused). */
export async function assertMayAssignRoles(ctx: SignedInContext, roleIds: number[], db: DbOrTx = ctx.db): Promise<void> {
  if (roleIds.length === 0) return;
  const roles = await loadRoles(db, roleIds);
  const refused = roleIds.some((id) => {
    const candidate = roles.get(id);
    return !candidate || !mayAssignRole(ctx.user, candidate);
  });
  if (refused) throw new AppError(ErrorCode.MissingAction);
}

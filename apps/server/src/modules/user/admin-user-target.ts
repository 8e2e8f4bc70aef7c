import { ErrorCode } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { adminUser, userRole } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { assertMayAssignRoles } from '../permission/escalation.js';
import { holdsSuperRole } from '../permission/tables.js';
import { adminUserColumns, unreachableUser } from './admin-user-read.js';

/**
 * The user a caller is about to change, locked until the transaction ends, with every role assigned
 * to it: inside the caller's scope (1004, or 404 for an all-data caller), and holding only roles the
 * caller could assign (1003) — so nobody re-enables, strips or re-addresses a stronger account.
 */
export async function lockManagedUser(tx: Tx, ctx: SignedInContext, id: number) {
  const [target] = await tx
    .select({ ...adminUserColumns, isSuper: holdsSuperRole(id) })
    .from(adminUser)
    .where(and(eq(adminUser.id, id), scopeCondition(adminUser, ctx.user.scope)))
    .for('update');
  if (!target) throw unreachableUser(ctx);
  const roles = await tx.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, id));
  const roleIds = roles.map((row) => row.roleId);
  await assertMayAssignRoles(ctx, roleIds, tx, true);
  return { ...target, roleIds };
}

/** Nobody changes their own roles or status: that would be granting or restoring access to oneself. */
export function assertNotOwnAccess(
  ctx: SignedInContext,
  targetId: number,
  changes: { roles: boolean; status: boolean },
): void {
  if (targetId === ctx.user.id && (changes.roles || changes.status)) throw new AppError(ErrorCode.MissingAction);
}

import type { AdminUser, AdminUserStatusChange, AdminUserUpdate } from '@srd/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { adminUser, userRole } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { assertInScope } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { assertMayAssignRoles } from '../permission/escalation.js';
import { assertAccountNamesFree } from './account-names.js';
import { auditAdminUser, auditedUser } from './admin-user-audit.js';
import { readAdminUser } from './admin-user-read.js';
import { assertNotOwnAccess, lockManagedUser } from './admin-user-target.js';

/** The new name when it differs from the old one, ignoring case; names kept as they are need no check. */
function changedName(next: string | null | undefined, previous: string | null): string | null {
  return next && next.toLowerCase() !== previous?.toLowerCase() ? next : null;
}

/** An omitted field keeps its value; null clears it. */
function kept(next: number | null | undefined, previous: number | null): number | null {
  return next === undefined ? previous : next;
}

/**
 * Edits an admin user by id: the user and its new place must both be inside the caller's scope (1004), a new place must
 * exist (1019); added roles follow the assignment rules and nobody changes their own roles or status (1003); names stay
 * unique (1007). Omitted optional fields keep their values; the password is not changed here. Disabling (status 0 or 2)
 * ends the user's sessions through the database trigger.
 */
export async function updateAdminUser(ctx: SignedInContext, input: AdminUserUpdate): Promise<AdminUser> {
  const { id, roleIds: requestedRoles, ...fields } = input;
  const roleIds = [...new Set(requestedRoles)];
  await ctx.db.transaction(async (tx) => {
    const target = await lockManagedUser(tx, ctx, id);
    const placement = {
      tid: kept(fields.tid, target.tid),
      mid: kept(fields.mid, target.mid),
      sid: kept(fields.sid, target.sid),
    };
    assertInScope(ctx.user.scope, placement);
    if (placement.tid !== target.tid || placement.mid !== target.mid || placement.sid !== target.sid)
      await assertPlacementExists(tx, placement);
    const added = roleIds.filter((roleId) => !target.roleIds.includes(roleId));
    const removed = target.roleIds.filter((roleId) => !roleIds.includes(roleId));
    assertNotOwnAccess(ctx, id, { roles: added.length + removed.length > 0, status: fields.status !== target.status });
    await assertMayAssignRoles(ctx, added, tx);
    await assertAccountNamesFree(
      tx,
      [changedName(fields.loginId, target.loginId), changedName(fields.email, target.email)],
      id,
    );
    const [after] = await tx
      .update(adminUser)
      .set({ ...fields, ...placement, lupdUser: ctx.user.id, lupdDttm: new Date() })
      .where(eq(adminUser.id, id))
      .returning();
    if (removed.length > 0)
      await tx.delete(userRole).where(and(eq(userRole.userId, id), inArray(userRole.roleId, removed)));
    if (added.length > 0) await tx.insert(userRole).values(added.map((roleId) => ({ userId: id, roleId })));
    await auditAdminUser(tx, ctx, {
      recordId: id,
      action: 'update',
      before: auditedUser(target, target.roleIds),
      after: auditedUser(after!, roleIds),
    });
  });
  return readAdminUser(ctx, id);
}

/** Enables or disables an admin user, under the same rules as an edit. */
export async function changeAdminUserStatus(
  ctx: SignedInContext,
  { id, status }: AdminUserStatusChange,
): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    const target = await lockManagedUser(tx, ctx, id);
    if (status === target.status) return;
    assertNotOwnAccess(ctx, id, { roles: false, status: true });
    await tx.update(adminUser).set({ status, lupdUser: ctx.user.id, lupdDttm: new Date() }).where(eq(adminUser.id, id));
    await auditAdminUser(tx, ctx, {
      recordId: id,
      action: 'changeStatus',
      before: { status: target.status },
      after: { status },
    });
  });
  return readAdminUser(ctx, id);
}

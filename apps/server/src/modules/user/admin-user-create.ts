import type { AdminUser, AdminUserCreate } from '@srd/contract';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords.js';
import { adminUser, userRole } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { assertInScope } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { assertMayAssignRoles } from '../permission/escalation.js';
import { assertAccountNamesFree } from './account-names.js';
import { auditAdminUser, auditedUser } from './admin-user-audit.js';
import { readAdminUser } from './admin-user-read.js';

/**
 * Creates an admin user inside the caller's scope (1004) at a tenant/merchant/shop that exist (1019), with roles the
 * caller may assign (1003), a password that meets the rules and names no other account uses (1007).
 */
export async function createAdminUser(ctx: SignedInContext, input: AdminUserCreate): Promise<AdminUser> {
  const { password, roleIds: requestedRoles, ...fields } = input;
  const placement = { tid: fields.tid ?? null, mid: fields.mid ?? null, sid: fields.sid ?? null };
  assertInScope(ctx.user.scope, placement);
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const roleIds = [...new Set(requestedRoles)];
  const id = await ctx.db.transaction(async (tx) => {
    await assertMayAssignRoles(ctx, roleIds, tx);
    await assertPlacementExists(tx, placement);
    await assertAccountNamesFree(tx, [fields.loginId, fields.email]);
    const [created] = await tx
      .insert(adminUser)
      .values({
        ...fields,
        ...placement,
        passwordHash,
        passwordChangedAt: new Date(),
        creUser: ctx.user.id,
        lupdUser: ctx.user.id,
      })
      .returning();
    await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId: created!.id, roleId })));
    await auditAdminUser(tx, ctx, {
      recordId: created!.id,
      action: 'create',
      before: null,
      after: auditedUser(created!, roleIds),
    });
    return created!.id;
  });
  return readAdminUser(ctx, id);
}

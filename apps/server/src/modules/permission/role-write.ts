import { ErrorCode, type RoleCreate, type RoleDetail, type RoleUpdate } from '@srd/contract';
import { count, eq } from 'drizzle-orm';
import { role, userRole } from '../../platform/auth/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { grantActions, replaceGrants } from './grants.js';
import { auditedRole, auditRole } from './role-audit.js';
import { readRole } from './role-read.js';
import { assertMayGive, assertSuperRoleKept, lockManagedRole } from './role-rules.js';

/** Creates a role with what the caller may give (1003). Never a super-administrator role. */
export async function createRole(ctx: SignedInContext, input: RoleCreate): Promise<RoleDetail> {
  const { actionKeys: requested, ...fields } = input;
  const actionKeys = [...new Set(requested)];
  const id = await ctx.db.transaction(async (tx) => {
    await assertMayGive(tx, ctx, { ...fields, actionKeys });
    const [created] = await tx
      .insert(role)
      .values({ ...fields, creUser: ctx.user.id, lupdUser: ctx.user.id })
      .returning();
    await grantActions(tx, created!.id, actionKeys);
    await auditRole(tx, ctx, {
      recordId: created!.id,
      action: 'create',
      before: null,
      after: auditedRole(created!, actionKeys),
    });
    return created!.id;
  });
  return readRole(ctx, id);
}

/**
 * Edits a role the caller could assign (1003) with what the caller may give (1003); the super-administrator
 * role keeps its status, access-all-data and actions (1018) and holds every action without grants.
 * An omitted description keeps its value. Sessions pick the change up through the database triggers.
 */
export async function updateRole(ctx: SignedInContext, input: RoleUpdate): Promise<RoleDetail> {
  const { id, actionKeys: requested, ...fields } = input;
  const actionKeys = [...new Set(requested)];
  await ctx.db.transaction(async (tx) => {
    const target = await lockManagedRole(tx, ctx, id);
    assertSuperRoleKept(target, { ...fields, actionKeys });
    await assertMayGive(tx, ctx, { ...fields, actionKeys });
    const [after] = await tx
      .update(role)
      .set({ ...fields, lupdUser: ctx.user.id, lupdDttm: new Date() })
      .where(eq(role.id, id))
      .returning();
    if (!target.isSuper) await replaceGrants(tx, id, actionKeys);
    const held = target.isSuper ? target.actionKeys : actionKeys;
    await auditRole(tx, ctx, {
      recordId: id,
      action: 'update',
      before: auditedRole(target, target.actionKeys),
      after: auditedRole(after!, held),
    });
  });
  return readRole(ctx, id);
}

/**
 * Deletes a role the caller could assign (1003): never the super-administrator role (1018) nor one users hold (1017).
 */
export async function deleteRole(ctx: SignedInContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = await lockManagedRole(tx, ctx, id);
    if (target.isSuper) throw new AppError(ErrorCode.SuperRoleProtected);
    const [held] = await tx.select({ users: count() }).from(userRole).where(eq(userRole.roleId, id));
    if (held!.users > 0) throw new AppError(ErrorCode.RoleInUse, { users: held!.users });
    await tx.delete(role).where(eq(role.id, id));
    await auditRole(tx, ctx, {
      recordId: id,
      action: 'delete',
      before: auditedRole(target, target.actionKeys),
      after: null,
    });
  });
}

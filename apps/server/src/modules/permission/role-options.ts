import type { ResourceOption } from '@srd/contract';
import { asc, eq } from 'drizzle-orm';
import { role } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { callerLevel, mayAssignRole } from './escalation.js';
import { grantedActionKeys } from './role-read.js';

/** The active roles the caller may give a user, for the admin form's selector, by name. */
export async function roleOptions(ctx: SignedInContext): Promise<ResourceOption[]> {
  const roles = await ctx.db
    .select({
      id: role.id,
      name: role.name,
      nameCht: role.nameCht,
      nameChs: role.nameChs,
      status: role.status,
      isSuper: role.isSuper,
      accessAllData: role.accessAllData,
      levelMin: role.levelMin,
    })
    .from(role)
    .where(eq(role.status, 1))
    .orderBy(asc(role.name), asc(role.id));
  const [grants, level] = await Promise.all([
    grantedActionKeys(
      ctx.db,
      roles.map((row) => row.id),
    ),
    callerLevel(ctx.db, ctx),
  ]);
  return roles
    .filter((row) => mayAssignRole(ctx.user, level, { ...row, actionKeys: grants.get(row.id)! }))
    .map((row) => ({ id: row.id, resName: row.name, resNameCht: row.nameCht, resNameChs: row.nameChs, pId: null }));
}

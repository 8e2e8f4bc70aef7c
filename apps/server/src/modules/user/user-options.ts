import { ALL_ROWS_CAP, type MappingResourceTypeName, type ResourceOption, type UserOption } from '@srd/contract';
import { asc } from 'drizzle-orm';
import { fullNameOf } from '../../platform/auth/auth-user.js';
import { adminUser } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { reachableResources } from '../mapping/resources.js';

/** The users in the caller's scope, for selectors, by login id. */
export async function userOptions(ctx: SignedInContext): Promise<UserOption[]> {
  const rows = await ctx.db
    .select({
      id: adminUser.id,
      loginId: adminUser.loginId,
      adminName: adminUser.adminName,
      firstName: adminUser.firstName,
      lastName: adminUser.lastName,
      status: adminUser.status,
      tid: adminUser.tid,
    })
    .from(adminUser)
    .where(scopeCondition(adminUser, ctx.user.scope))
    .orderBy(asc(adminUser.loginId), asc(adminUser.id))
    .limit(ALL_ROWS_CAP);
  return rows.map((row) => {
    const name = fullNameOf(row);
    return {
      id: row.id,
      resName: name,
      resNameCht: name,
      resNameChs: name,
      pId: row.tid,
      loginId: row.loginId,
      status: row.status,
    };
  });
}

/**
 * The resources of one type inside the caller's own scope, where the caller may place users; a
 * resource reached only through admin mapping is not among them (users placed there would be out of
 * the caller's sight).
 */
export function placementOptions(ctx: SignedInContext, type: MappingResourceTypeName): Promise<ResourceOption[]> {
  return reachableResources(ctx.db, ctx, type, undefined, false);
}

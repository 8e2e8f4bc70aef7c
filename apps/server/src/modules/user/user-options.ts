import { ALL_ROWS_CAP, type MappingResourceTypeName, type ResourceOption, type UserOption } from '@srd/contract';
import { asc } from 'drizzle-orm';
import { fullNameOf } from '../../platform/auth/auth-user.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { adminUser } from './tables.js';

/** The users in the caller's scope, for selectors, by login id. */
export async function userOptions(ctx: SignedInContext): Promise<UserOption[]> {
  const rows = await ctx.db
    .select({
      id: adminUser.id, loginId: adminUser.loginId, adminName: adminUser.adminName, firstName: adminUser.firstName,
      lastName: adminUser.lastName, status: adminUser.status, tid: adminUser.tid,
    })
    .from(adminUser)
    .where(scopeCondition(adminUser, ctx.user.scope))
    .orderBy(asc(adminUser.loginId), asc(adminUser.id))
    .limit(ALL_ROWS_CAP);
  return rows.map((row) => {
    const name = fullNameOf(row);
    return { id: row.id, resName: name, resNameCht: name, resNameChs: name, pId: row.tid, loginId: row.loginId, status: row.status };
  });
}

type OptionLoader = (ctx: SignedInContext) => Promise<ResourceOption[]>;

/**
 * System clients, tenants, kiosks, merchants, shops and housing estates have no tables yet (a later
 * issue adds them, with their options limited to the caller's scope): until then none can be assigned.
 */
const noneYet: OptionLoader = async () => [];

const optionLoaders: Record<MappingResourceTypeName, OptionLoader> = {
  SysClient: noneYet,
  Tenant: noneYet,
  Kiosk: noneYet,
  Merchant: noneYet,
  Shop: noneYet,
  HousingEstate: noneYet,
};

/** The resources of one type that the caller may assign to users. */
export function resourceOptions(ctx: SignedInContext, type: MappingResourceTypeName): Promise<ResourceOption[]> {
  return optionLoaders[type](ctx);
}

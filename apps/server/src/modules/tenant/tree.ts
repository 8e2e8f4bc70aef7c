import { ALL_ROWS_CAP, type MappingResourceTypeName, type ResourceOption, type TenantTreeQuery } from '@srd/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/http/context.js';
import { mappableResources, reachCondition } from '../mapping/resources.js';
import { merchant, shop, tenant } from '../organisation/tables.js';

const LEVEL_TYPES: Record<TenantTreeQuery['type'], MappingResourceTypeName> = {
  tenant: 'Tenant',
  merchant: 'Merchant',
  shop: 'Shop',
};

/**
 * `GET /tenant/getTreeInfoByRole`: the caller's reachable tenants, merchants or shops as selector
 * options, each with the id of the level above as `pId` (a tenant's system client, a merchant's
 * tenant, a shop's merchant); `sysClientId` keeps those under one system client.
 */
export async function tenantTree(ctx: SignedInContext, query: TenantTreeQuery): Promise<ResourceOption[]> {
  const type = LEVEL_TYPES[query.type];
  const resource = mappableResources[type];
  const tenantColumn = { tenant: tenant.id, merchant: merchant.tid, shop: shop.tid }[query.type];
  const underClient =
    query.sysClientId === undefined
      ? undefined
      : inArray(
          tenantColumn,
          ctx.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.sysClientId, query.sysClientId)),
        );
  const rows = await ctx.db
    .select({ id: resource.id, ...resource.labels, pId: resource.parent ?? sql<null>`null` })
    .from(resource.table)
    .where(and(reachCondition(ctx, type), underClient))
    .orderBy(asc(resource.labels.resName), asc(resource.id))
    .limit(ALL_ROWS_CAP);
  return rows as ResourceOption[];
}

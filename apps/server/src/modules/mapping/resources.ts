import { ALL_ROWS_CAP, ResourceType, type MappingResourceTypeName, type ResourceOption } from '@srd/contract';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { scopeCondition, type ScopeColumns } from '../../platform/permissions/scope.js';
import { addressEstate } from '../address/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { merchant, shop, sysClient, tenant } from '../organisation/tables.js';

/** How one mappable resource type is stored, labelled and placed in the tenant > merchant > shop scope. */
interface MappableResource {
  table: PgTable;
  id: PgColumn;
  labels: { resName: PgColumn; resNameCht: PgColumn; resNameChs: PgColumn };
  /** The option's `pId`: the record one level up. */
  parent: PgColumn | null;
  /** Where the rows sit in the scope; null: above tenants, reached through access-all-data or mapping only. */
  placement: ScopeColumns | null;
}

const names = (table: { name: PgColumn; nameCht: PgColumn; nameChs: PgColumn }) => ({
  resName: table.name,
  resNameCht: table.nameCht,
  resNameChs: table.nameChs,
});

export const mappableResources: Record<MappingResourceTypeName, MappableResource> = {
  SysClient: { table: sysClient, id: sysClient.id, labels: names(sysClient), parent: null, placement: null },
  Tenant: {
    table: tenant,
    id: tenant.id,
    labels: names(tenant),
    parent: tenant.sysClientId,
    placement: { tid: tenant.id },
  },
  // SPEC 7: kiosk entries use the KID (resNo) as their label, whatever the language.
  Kiosk: {
    table: kiosk,
    id: kiosk.id,
    labels: { resName: kiosk.kid, resNameCht: kiosk.kid, resNameChs: kiosk.kid },
    parent: kiosk.tid,
    placement: { tid: kiosk.tid },
  },
  Merchant: {
    table: merchant,
    id: merchant.id,
    labels: names(merchant),
    parent: merchant.tid,
    placement: { tid: merchant.tid, mid: merchant.id },
  },
  Shop: {
    table: shop,
    id: shop.id,
    labels: names(shop),
    parent: shop.mid,
    placement: { tid: shop.tid, mid: shop.mid, sid: shop.id },
  },
  HousingEstate: {
    table: addressEstate,
    id: addressEstate.id,
    labels: names(addressEstate),
    parent: addressEstate.tid,
    placement: { tid: addressEstate.tid },
  },
};

/** The resource type's name from its id (1-6). */
export function mappableTypeName(resTypeId: number): MappingResourceTypeName {
  const entry = Object.entries(ResourceType).find(([name, id]) => id === resTypeId && name in mappableResources);
  return entry![0] as MappingResourceTypeName;
}

/**
 * The rows of a resource type a caller reaches: all of them with access-all-data; else those inside
 * the caller's tenant/merchant/shop scope and, unless `withGrants` is false, those an admin mapping
 * grants the caller.
 */
export function reachCondition(
  ctx: SignedInContext,
  type: MappingResourceTypeName,
  withGrants = true,
): SQL | undefined {
  const { scope } = ctx.user;
  if (scope.allData) return undefined;
  const resource = mappableResources[type];
  const placed = resource.placement ? scopeCondition(resource.placement, scope) : sql`false`;
  if (!withGrants) return placed;
  const granted = inArray(
    resource.id,
    ctx.db
      .select({ id: adminMapping.resId })
      .from(adminMapping)
      .where(and(eq(adminMapping.adminId, ctx.user.id), eq(adminMapping.resTypeId, ResourceType[type]))),
  );
  return or(placed, granted);
}

/**
 * The caller's reachable resources of a type as selector options, optionally only among `ids`;
 * without grants: only those of the caller's own scope, where users may be placed.
 */
export async function reachableResources(
  db: DbOrTx,
  ctx: SignedInContext,
  type: MappingResourceTypeName,
  ids?: readonly number[],
  withGrants = true,
): Promise<ResourceOption[]> {
  const resource = mappableResources[type];
  const rows = await db
    .select({ id: resource.id, ...resource.labels, pId: resource.parent ?? sql<null>`null` })
    .from(resource.table)
    .where(and(reachCondition(ctx, type, withGrants), ids ? inArray(resource.id, [...ids]) : undefined))
    .orderBy(asc(resource.labels.resName), asc(resource.id))
    .limit(ALL_ROWS_CAP);
  return rows as ResourceOption[];
}

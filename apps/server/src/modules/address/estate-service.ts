import {
  ErrorCode,
  errorMessage,
  HK_DISTRICTS,
  districtsOf,
  ResourceType,
  type AddressEstate,
  AddressEstatePageRequest,
  type District,
  type HousingEstateListRequest,
} from '@srd/contract';
import { inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { reachCondition } from '../mapping/resources.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { tenant } from '../organisation/tables.js';
import { addressBuilding, addressEstate } from './tables.js';

/**
 * The estates a caller reads: the shared ones (no tenant), those of the caller's scope and those admin
 * mapping grants; access-all-data reaches all.
 */
export function estateReach(ctx: SignedInContext): SQL | undefined {
  const reach = reachCondition(ctx, 'HousingEstate');
  return reach && or(isNull(addressEstate.tid), reach);
}

const tenantColumn = (column: AnyColumn, alias: string) =>
  sql<string | null>`(select ${column} from ${tenant} where ${tenant.id} = ${addressEstate.tid})`.as(alias);

// Qualified by hand: drizzle may write the outer id unqualified, which inside the subquery would be the building's.
const estateId = sql`${sql.identifier('address_estate')}.${sql.identifier('id')}`;

export const estates = createEntityService({
  table: addressEstate,
  resType: ResourceType.HousingEstate,
  placement: { tid: addressEstate.tid },
  sharedWithoutTenant: true,
  reach: estateReach,
  extraColumns: {
    buildingCount: sql<number>`(select count(*)::int from ${addressBuilding}
      where ${addressBuilding.estateId} = ${estateId})`.as('building_count'),
    tenantName: tenantColumn(tenant.name, 'tenant_name'),
    tenantNameCht: tenantColumn(tenant.nameCht, 'tenant_name_cht'),
    tenantNameChs: tenantColumn(tenant.nameChs, 'tenant_name_chs'),
  },
  request: AddressEstatePageRequest,
  defaultSort: { field: 'name', order: 'ascend' },
  keyword: [
    addressEstate.name,
    addressEstate.nameCht,
    addressEstate.nameChs,
    addressEstate.address,
    addressEstate.addressCht,
    addressEstate.addressChs,
  ],
  filterBy: {
    shared: (shared) => (shared ? isNull(addressEstate.tid) : sql`${addressEstate.tid} is not null`),
    region: (region) => inArray(addressEstate.district, districtsOf(region)),
  },
  present: (row) => {
    const district = row.district as District | null;
    return { ...withIsoDates(row), region: district ? HK_DISTRICTS[district] : null } as AddressEstate;
  },
  /** The tenant exists (1019); a location has both coordinates or neither (1030, on the missing one). */
  async check(tx, ctx, next) {
    if (next.tid != null) await assertPlacementExists(tx, { tid: next.tid as number, mid: null, sid: null });
    const missing = (['lon', 'lat'] as const).filter((field) => next[field] == null);
    if (missing.length === 1) {
      throw new AppError(ErrorCode.LocationIncomplete, undefined, {
        fields: missing.map((field) => ({ field, message: errorMessage(ErrorCode.LocationIncomplete, ctx.lang) })),
      });
    }
  },
});

/** `POST /housingEstate/list`: every matching estate at once with `allData` (selectors, the map), else a page. */
export function housingEstateList(ctx: SignedInContext, input: HousingEstateListRequest) {
  const { allData, ...request } = input;
  return estates.page(ctx, allData ? { ...request, page: 1, pageSize: -1 } : request);
}

import { ResourceType, type AddressBuilding, AddressBuildingPageRequest } from '@srd/contract';
import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { estateReach } from './estate-service.js';
import { addressBuilding, addressEstate } from './tables.js';

const estateColumn = (column: AnyColumn, alias: string) =>
  sql<string>`(select ${column} from ${addressEstate} where ${addressEstate.id} = ${addressBuilding.estateId})`.as(
    alias,
  );

/**
 * Buildings sit where their estate does: read wherever the estate is, changed by whoever may change the
 * estate (a shared estate's buildings only with access-all-data). An estate out of reach is refused (1004).
 */
export const buildings = createEntityService({
  table: addressBuilding,
  resType: ResourceType.AddressBuilding,
  sharedWithoutTenant: true,
  reach: (ctx) => {
    const reach = estateReach(ctx);
    return (
      reach &&
      inArray(addressBuilding.estateId, ctx.db.select({ id: addressEstate.id }).from(addressEstate).where(reach))
    );
  },
  async placeOf(tx, ctx, row) {
    const [estate] = await tx
      .select({ tid: addressEstate.tid })
      .from(addressEstate)
      .where(and(eq(addressEstate.id, row.estateId as number), estateReach(ctx)));
    return estate ?? null;
  },
  extraColumns: {
    estateName: estateColumn(addressEstate.name, 'estate_name'),
    estateNameCht: estateColumn(addressEstate.nameCht, 'estate_name_cht'),
    estateNameChs: estateColumn(addressEstate.nameChs, 'estate_name_chs'),
  },
  request: AddressBuildingPageRequest,
  defaultSort: { field: 'name', order: 'ascend' },
  keyword: [addressBuilding.name, addressBuilding.nameCht, addressBuilding.nameChs],
  present: (row) => withIsoDates(row) as AddressBuilding,
});

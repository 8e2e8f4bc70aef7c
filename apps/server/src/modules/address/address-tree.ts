import { ALL_ROWS_CAP, localName, type AddressTreeEstate } from '@srd/contract';
import { asc, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/http/context.js';
import { estateReach } from './estate-service.js';
import { addressBuilding, addressEstate } from './tables.js';

const names = (table: typeof addressEstate | typeof addressBuilding) => ({
  id: table.id,
  name: table.name,
  nameCht: table.nameCht,
  nameChs: table.nameChs,
});

/** SPEC 3 address tree: the caller's reachable estates, each with its buildings, labelled in the caller's language. */
export async function addressTree(ctx: SignedInContext): Promise<AddressTreeEstate[]> {
  const estateRows = await ctx.db
    .select(names(addressEstate))
    .from(addressEstate)
    .where(estateReach(ctx))
    .orderBy(asc(addressEstate.name), asc(addressEstate.id))
    .limit(ALL_ROWS_CAP);
  const buildingRows =
    estateRows.length === 0
      ? []
      : await ctx.db
          .select({ ...names(addressBuilding), estateId: addressBuilding.estateId })
          .from(addressBuilding)
          .where(
            inArray(
              addressBuilding.estateId,
              estateRows.map((estate) => estate.id),
            ),
          )
          .orderBy(asc(addressBuilding.name), asc(addressBuilding.id));
  const node = ({ id, ...row }: { id: number; name: string; nameCht: string; nameChs: string }) => ({
    ...row,
    label: localName(row, ctx.lang),
    value: id,
  });
  return estateRows.map((estate) => ({
    estateId: estate.id,
    ...node(estate),
    children: buildingRows
      .filter((building) => building.estateId === estate.id)
      .map(({ estateId: _, ...building }) => ({ buildingId: building.id, ...node(building) })),
  }));
}

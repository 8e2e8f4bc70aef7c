import { addressEstate } from '../address/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import type { TestApp } from '../../test/harness.js';

/** Materials of each kiosk type (and one for all), estates of tenants 1 and 2 and a shared one. */
export async function seedKioskCatalogues(t: TestApp) {
  await t.db.insert(kioskMaterialType).values([
    { code: 'PET', materialName: 'PET', kioskType: 0 },
    { code: 'ALU_CAN', materialName: 'Cans', kioskType: 0 },
    { code: 'PAPER', materialName: 'Paper', kioskType: 1 },
    { code: 'FOOD_WASTE', materialName: 'Food', kioskType: 2 },
    { code: 'TETRA_PAK', materialName: 'Cartons', kioskType: null },
  ]);
  const [own, other, shared] = await t.db
    .insert(addressEstate)
    .values([
      { tid: 1, name: 'Own estate' },
      { tid: 2, name: 'Other estate' },
      { tid: null, name: 'Shared estate' },
    ])
    .returning({ id: addressEstate.id });
  return { ownEstateId: own!.id, otherEstateId: other!.id, sharedEstateId: shared!.id };
}

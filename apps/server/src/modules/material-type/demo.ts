import type { Tx } from '../../platform/db/client.js';
import { kioskMaterialType } from './tables.js';

/** What the fleet collects: RVMs take bottles and cans by the piece, Smart Classify kiosks sorted waste by weight. */
export async function seedDemoMaterialTypes(tx: Tx): Promise<void> {
  await tx.insert(kioskMaterialType).values([
    { code: 'PET', materialName: 'PET bottle', materialNameCht: '膠樽', materialNameChs: '塑料瓶', kioskType: 0, unit: 'piece', pointsPerUnit: 10 },
    { code: 'ALU_CAN', materialName: 'Aluminium can', materialNameCht: '鋁罐', materialNameChs: '铝罐', kioskType: 0, unit: 'piece', pointsPerUnit: 10 },
    { code: 'TETRA_PAK', materialName: 'Beverage carton', materialNameCht: '紙包飲品盒', materialNameChs: '纸包饮料盒', kioskType: null, unit: 'piece', pointsPerUnit: 5 },
    { code: 'GLASS', materialName: 'Glass bottle', materialNameCht: '玻璃樽', materialNameChs: '玻璃瓶', kioskType: 1, unit: 'kg', pointsPerUnit: 20 },
    { code: 'PAPER', materialName: 'Waste paper', materialNameCht: '廢紙', materialNameChs: '废纸', kioskType: 1, unit: 'kg', pointsPerUnit: 15 },
    { code: 'PLASTIC', materialName: 'Plastics', materialNameCht: '塑膠', materialNameChs: '塑料', kioskType: 1, unit: 'kg', pointsPerUnit: 25 },
    { code: 'METAL', materialName: 'Metals', materialNameCht: '金屬', materialNameChs: '金属', kioskType: 1, unit: 'kg', pointsPerUnit: 30 },
    { code: 'FOOD_WASTE', materialName: 'Food waste', materialNameCht: '廚餘', materialNameChs: '厨余', kioskType: 2, unit: 'kg', pointsPerUnit: 10 },
    { code: 'HDPE', materialName: 'HDPE container', materialNameCht: 'HDPE 膠容器', materialNameChs: 'HDPE 塑料容器', kioskType: 0, unit: 'piece', pointsPerUnit: 8, status: 0 },
  ]);
}

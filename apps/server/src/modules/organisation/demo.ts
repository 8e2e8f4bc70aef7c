import type { Tx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { merchant, shop, sysClient, tenant } from './tables.js';

/** A system client running two tenants, with merchants, shops and kiosks in each (housing estates: modules/address). */
export async function seedDemoOrganisation(tx: Tx): Promise<void> {
  const [client] = await tx.insert(sysClient).values({ name: 'Green Loop Operations', nameCht: '綠循環營運', nameChs: '绿循环营运' }).returning();
  const [city, campus] = await tx
    .insert(tenant)
    .values([
      { sysClientId: client!.id, name: 'City Recycling', nameCht: '城市回收', nameChs: '城市回收' },
      { sysClientId: client!.id, name: 'Science Park Campus', nameCht: '科學園園區', nameChs: '科学园园区' },
    ])
    .returning();
  const merchants = await tx
    .insert(merchant)
    .values([
      { tid: city!.id, name: 'Fresh Mart', nameCht: '鮮市', nameChs: '鲜市' },
      { tid: city!.id, name: 'Harbour Café', nameCht: '海港咖啡', nameChs: '海港咖啡' },
      { tid: campus!.id, name: 'Campus Store', nameCht: '園區商店', nameChs: '园区商店' },
    ])
    .returning();
  const [freshMart, cafe, campusStore] = merchants;
  await tx.insert(shop).values([
    { tid: city!.id, mid: freshMart!.id, name: 'Fresh Mart Mong Kok', nameCht: '鮮市旺角店', nameChs: '鲜市旺角店' },
    { tid: city!.id, mid: freshMart!.id, name: 'Fresh Mart Sha Tin', nameCht: '鮮市沙田店', nameChs: '鲜市沙田店' },
    { tid: city!.id, mid: cafe!.id, name: 'Harbour Café Central', nameCht: '海港咖啡中環店', nameChs: '海港咖啡中环店' },
    { tid: campus!.id, mid: campusStore!.id, name: 'Campus Store Building 12', nameCht: '園區商店 12 座', nameChs: '园区商店 12 座' },
  ]);
  await tx.insert(kiosk).values([
    { kid: 'RVM-0001', tid: city!.id, kioskType: 0, name: 'Lok Fu RVM', nameCht: '樂富回收機', nameChs: '乐富回收机' },
    { kid: 'RVM-0002', tid: city!.id, kioskType: 0, name: 'Mong Kok RVM', nameCht: '旺角回收機', nameChs: '旺角回收机' },
    { kid: 'SC-0001', tid: city!.id, kioskType: 1, name: 'Sha Tin Smart Classify', nameCht: '沙田智能分類機', nameChs: '沙田智能分类机' },
    { kid: 'BIN-0001', tid: campus!.id, kioskType: 2, name: 'Building 12 TODI Bin', nameCht: '12 座智能桶', nameChs: '12 座智能桶' },
  ]);
}

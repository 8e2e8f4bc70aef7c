import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Tx } from '../../platform/db/client.js';
import { demoLogo } from './demo-logo.js';
import { merchant, shop, sysClient, tenant } from './tables.js';

/**
 * A system client running two tenants, with merchants (addresses, short names, contacts), online and
 * offline shops in each (housing estates: modules/address, kiosks: modules/kiosk).
 */
export async function seedDemoOrganisation(tx: Tx): Promise<void> {
  const [client] = await tx
    .insert(sysClient)
    .values({ name: 'Green Loop Operations', nameCht: '綠循環營運', nameChs: '绿循环营运' })
    .returning();
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
      {
        tid: city!.id,
        name: 'Fresh Mart',
        nameCht: '鮮市',
        nameChs: '鲜市',
        shortName: 'FM',
        shortNameCht: '鮮市',
        shortNameChs: '鲜市',
        address: '12 Argyle Street, Mong Kok',
        addressCht: '旺角亞皆老街 12 號',
        addressChs: '旺角亚皆老街 12 号',
        email: 'hello@freshmart.example',
        website: 'https://freshmart.example',
        logo: demoLogo('2e7d32'),
      },
      {
        tid: city!.id,
        name: 'Harbour Café',
        nameCht: '海港咖啡',
        nameChs: '海港咖啡',
        shortName: 'Harbour',
        shortNameCht: '海港',
        shortNameChs: '海港',
        address: "8 Queen's Road Central",
        addressCht: '中環皇后大道中 8 號',
        addressChs: '中环皇后大道中 8 号',
        email: 'cafe@harbour.example',
        website: 'https://harbour-cafe.example',
        logo: demoLogo('1565c0'),
      },
      {
        tid: campus!.id,
        name: 'Campus Store',
        nameCht: '園區商店',
        nameChs: '园区商店',
        shortName: 'Campus',
        shortNameCht: '園區',
        shortNameChs: '园区',
        address: 'Building 12, Science Park',
        addressCht: '科學園 12 座',
        addressChs: '科学园 12 座',
        email: 'store@campus.example',
        logo: demoLogo('ef6c00'),
      },
    ])
    .returning();
  const [freshMart, cafe, campusStore] = merchants;
  const shopPassword = await hashPassword(`demo-${randomBytes(8).toString('hex')}`);
  await tx.insert(shop).values([
    {
      tid: city!.id,
      mid: freshMart!.id,
      name: 'Fresh Mart Mong Kok',
      nameCht: '鮮市旺角店',
      nameChs: '鲜市旺角店',
      shortName: 'FM MK',
      shortNameCht: '鮮市',
      shortNameChs: '鲜市',
      address: '12 Argyle Street, Mong Kok',
      addressCht: '旺角亞皆老街 12 號',
      addressChs: '旺角亚皆老街 12 号',
      shopType: 0,
      tel: '2345 6789, 2345 6790',
      receiveReminderEmail: true,
      passwordHash: shopPassword,
    },
    {
      tid: city!.id,
      mid: freshMart!.id,
      name: 'Fresh Mart Sha Tin',
      nameCht: '鮮市沙田店',
      nameChs: '鲜市沙田店',
      shortName: 'FM ST',
      shortNameCht: '鮮市',
      shortNameChs: '鲜市',
      address: 'New Town Plaza, Sha Tin',
      addressCht: '沙田新城市廣場',
      addressChs: '沙田新城市广场',
      shopType: 0,
      tel: '2601 2345',
    },
    {
      tid: city!.id,
      mid: freshMart!.id,
      name: 'Fresh Mart Online',
      nameCht: '鮮市網店',
      nameChs: '鲜市网店',
      shortName: 'FM Online',
      shortNameCht: '鮮市網店',
      shortNameChs: '鲜市网店',
      shopType: 1,
      logo: demoLogo('66bb6a'),
      website: 'https://shop.freshmart.example',
      redemptionLink: 'https://shop.freshmart.example/redeem',
      tel: '+852 3000 1234',
    },
    {
      tid: city!.id,
      mid: cafe!.id,
      name: 'Harbour Café Central',
      nameCht: '海港咖啡中環店',
      nameChs: '海港咖啡中环店',
      shortName: 'Harbour Central',
      shortNameCht: '海港中環',
      shortNameChs: '海港中环',
      address: "8 Queen's Road Central",
      addressCht: '中環皇后大道中 8 號',
      addressChs: '中环皇后大道中 8 号',
      shopType: 0,
      tel: '2888 1234; 2888 5678',
      status: 0,
    },
    {
      tid: campus!.id,
      mid: campusStore!.id,
      name: 'Campus Store Building 12',
      nameCht: '園區商店 12 座',
      nameChs: '园区商店 12 座',
      shortName: 'Campus 12',
      shortNameCht: '園區 12 座',
      shortNameChs: '园区 12 座',
      address: 'Building 12, Science Park',
      addressCht: '科學園 12 座',
      addressChs: '科学园 12 座',
      shopType: 0,
      tel: '3188 0012',
      receiveReminderEmail: true,
    },
  ]);
}

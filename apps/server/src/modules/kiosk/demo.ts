import { CreditMode, KioskSettings, type KioskSettings as Settings, type KioskType } from '@srd/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { addressEstate } from '../address/tables.js';
import { tenant } from '../organisation/tables.js';
import { issueDeviceSecret } from './device-secret.js';
import { kiosk } from './tables.js';

type DemoTenant = 'City Recycling' | 'Science Park Campus' | 'Harbour Front Pilot';

interface DemoKiosk {
  kid: string;
  tenant: DemoTenant;
  type: KioskType;
  names: [string, string, string];
  address: [string, string, string];
  lon: number;
  lat: number;
  /** A demo estate's English name (modules/address demo). */
  estate?: string;
  recycleType: string[];
  settings?: Partial<Settings>;
  enableFlag?: 0 | 1;
  publicFlag?: 0 | 1;
  dailyMax?: number;
  creditMode?: 0 | 1;
}

const RVM_MATERIALS = ['PET', 'ALU_CAN', 'TETRA_PAK'];
const SC_MATERIALS = ['GLASS', 'PAPER', 'PLASTIC', 'METAL'];

/**
 * Kiosks across the demo tenants and the three types, at real Hong Kong places; the first four keep the KIDs other
 * tests know.
 */
const DEMO_KIOSKS: DemoKiosk[] = [
  {
    kid: 'RVM-0001',
    tenant: 'City Recycling',
    type: 0,
    names: ['Lok Fu RVM', '樂富回收機', '乐富回收机'],
    address: ['Lok Fu Place, Wang Tau Hom', '橫頭磡樂富廣場', '横头磡乐富广场'],
    lon: 114.1873,
    lat: 22.3381,
    estate: 'Lok Fu Estate',
    recycleType: RVM_MATERIALS,
    dailyMax: 500,
  },
  {
    kid: 'RVM-0002',
    tenant: 'City Recycling',
    type: 0,
    names: ['Mong Kok RVM', '旺角回收機', '旺角回收机'],
    address: ['Argyle Street, Mong Kok', '旺角亞皆老街', '旺角亚皆老街'],
    lon: 114.1694,
    lat: 22.3193,
    recycleType: ['PET', 'ALU_CAN'],
    settings: { volumePct: 80, screenRotation: 'left' },
  },
  {
    kid: 'SC-0001',
    tenant: 'City Recycling',
    type: 1,
    names: ['Sha Tin Smart Classify', '沙田智能分類機', '沙田智能分类机'],
    address: ['Lek Yuen Street, Sha Tin', '沙田瀝源街', '沙田沥源街'],
    lon: 114.1882,
    lat: 22.3812,
    estate: 'Lek Yuen Estate',
    recycleType: SC_MATERIALS,
    creditMode: 0,
  },
  {
    kid: 'BIN-0001',
    tenant: 'Science Park Campus',
    type: 2,
    names: ['Building 12 TODI Bin', '12 座智能桶', '12 座智能桶'],
    address: ['Building 12, Science Park', '科學園 12 座', '科学园 12 座'],
    lon: 114.2105,
    lat: 22.4265,
    recycleType: ['FOOD_WASTE'],
    settings: { pumpEnabled: true },
  },
  {
    kid: 'RVM-0003',
    tenant: 'City Recycling',
    type: 0,
    names: ['Shek Kip Mei RVM', '石硤尾回收機', '石硖尾回收机'],
    address: ['Shek Kip Mei Estate, Block 1', '石硤尾邨第一座', '石硖尾邨第一座'],
    lon: 114.1672,
    lat: 22.3331,
    estate: 'Shek Kip Mei Estate',
    recycleType: RVM_MATERIALS,
    creditMode: 1,
  },
  {
    kid: 'RVM-0004',
    tenant: 'City Recycling',
    type: 0,
    names: ['Ping Shek RVM', '坪石回收機', '坪石回收机'],
    address: ['Ping Shek Estate, Kwun Tong', '觀塘坪石邨', '观塘坪石邨'],
    lon: 114.2131,
    lat: 22.3352,
    estate: 'Ping Shek Estate',
    recycleType: RVM_MATERIALS,
    settings: { beltWeightCheckGrams: 15 },
  },
  {
    kid: 'RVM-0005',
    tenant: 'City Recycling',
    type: 0,
    names: ['Choi Hung RVM', '彩虹回收機', '彩虹回收机'],
    address: ['Choi Hung Estate, Choi Hung Road', '彩虹道彩虹邨', '彩虹道彩虹邨'],
    lon: 114.2066,
    lat: 22.3347,
    estate: 'Choi Hung Estate',
    recycleType: ['PET'],
    enableFlag: 0,
  },
  {
    kid: 'RVM-0006',
    tenant: 'City Recycling',
    type: 0,
    names: ['Central Pier RVM', '中環碼頭回收機', '中环码头回收机'],
    address: ['Central Ferry Pier 7', '中環七號碼頭', '中环七号码头'],
    lon: 114.1617,
    lat: 22.2868,
    recycleType: RVM_MATERIALS,
    publicFlag: 0,
    settings: { volumePct: 40, carbonWalletUrl: 'https://wallet.example/carbon', campaign: 'HARBOUR-2026' },
  },
  {
    kid: 'SC-0002',
    tenant: 'City Recycling',
    type: 1,
    names: ['So Uk Smart Classify', '蘇屋智能分類機', '苏屋智能分类机'],
    address: ['Po On Road, Sham Shui Po', '深水埗保安道', '深水埗保安道'],
    lon: 114.1561,
    lat: 22.3396,
    estate: 'So Uk Estate',
    recycleType: [...SC_MATERIALS, 'TETRA_PAK'],
    dailyMax: 300,
  },
  {
    kid: 'SC-0003',
    tenant: 'City Recycling',
    type: 1,
    names: ['Ho Man Tin Smart Classify', '何文田智能分類機', '何文田智能分类机'],
    address: ['Oi Man Estate, Ho Man Tin', '何文田愛民邨', '何文田爱民邨'],
    lon: 114.1801,
    lat: 22.3112,
    estate: 'Oi Man Estate',
    recycleType: ['PAPER', 'PLASTIC'],
    settings: { screenRotation: 'inverted' },
  },
  {
    kid: 'BIN-0002',
    tenant: 'City Recycling',
    type: 2,
    names: ['Wah Fu TODI Bin', '華富智能桶', '华富智能桶'],
    address: ['Wah Fu Road, Pok Fu Lam', '薄扶林華富道', '薄扶林华富道'],
    lon: 114.1362,
    lat: 22.2502,
    estate: 'Wah Fu Estate',
    recycleType: ['FOOD_WASTE'],
    settings: { pumpEnabled: true, pumpIntervalMinutes: 30 },
  },
  {
    kid: 'RVM-0007',
    tenant: 'Science Park Campus',
    type: 0,
    names: ['Science Park RVM', '科學園回收機', '科学园回收机'],
    address: ['Science Park Avenue, Sha Tin', '沙田科技大道', '沙田科技大道'],
    lon: 114.2098,
    lat: 22.4255,
    recycleType: RVM_MATERIALS,
  },
  {
    kid: 'SC-0004',
    tenant: 'Science Park Campus',
    type: 1,
    names: ['Tai Po Smart Classify', '大埔智能分類機', '大埔智能分类机'],
    address: ['Fu Shin Estate, On Po Road', '大埔安埔路富善邨', '大埔安埔路富善邨'],
    lon: 114.1692,
    lat: 22.4521,
    estate: 'Fu Shin Estate',
    recycleType: SC_MATERIALS,
  },
  {
    kid: 'BIN-0003',
    tenant: 'Science Park Campus',
    type: 2,
    names: ['Kwai Chung TODI Bin', '葵涌智能桶', '葵涌智能桶'],
    address: ['Kwai Chung Estate', '葵涌邨', '葵涌邨'],
    lon: 114.1312,
    lat: 22.3702,
    estate: 'Kwai Chung Estate',
    recycleType: ['FOOD_WASTE'],
  },
  {
    kid: 'RVM-0008',
    tenant: 'Harbour Front Pilot',
    type: 0,
    names: ['Tsim Sha Tsui Promenade RVM', '尖沙咀海濱回收機', '尖沙咀海滨回收机'],
    address: ['Salisbury Road, Tsim Sha Tsui', '尖沙咀梳士巴利道', '尖沙咀梳士巴利道'],
    lon: 114.1722,
    lat: 22.2934,
    recycleType: ['PET', 'ALU_CAN'],
    settings: { sideTrayLed: 8 },
  },
  {
    kid: 'SC-0005',
    tenant: 'Harbour Front Pilot',
    type: 1,
    names: ['Tuen Mun Smart Classify', '屯門智能分類機', '屯门智能分类机'],
    address: ['Tai Hing Estate, Tuen Mun', '屯門大興邨', '屯门大兴邨'],
    lon: 113.9684,
    lat: 22.4021,
    estate: 'Tai Hing Estate',
    recycleType: ['GLASS', 'METAL'],
  },
  {
    kid: 'BIN-0004',
    tenant: 'Harbour Front Pilot',
    type: 2,
    names: ['Shau Kei Wan TODI Bin', '筲箕灣智能桶', '筲箕湾智能桶'],
    address: ['Yiu Tung Estate, Shau Kei Wan', '筲箕灣耀東邨', '筲箕湾耀东邨'],
    lon: 114.2242,
    lat: 22.2803,
    estate: 'Yiu Tung Estate',
    recycleType: ['FOOD_WASTE'],
    enableFlag: 0,
  },
];

/**
 * The demo fleet: kiosks of the three types in each demo tenant, with settings, recycle types and
 * estates; each with a device secret nobody knows (rotate it to connect a kiosk or the simulator).
 * Runs after the organisation, tenant, address and material type demos.
 */
export async function seedDemoKiosks(tx: Tx): Promise<void> {
  const tenants = await tx
    .select({ id: tenant.id, name: tenant.name })
    .from(tenant)
    .where(inArray(tenant.name, [...new Set(DEMO_KIOSKS.map((item) => item.tenant))]));
  const estates = await tx.select({ id: addressEstate.id, name: addressEstate.name }).from(addressEstate);
  const tenantId = new Map(tenants.map((row) => [row.name, row.id]));
  const estateId = new Map(estates.map((row) => [row.name, row.id]));
  const issuedAt = new Date();
  const rows = DEMO_KIOSKS.filter((item) => tenantId.has(item.tenant)).map((item) => {
    const [name, nameCht, nameChs] = item.names;
    const [address, addressCht, addressChs] = item.address;
    return {
      kid: item.kid,
      tid: tenantId.get(item.tenant)!,
      kioskType: item.type,
      name,
      nameCht,
      nameChs,
      address,
      addressCht,
      addressChs,
      lon: item.lon,
      lat: item.lat,
      estateId: (item.estate && estateId.get(item.estate)) || null,
      recycleType: item.recycleType,
      enableFlag: item.enableFlag ?? 1,
      publicFlag: item.publicFlag ?? 1,
      dailyMax: item.dailyMax ?? null,
      // Reverse vending machines count the containers they take (the tenants' rates are per item); the rest weigh.
      creditMode: item.creditMode ?? (item.type === 0 ? CreditMode.ByCount : CreditMode.ByWeight),
      displayUnit: item.type === 0 ? 'piece' : 'kg',
      settings: KioskSettings.parse(item.settings ?? {}),
      alertSettings: { enabled: true, method: 'EMAIL', receivers: ['ops@greenloop.example'], intervalMinutes: 30 },
      secretHash: issueDeviceSecret().secretHash,
      secretIssuedAt: issuedAt,
    };
  });
  if (rows.length) await tx.insert(kiosk).values(rows);
}

import type { RecycleCap } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { sysClient, tenant } from '../organisation/tables.js';

const paragraph = (text: string) => `<p>${text}</p>`;

/** What the reverse vending machines take, credited per item (an HKD rebate on the Octopus card as well). */
const BY_ITEM: RecycleCap[] = [
  {
    materialCode: 'PET',
    pointsPerUnit: 1,
    rebatePerUnit: 0.1,
    dailyMaxQuantity: 200,
    dailyMaxPoints: 2000,
    dailyMaxAmount: 20,
  },
  {
    materialCode: 'ALU_CAN',
    pointsPerUnit: 2,
    rebatePerUnit: 0.2,
    dailyMaxQuantity: 200,
    dailyMaxPoints: 2000,
    dailyMaxAmount: 20,
  },
  {
    materialCode: 'TETRA_PAK',
    pointsPerUnit: 1,
    rebatePerUnit: 0.05,
    dailyMaxQuantity: 100,
    dailyMaxPoints: 500,
    dailyMaxAmount: 5.5,
  },
];

/**
 * What the smart-classify kiosks take, credited per kg (they weigh each drop, one item): worth more the more the
 * material fetches; glass fetches nothing, so it earns points only. Up to 20 drops a day of each.
 */
const SORTED_BY_WEIGHT: RecycleCap[] = [
  {
    materialCode: 'GLASS',
    pointsPerUnit: 10,
    rebatePerUnit: 0,
    dailyMaxQuantity: 20,
    dailyMaxPoints: 200,
    dailyMaxAmount: 0,
  },
  {
    materialCode: 'PAPER',
    pointsPerUnit: 10,
    rebatePerUnit: 0.1,
    dailyMaxQuantity: 20,
    dailyMaxPoints: 300,
    dailyMaxAmount: 3,
  },
  {
    materialCode: 'PLASTIC',
    pointsPerUnit: 20,
    rebatePerUnit: 0.2,
    dailyMaxQuantity: 20,
    dailyMaxPoints: 400,
    dailyMaxAmount: 5,
  },
  {
    materialCode: 'METAL',
    pointsPerUnit: 30,
    rebatePerUnit: 0.5,
    dailyMaxQuantity: 20,
    dailyMaxPoints: 500,
    dailyMaxAmount: 10,
  },
];

/** Food waste at the TODI bins, per kg: points only. */
const FOOD_WASTE: RecycleCap = {
  materialCode: 'FOOD_WASTE',
  pointsPerUnit: 10,
  rebatePerUnit: 0,
  dailyMaxQuantity: 20,
  dailyMaxPoints: 200,
  dailyMaxAmount: 0,
};

/** A rate without its rebate, for a tenant whose members have no Octopus mode to be paid on. */
const pointsOnly = (cap: RecycleCap): RecycleCap => ({ ...cap, rebatePerUnit: 0, dailyMaxAmount: 0 });

/**
 * Branding, config groups and texts for the organisation demo's two tenants, and a draft tenant of the
 * second system client. No connection strings: they are sealed with the deployment's own key.
 */
export async function seedDemoTenants(tx: Tx): Promise<void> {
  await tx
    .update(tenant)
    .set({
      shortName: 'CITY',
      subdomain: 'city',
      status: 1,
      effectiveDate: '2026-01-01',
      expiryDate: '2028-12-31',
      defaultLang: 'zh_HK',
      modes: ['rvm', 'smartClassify', 'octopus'],
      useCstPoint: true,
      dashboardTheme: 'ocean',
      rvmConfig: { maxItemsPerTransaction: 80, acceptUnknownBarcode: false, printReceipt: true },
      recycleConfig: [...BY_ITEM, ...SORTED_BY_WEIGHT, FOOD_WASTE],
      binConfig: { nearFullWeightKg: 40, fullWeightKg: 50, nearFullDepthCm: 85, fullDepthCm: 100 },
      sprayConfig: { enabled: true, intervalMinutes: 120, durationSeconds: 5 },
      timingConfig: {
        idleTimeoutSeconds: 90,
        doorOpenSeconds: 15,
        resultDisplaySeconds: 5,
        sessionTimeoutSeconds: 300,
      },
      texts: {
        terms: {
          en_US: paragraph('Points are credited within one day of recycling.'),
          zh_HK: paragraph('積分會於回收後一天內存入。'),
          zh_CN: paragraph('积分会于回收后一天内存入。'),
        },
        privacy: {
          en_US: paragraph('We keep your recycling records for two years.'),
          zh_HK: paragraph('我們保存你的回收記錄兩年。'),
          zh_CN: paragraph('我们保存你的回收记录两年。'),
        },
        disclaimer: {
          en_US: paragraph('Machines may be paused for maintenance.'),
          zh_HK: paragraph('回收機或會因維修暫停服務。'),
          zh_CN: paragraph('回收机或会因维修暂停服务。'),
        },
        aboutUs: {
          en_US: paragraph('City Recycling runs reverse vending machines across the city.'),
          zh_HK: paragraph('城市回收於全市營運智能回收機。'),
          zh_CN: paragraph('城市回收于全市营运智能回收机。'),
        },
      },
    })
    .where(eq(tenant.name, 'City Recycling'));
  await tx
    .update(tenant)
    .set({
      shortName: 'SPC',
      subdomain: 'science-park',
      status: 1,
      effectiveDate: '2026-03-01',
      defaultLang: 'en_US',
      modes: ['smartBin', 'foodContainer', 'memberCard'],
      dashboardTheme: 'forest',
      fcmConfig: { depositAmount: 10, refundAmount: 10, returnWithinDays: 14 },
      tbConfig: { capacityLitres: 240, collectionIntervalHours: 12, requireMemberCard: true },
      // No Octopus mode: points only.
      recycleConfig: [...BY_ITEM.map(pointsOnly), ...SORTED_BY_WEIGHT.map(pointsOnly), FOOD_WASTE],
      binConfig: { nearFullWeightKg: 150, fullWeightKg: 180, nearFullDepthCm: 90, fullDepthCm: 110 },
      sprayConfig: { enabled: true, intervalMinutes: 30, durationSeconds: 3 },
    })
    .where(eq(tenant.name, 'Science Park Campus'));
  const [harbour] = await tx
    .select({ id: sysClient.id })
    .from(sysClient)
    .where(eq(sysClient.name, 'Harbour Clean Partners'));
  await tx.insert(tenant).values({
    sysClientId: harbour?.id ?? null,
    name: 'Harbour Front Pilot',
    nameCht: '海濱試點',
    nameChs: '海滨试点',
    shortName: 'HFP',
    subdomain: 'harbour-pilot',
    status: 2,
    effectiveDate: '2027-01-01',
    modes: ['rvm'],
    defaultLang: 'zh_CN',
  });
}

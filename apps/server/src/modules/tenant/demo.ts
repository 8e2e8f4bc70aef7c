import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { sysClient, tenant } from '../organisation/tables.js';

const paragraph = (text: string) => `<p>${text}</p>`;

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
      recycleConfig: [
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
      ],
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
      recycleConfig: [
        {
          materialCode: 'FOOD_WASTE',
          pointsPerUnit: 10,
          rebatePerUnit: 0,
          dailyMaxQuantity: 20,
          dailyMaxPoints: 200,
          dailyMaxAmount: 0,
        },
      ],
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

import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { kioskGroup } from '../kiosk-group/tables.js';
import { tenant } from '../organisation/tables.js';
import { alertSetting } from './tables.js';

/**
 * Each demo tenant's duty team hears of every alarm by e-mail at most every 30 minutes, with an escalation to its
 * manager; the RVM fleet's critical alarms also go by SMS to the field technician, counted 3 within 15 minutes.
 */
export async function seedDemoAlertSettings(tx: Tx): Promise<void> {
  const tenants = await tx.select({ id: tenant.id, name: tenant.name }).from(tenant).orderBy(asc(tenant.id));
  for (const { id: tid, name } of tenants) {
    const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`;
    await tx.insert(alertSetting).values({
      name: 'Duty team',
      tid,
      target: 'tenant',
      method: 'EMAIL',
      receiverAddresses: [`duty@${domain}`],
      lang: 'zh_HK',
      trigger: 'interval',
      intervalMinutes: 30,
      escalateAfterMinutes: 60,
      escalationAddresses: [`manager@${domain}`],
      allClear: true,
    });
    const [rvmFleet] = await tx
      .select({ id: kioskGroup.id })
      .from(kioskGroup)
      .where(and(eq(kioskGroup.tid, tid), eq(kioskGroup.kioskType, 0)));
    if (!rvmFleet) continue;
    await tx.insert(alertSetting).values({
      name: 'RVM field technician',
      tid,
      target: 'kioskGroup',
      targetIds: [rvmFleet.id],
      minLevel: 3,
      method: 'SMS',
      receiverAddresses: ['9123 4567'],
      lang: 'en_US',
      trigger: 'accumulation',
      intervalMinutes: 15,
      accumulateCount: 3,
    });
  }
}

import { addDays, businessToday } from '@srd/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskGroup } from '../kiosk-group/tables.js';
import { kioskSchedule } from './tables.js';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WORKDAYS = [1, 2, 3, 4, 5];

/** Schedules of the demo kiosks and groups in each effective status, dated around the day the database is created. */
export async function seedDemoKioskSchedules(tx: Tx): Promise<void> {
  const kiosks = await tx
    .select({ id: kiosk.id, kid: kiosk.kid })
    .from(kiosk)
    .where(inArray(kiosk.kid, ['RVM-0001', 'SC-0001', 'BIN-0001']));
  const byKid = new Map(kiosks.map((machine) => [machine.kid, machine.id]));
  const [firstGroup] = await tx.select({ id: kioskGroup.id }).from(kioskGroup).orderBy(asc(kioskGroup.id)).limit(1);
  const day = (offset: number) => addDays(businessToday(), offset);
  const rows: (typeof kioskSchedule.$inferInsert)[] = [];
  if (firstGroup)
    rows.push({
      name: 'Daily service hours',
      groupId: firstGroup.id,
      weekdays: EVERY_DAY,
      openTime: '07:00',
      closeTime: '23:00',
      effectiveDate: day(-30),
    });
  const rvm = byKid.get('RVM-0001');
  if (rvm) {
    rows.push({
      name: 'Estate night collection',
      kioskId: rvm,
      weekdays: [5, 6],
      openTime: '22:00',
      closeTime: '02:00',
      effectiveDate: day(-7),
      expiryDate: day(60),
      remark: 'Open past midnight on Friday and Saturday',
    });
    rows.push({
      name: 'Lunar New Year hours',
      kioskId: rvm,
      weekdays: EVERY_DAY,
      openTime: '10:00',
      closeTime: '18:00',
      effectiveDate: day(-120),
      expiryDate: day(-100),
    });
  }
  const classify = byKid.get('SC-0001');
  if (classify)
    rows.push({
      name: 'Weekday pilot',
      kioskId: classify,
      weekdays: WORKDAYS,
      openTime: '08:00',
      closeTime: '20:00',
      effectiveDate: day(10),
      expiryDate: day(100),
    });
  const bin = byKid.get('BIN-0001');
  if (bin) {
    rows.push({
      name: 'Building works shutdown',
      kioskId: bin,
      weekdays: EVERY_DAY,
      openTime: '06:00',
      closeTime: '22:00',
      effectiveDate: day(-5),
      manualStatus: 2,
      remark: 'Closed while the lobby is renovated',
    });
  }
  if (rows.length) await tx.insert(kioskSchedule).values(rows);
}

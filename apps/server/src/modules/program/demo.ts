import { addDays, businessToday } from '@srd/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { tenant } from '../organisation/tables.js';
import { program } from './tables.js';

/** Programs of the demo tenants in every status, dated around the day the database is created. */
export async function seedDemoPrograms(tx: Tx): Promise<void> {
  const [city, campus] = await tx.select({ id: tenant.id }).from(tenant).orderBy(asc(tenant.id)).limit(2);
  if (!city) return;
  const today = businessToday();
  const day = (offset: number) => addDays(today, offset);
  await tx.insert(program).values([
    {
      tid: city.id,
      name: 'Bottle Return Bonus',
      nameCht: '膠樽回收獎賞',
      nameChs: '胶瓶回收奖赏',
      status: 1,
      effectiveDate: day(-30),
      expiryDate: day(60),
      description: 'Double points for every PET bottle',
    },
    {
      tid: city.id,
      name: 'Can Collection Drive',
      nameCht: '鋁罐收集運動',
      nameChs: '铝罐收集运动',
      status: 1,
      effectiveDate: day(-10),
      expiryDate: null,
      description: 'Ongoing points for aluminium cans',
    },
    {
      tid: city.id,
      name: 'Summer Green Challenge',
      nameCht: '夏日綠色挑戰',
      nameChs: '夏日绿色挑战',
      status: 3,
      effectiveDate: day(14),
      expiryDate: day(90),
      description: 'Awaiting publication',
    },
    {
      tid: city.id,
      name: 'Tetra Pak Pilot',
      nameCht: '紙包飲品盒試驗計劃',
      nameChs: '纸包饮品盒试验计划',
      status: 2,
      effectiveDate: day(30),
      expiryDate: day(120),
      description: null,
    },
    {
      tid: city.id,
      name: 'Lunar New Year Recycling',
      nameCht: '農曆新年回收',
      nameChs: '农历新年回收',
      status: 5,
      effectiveDate: day(-120),
      expiryDate: day(-90),
      description: 'Ended',
    },
    {
      tid: (campus ?? city).id,
      name: 'Campus Zero Waste Week',
      nameCht: '園區零廢物週',
      nameChs: '园区零废物周',
      status: 1,
      effectiveDate: day(-3),
      expiryDate: day(4),
      description: null,
    },
    {
      tid: (campus ?? city).id,
      name: 'Staff Cup Amnesty',
      nameCht: '員工杯具回收',
      nameChs: '员工杯具回收',
      status: 0,
      effectiveDate: day(-60),
      expiryDate: day(30),
      description: 'Paused by the campus office',
    },
  ]);
}

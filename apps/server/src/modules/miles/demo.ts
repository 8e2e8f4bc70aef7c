import type { MilesPartnerAnswer } from '@srd/contract';
import { and, asc, eq, gte, inArray, max } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { wallet, walletEntry } from '../ledger/tables.js';
import { DEMO_MEMBER_COUNTS } from '../member/demo.js';
import { tenant } from '../organisation/tables.js';
import { answerConversion, recordConversion } from './service.js';
import { milesConfig } from './tables.js';

const HOUR = 3_600_000;

/** The demo tenants' terms, in tenant order: points per mile and the fewest points a conversion takes. */
const TERMS = [
  { pointsPerMile: 5, minPoints: 50 },
  { pointsPerMile: 4, minPoints: 40 },
];

/**
 * The first demo tenant's conversions, each by another of its members: hours ago, points, Asia Miles number and what
 * Asia Miles answered (after `answeredAfter` hours; a refusal is answered now, its reversal entry being made now).
 */
const STORIES: {
  hoursAgo: number;
  points: number;
  accountNo: string;
  answer?: Omit<MilesPartnerAnswer, 'conversionId'>;
  answeredAfter?: number;
}[] = [
  {
    hoursAgo: 44,
    points: 100,
    accountNo: '1402857391',
    answer: { status: 'credited', reference: 'AM-7Q2K91' },
    answeredAfter: 3,
  },
  {
    hoursAgo: 30,
    points: 60,
    accountNo: '1588204736',
    answer: { status: 'credited', reference: 'AM-7Q3B04' },
    answeredAfter: 2,
  },
  {
    hoursAgo: 20,
    points: 50,
    accountNo: '1730662815',
    answer: { status: 'credited', reference: 'AM-7Q4C77' },
    answeredAfter: 5,
  },
  {
    hoursAgo: 6,
    points: 80,
    accountNo: '1999000123',
    answer: { status: 'refused', reason: 'Asia Miles membership number not found' },
  },
  { hoursAgo: 3, points: 50, accountNo: '1266039478' },
  { hoursAgo: 1.5, points: 100, accountNo: '1845520093' },
];

/**
 * Miles terms for the demo tenants, and conversions of the first one's members (the demo ledger's, seeded before):
 * three credited, one refused with its reversal, two waiting for Asia Miles. Each is written by recordConversion and
 * answered by answerConversion, as the routes do, so every balance stays the sum of its entries. No requests are
 * queued: the demo has no Asia Miles to send them to.
 */
export async function seedDemoMiles(tx: Tx): Promise<void> {
  const tenants = await tx
    .select({ id: tenant.id })
    .from(tenant)
    .where(inArray(tenant.name, Object.keys(DEMO_MEMBER_COUNTS)))
    .orderBy(asc(tenant.id));
  if (tenants.length === 0) return;
  await tx
    .insert(milesConfig)
    .values(tenants.map((owner, index) => ({ tid: owner.id, ...TERMS[index % 2]!, enabled: true })));
  const [admin] = await tx
    .select({ id: adminUser.id, loginId: adminUser.loginId })
    .from(adminUser)
    .where(eq(adminUser.loginId, 'admin'));
  const tid = tenants[0]!.id;
  // Members whose points cover a conversion, each with the time of their last entry: a conversion follows it.
  const holders = await tx
    .select({ id: wallet.memberId, balance: wallet.balance, last: max(walletEntry.createdAt) })
    .from(wallet)
    .innerJoin(walletEntry, eq(walletEntry.walletId, wallet.id))
    .where(and(eq(wallet.tid, tid), eq(wallet.type, 'cst'), gte(wallet.balance, TERMS[0]!.minPoints)))
    .groupBy(wallet.id)
    .orderBy(asc(wallet.memberId));
  const now = Date.now();
  const used = new Set<number>();
  for (const [index, story] of STORIES.entries()) {
    const createdAt = new Date(now - story.hoursAgo * HOUR);
    const holder = holders.find(
      (one) => !used.has(one.id) && one.balance >= story.points && one.last !== null && one.last < createdAt,
    );
    if (!holder) continue;
    used.add(holder.id);
    const { conversion } = await recordConversion(tx, {
      target: { id: holder.id, tid },
      pointsPerMile: TERMS[0]!.pointsPerMile,
      points: story.points,
      accountNo: story.accountNo,
      idempotencyKey: `conversion:demo-${index + 1}`,
      createdBy: admin ?? null,
      createdAt,
    });
    if (story.answer) {
      const answeredAt = story.answeredAfter ? new Date(createdAt.getTime() + story.answeredAfter * HOUR) : undefined;
      await answerConversion(tx, conversion, { conversionId: conversion.id, ...story.answer }, answeredAt);
    }
  }
}

import type { LedgerSource, WalletType } from '@srd/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { integer, pick, seededRng, uniform, type Rng } from '../fleet-demo/model/random.js';
import { member } from '../member/tables.js';
import { postEntries, reverseEntry, type Posting } from './posting.js';
import { walletEntry } from './tables.js';

const DAY = 86_400_000;
/** The demo members that get a ledger: a few hundred, the first by id. */
export const DEMO_LEDGER_MEMBERS = 200;
export const DEMO_LEDGER_DAYS = 21;

/** Why staff adjusted a wallet, as they would write it. */
const ADD_REASONS = [
  'Kiosk did not credit the bottles the member recycled (kiosk log checked)',
  'Goodwill points after the kiosk was out of service',
  'Points for the estate clean-up day',
  'Card was not read at the kiosk; transaction confirmed by photo',
];
const MINUS_REASONS = [
  'Points credited twice for one transaction',
  'Items recycled were not eligible (staff inspection)',
];

interface DemoEvent {
  at: number;
  memberId: number;
  tid: number;
  walletType: WalletType;
  delta: number;
  source: LedgerSource;
  sourceId: string | null;
  reason?: string;
  byAdmin?: boolean;
}

/** A Hong Kong daytime moment of day `daysAgo`. */
function moment(rng: Rng, now: number, daysAgo: number): number {
  const hours = uniform(rng, 1, 14); // 07:00 to 20:00 HKT, counted back from 21:00
  return Math.min(now - 3_600_000, now - daysAgo * DAY - hours * 3_600_000);
}

/** One member's history: recycling credits, Octopus rebates, now and then HKSTP points. */
function memberEvents(rng: Rng, now: number, target: { id: number; tid: number }, index: number): DemoEvent[] {
  const events: DemoEvent[] = [];
  const base = { memberId: target.id, tid: target.tid };
  for (let n = integer(rng, 1, 4); n > 0; n--) {
    const at = moment(rng, now, integer(rng, 0, DEMO_LEDGER_DAYS - 1));
    events.push({
      ...base,
      at,
      walletType: 'cst',
      delta: integer(rng, 1, 12) * 5,
      source: 'recycle',
      sourceId: `demo-tx-${target.id}-${n}`,
    });
  }
  if (index % 3 === 0) {
    for (let n = integer(rng, 1, 2); n > 0; n--)
      events.push({
        ...base,
        at: moment(rng, now, integer(rng, 0, DEMO_LEDGER_DAYS - 1)),
        walletType: 'octopus',
        delta: integer(rng, 30, 500) / 100,
        source: 'rebate',
        sourceId: `demo-rebate-${target.id}-${n}`,
      });
  }
  if (index % 10 === 0)
    events.push({
      ...base,
      at: moment(rng, now, integer(rng, 0, DEMO_LEDGER_DAYS - 1)),
      walletType: 'hkstp',
      delta: integer(rng, 2, 10) * 10,
      source: 'recycle',
      sourceId: `demo-tx-${target.id}-hkstp`,
    });
  if (index % 12 === 5)
    events.push({
      ...base,
      at: moment(rng, now, integer(rng, 0, 6)),
      walletType: 'cst',
      delta: integer(rng, 1, 5) * 10,
      source: 'adjustment',
      sourceId: null,
      reason: pick(rng, ADD_REASONS),
      byAdmin: true,
    });
  if (index % 25 === 7)
    events.push({
      ...base,
      at: moment(rng, now, 0),
      walletType: 'cst',
      delta: -integer(rng, 1, 3) * 5,
      source: 'adjustment',
      sourceId: null,
      reason: pick(rng, MINUS_REASONS),
      byAdmin: true,
    });
  return events;
}

/**
 * Ledger history of the demo members (modules/member's demo, seeded before this one): three weeks of recycling credits
 * and Octopus rebates, some adjustments by the administrator with their reasons, a gift redemption and one reversal,
 * each posted through postEntries in time order so every balance is the sum of its entries. No members, no entries.
 */
export async function seedDemoLedger(tx: Tx): Promise<void> {
  const members = await tx
    .select({ id: member.id, tid: member.tid })
    .from(member)
    .orderBy(asc(member.id))
    .limit(DEMO_LEDGER_MEMBERS);
  if (members.length === 0) return;
  const [admin] = await tx
    .select({ id: adminUser.id, loginId: adminUser.loginId })
    .from(adminUser)
    .where(eq(adminUser.loginId, 'admin'));
  const rng = seededRng(15);
  const now = Date.now();
  const events = members.flatMap((target, index) => memberEvents(rng, now, target, index));
  // A gift redeemed a day ago by the first member whose credits by then cover it.
  const creditBefore = (memberId: number) =>
    events
      .filter((event) => event.memberId === memberId && event.walletType === 'cst' && event.at < now - DAY)
      .reduce((sum, event) => sum + event.delta, 0);
  const redeemer = members.find((target) => creditBefore(target.id) >= 50);
  if (redeemer)
    events.push({
      memberId: redeemer.id,
      tid: redeemer.tid,
      at: now - DAY,
      walletType: 'cst',
      delta: -50,
      source: 'redemption',
      sourceId: 'demo-gift-redemption-1',
    });
  events.sort((a, b) => a.at - b.at || a.memberId - b.memberId);

  const balances = new Map<string, number>();
  let posted = 0;
  for (const event of events) {
    const key = `${event.memberId}:${event.walletType}`;
    const balance = balances.get(key) ?? 0;
    // A debit the wallet cannot cover at that moment is left out, as the ledger would refuse it.
    if (balance + event.delta < 0) continue;
    balances.set(key, Math.round((balance + event.delta) * 100) / 100);
    const posting: Posting = {
      memberId: event.memberId,
      tid: event.tid,
      walletType: event.walletType,
      delta: event.delta,
      source: event.source,
      sourceId: event.sourceId,
      idempotencyKey: `demo:${event.source}:${event.memberId}:${posted++}`,
      reason: event.reason ?? null,
      createdBy: event.byAdmin && admin ? admin : null,
      createdAt: new Date(event.at),
    };
    await postEntries(tx, [posting]);
  }
  // One adjustment made in error and reversed: the first one that added points.
  const [mistaken] = await tx
    .select()
    .from(walletEntry)
    .where(and(eq(walletEntry.source, 'adjustment'), gt(walletEntry.delta, 0)))
    .orderBy(asc(walletEntry.id))
    .limit(1);
  if (mistaken)
    await reverseEntry(tx, mistaken, 'Adjusted the wrong member: the points belong to another card', admin ?? null);
}

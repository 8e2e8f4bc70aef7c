import type { LedgerSource, WalletType } from '@srd/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { integer, pick, seededRng, uniform, type Rng } from '../fleet-demo/model/random.js';
import { member } from '../member/tables.js';
import { postEntries, reverseEntry, type Posting } from './posting.js';
import { wallet, walletEntry } from './tables.js';

const DAY = 86_400_000;
/** The demo members staff adjusted: the first few hundred by id. */
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

const HKSTP_REASON = 'HKSTP points for the science park recycling day';
const GIFT_POINTS = 50;

interface DemoEvent {
  at: number;
  memberId: number;
  tid: number;
  walletType: WalletType;
  delta: number;
  source: LedgerSource;
  sourceId?: string;
  reason?: string;
}

/** A Hong Kong daytime moment of day `daysAgo`. */
function moment(rng: Rng, now: number, daysAgo: number): number {
  const hours = uniform(rng, 1, 14); // 07:00 to 20:00 HKT, counted back from 21:00
  return Math.min(now - 3_600_000, now - daysAgo * DAY - hours * 3_600_000);
}

/** What staff did to one member's wallets: now and then points added or taken back, with the reason. */
function memberEvents(rng: Rng, now: number, target: { id: number; tid: number }, index: number): DemoEvent[] {
  const events: DemoEvent[] = [];
  const base = { memberId: target.id, tid: target.tid, walletType: 'cst' as const, source: 'adjustment' as const };
  if (index % 12 === 5)
    events.push({
      ...base,
      at: moment(rng, now, integer(rng, 0, 6)),
      delta: integer(rng, 1, 5) * 10,
      reason: pick(rng, ADD_REASONS),
    });
  if (index % 10 === 0)
    events.push({
      ...base,
      at: moment(rng, now, integer(rng, 0, DEMO_LEDGER_DAYS - 1)),
      walletType: 'hkstp',
      delta: integer(rng, 2, 10) * 10,
      reason: HKSTP_REASON,
    });
  if (index % 25 === 7)
    events.push({
      ...base,
      at: moment(rng, now, 0),
      delta: -integer(rng, 1, 3) * 5,
      reason: pick(rng, MINUS_REASONS),
    });
  return events;
}

/**
 * What staff did to the demo members' wallets (modules/member's demo members, credited by the demo fleet's past
 * transactions before this runs): adjustments by the administrator with their reasons, HKSTP points, a gift
 * redemption and one reversal, each posted through postEntries in time order. A debit the wallet cannot cover is
 * left out, as the ledger would refuse it. No members, no entries.
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
  const held = await tx
    .select({ memberId: wallet.memberId, type: wallet.type, balance: wallet.balance })
    .from(wallet)
    .where(
      inArray(
        wallet.memberId,
        members.map((target) => target.id),
      ),
    );
  const balances = new Map(held.map((row) => [`${row.memberId}:${row.type}`, Number(row.balance)]));
  const rng = seededRng(15);
  const now = Date.now();
  const events = members.flatMap((target, index) => memberEvents(rng, now, target, index));
  // A gift redeemed a day ago by the first member whose points cover it.
  const redeemer = members.find((target) => (balances.get(`${target.id}:cst`) ?? 0) >= GIFT_POINTS);
  if (redeemer)
    events.push({
      memberId: redeemer.id,
      tid: redeemer.tid,
      at: now - DAY,
      walletType: 'cst',
      delta: -GIFT_POINTS,
      source: 'redemption',
      sourceId: 'demo-gift-redemption-1',
    });
  events.sort((a, b) => a.at - b.at || a.memberId - b.memberId);

  let posted = 0;
  for (const event of events) {
    const key = `${event.memberId}:${event.walletType}`;
    const balance = balances.get(key) ?? 0;
    if (balance + event.delta < 0) continue;
    balances.set(key, Math.round((balance + event.delta) * 100) / 100);
    const posting: Posting = {
      memberId: event.memberId,
      tid: event.tid,
      walletType: event.walletType,
      delta: event.delta,
      source: event.source,
      sourceId: event.sourceId ?? null,
      idempotencyKey: `demo:${event.source}:${event.memberId}:${posted++}`,
      reason: event.reason ?? null,
      createdBy: event.source === 'adjustment' && admin ? admin : null,
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

import { CreditMode, JOB_TIME_ZONE, type RecycleCap, type RecycleTransaction } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { postEntries, type Posting } from '../ledger/posting.js';

/** The member a transaction names. */
export interface NamedMember {
  id: number;
  membershipNo: string;
}

/** An Octopus number as kiosks read it: 8 or 9 digits and a check digit, with or without brackets or spaces. */
function octopusParts(number: string): { prefix: string; suffix: string } | null {
  const digits = number.replace(/[\s()-]/g, '');
  return /^\d{9,10}$/.test(digits) ? { prefix: digits.slice(0, -1), suffix: digits.slice(-1) } : null;
}

/**
 * The active member of the kiosk's tenant a transaction names: by its payment mode's number first (1 Octopus, 2 member
 * card), then by any other number it carries. Null: anonymous recycling (none named, or none matches).
 */
export async function memberNamed(
  tx: DbOrTx,
  tid: number | null,
  body: Pick<RecycleTransaction, 'paymentMode' | 'memberCardNo' | 'octopusNo' | 'membershipNo'>,
): Promise<NamedMember | null> {
  if (tid === null) return null;
  const byCard = (
    cardNo: string,
  ) => sql`select m.id, m.membership_no from member_card c join member m on m.id = c.member_id
    where c.tid = ${tid} and c.card_no = ${cardNo} and c.status = 1 and m.status = 1`;
  const byOctopus = (number: string) => {
    const parts = octopusParts(number);
    return parts
      ? sql`select m.id, m.membership_no from member_octopus o join member m on m.id = o.member_id
          where o.tid = ${tid} and o.prefix = ${parts.prefix} and o.suffix = ${parts.suffix} and o.status = 1
            and m.status = 1`
      : null;
  };
  const byMembership = (number: string) => sql`select id, membership_no from member
    where tid = ${tid} and lower(membership_no) = lower(${number}) and status = 1`;
  const card = body.memberCardNo ? byCard(body.memberCardNo) : null;
  const octopus = body.octopusNo ? byOctopus(body.octopusNo) : null;
  const membership = body.membershipNo ? byMembership(body.membershipNo) : null;
  const order = body.paymentMode === 1 ? [octopus, card, membership] : [card, octopus, membership];
  for (const query of order) {
    if (!query) continue;
    const [found] = await queryRows<{ id: number; membership_no: string }>(tx, query);
    if (found) return { id: found.id, membershipNo: found.membership_no };
  }
  return null;
}

/** One item as earning reads it: its catalogue code, count and weight. */
export interface EarningItem {
  material: string;
  count: number;
  weightKg: number;
}

export interface ItemEarning {
  points: number;
  rebate: number;
}

export interface DayUsage {
  material: string;
  quantity: number;
  points: number;
  amount: number;
}

/** Transactions that earned: finished, or waiting and since approved. */
export const EARNED_TRANSACTION = sql`(t.status = 1 or (t.status = 4 and t.review_decision = 'approved'))`;

const toCents = (value: number) => Math.round(value * 100) / 100;

/** What a member has earned so far on one day, per material (upper-case catalogue code). */
export type DayUsageByMaterial = Map<string, DayUsage>;

/** The tenant's recycle config as earning reads it: each material's rule by upper-case catalogue code. */
export const rulesOf = (config: RecycleCap[] | null | undefined): Map<string, RecycleCap> =>
  new Map((config ?? []).map((rule) => [rule.materialCode.toUpperCase(), rule]));

/**
 * What each item earns by the tenant's rates (per kilogram or per item, as the kiosk credits) within what is left of
 * each material's daily caps after `used`, which it adds the items' earnings to.
 */
export function earnWithinCaps(
  rules: Map<string, RecycleCap>,
  creditMode: number,
  used: DayUsageByMaterial,
  items: EarningItem[],
): ItemEarning[] {
  return items.map((item) => {
    const key = item.material.toUpperCase();
    const rule = rules.get(key);
    if (!rule) return { points: 0, rebate: 0 };
    const today = used.get(key) ?? { material: key, quantity: 0, points: 0, amount: 0 };
    const room = (cap: number, spent: number) => (cap > 0 ? Math.max(0, cap - spent) : Infinity);
    // Past the quantity cap, only the share of the item within it earns.
    const share = item.count === 0 ? 1 : Math.min(1, room(rule.dailyMaxQuantity, today.quantity) / item.count);
    const units = (creditMode === CreditMode.ByCount ? item.count : item.weightKg) * share;
    const points = Math.min(Math.floor(units * rule.pointsPerUnit + 1e-9), room(rule.dailyMaxPoints, today.points));
    const rebate = toCents(Math.min(units * rule.rebatePerUnit, room(rule.dailyMaxAmount, today.amount)));
    today.quantity += Math.round(item.count * share);
    today.points += points;
    today.amount = toCents(today.amount + rebate);
    used.set(key, today);
    return { points, rebate };
  });
}

/**
 * What each item earns the member by the tenant's rules on the transaction's day (Hong Kong time), after what the
 * member's earned transactions of that day used of the caps. The member's row is locked first, so two transactions of
 * one member cannot both spend the same room under a cap. (FOR NO KEY UPDATE: the transaction row, inserted first,
 * holds a key-share lock on the member through its foreign key, which FOR UPDATE would wait on: two such transactions
 * would deadlock.)
 */
export async function itemEarnings(
  tx: DbOrTx,
  input: { memberId: number; tid: number; creditMode: number; at: Date; items: EarningItem[] },
): Promise<ItemEarning[]> {
  // The member's lock and the tenant's rules in one round trip.
  const [config] = await queryRows<{ recycle_config: RecycleCap[] }>(
    tx,
    sql`select t.recycle_config from member m, tenant t where m.id = ${input.memberId} and t.id = ${input.tid}
      for no key update of m`,
  );
  const usage = await queryRows<DayUsage>(
    tx,
    sql`select upper(i.material) as material, sum(i.count)::int as quantity, sum(i.earned_points)::int as points,
        sum(i.rebate_amount)::float8 as amount
      from recycle_transaction t join recycle_item i on i.transaction_id = t.id
      where t.member_id = ${input.memberId} and ${EARNED_TRANSACTION}
        and (t.tran_dttm at time zone ${JOB_TIME_ZONE})::date
          = (${input.at.toISOString()}::timestamptz at time zone ${JOB_TIME_ZONE})::date
      group by upper(i.material)`,
  );
  const used = new Map(usage.map((row) => [row.material, { ...row }]));
  return earnWithinCaps(rulesOf(config?.recycle_config), input.creditMode, used, input.items);
}

/** The postings of a transaction's earnings: points to CST points, the rebate to the Octopus wallet, keyed by it. */
export function earningPostings(earning: {
  transactionId: number;
  memberId: number;
  tid: number;
  points: number;
  rebate: number;
}): Posting[] {
  const common = { memberId: earning.memberId, tid: earning.tid, sourceId: String(earning.transactionId) };
  const postings: Posting[] = [];
  if (earning.points > 0)
    postings.push({
      ...common,
      walletType: 'cst',
      delta: earning.points,
      source: 'recycle',
      idempotencyKey: `recycle:${earning.transactionId}:points`,
    });
  if (earning.rebate > 0)
    postings.push({
      ...common,
      walletType: 'octopus',
      delta: earning.rebate,
      source: 'rebate',
      idempotencyKey: `recycle:${earning.transactionId}:rebate`,
    });
  return postings;
}

/** Credits a transaction's earnings to the member's wallets, once per transaction whatever the replays. */
export async function creditEarnings(
  tx: DbOrTx,
  earning: { transactionId: number; memberId: number; tid: number; points: number; rebate: number },
  createdBy: { id: number; loginId: string } | null = null,
): Promise<void> {
  await postEntries(
    tx,
    earningPostings(earning).map((posting) => ({ ...posting, createdBy })),
  );
}

import { businessToday, CreditMode, JOB_TIME_ZONE, type RecycleCap, type RecycleTransaction } from '@srd/contract';
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

/** What a transaction names its member by, at the kiosk's tenant. */
export type MemberNumbers = Pick<RecycleTransaction, 'paymentMode' | 'memberCardNo' | 'octopusNo' | 'membershipNo'> & {
  tid: number | null;
};

/**
 * The active member of the kiosk's tenant each transaction names, in one statement: by its payment mode's number first
 * (1 Octopus, 2 member card), then by any other number it carries. Null: anonymous recycling (none named, or none
 * matches).
 */
export async function membersNamed(tx: DbOrTx, wanted: MemberNumbers[]): Promise<(NamedMember | null)[]> {
  const octopus = wanted.map((numbers) => (numbers.octopusNo ? octopusParts(numbers.octopusNo) : null));
  const column = <T>(pick: (numbers: MemberNumbers, index: number) => T | null | undefined) =>
    sql.param(wanted.map((numbers, index) => (numbers.tid === null ? null : (pick(numbers, index) ?? null))));
  const found = await queryRows<{ n: number; kind: 'card' | 'octopus' | 'membership'; id: number; no: string }>(
    tx,
    sql`with wanted as (
      select (w.n - 1)::int as n, w.tid, w.card_no, w.prefix, w.suffix, w.membership_no
      from unnest(${column((numbers) => numbers.tid)}::int[], ${column((numbers) => numbers.memberCardNo)}::text[],
        ${column((_, index) => octopus[index]?.prefix)}::text[],
        ${column((_, index) => octopus[index]?.suffix)}::text[],
        ${column((numbers) => numbers.membershipNo)}::text[])
        with ordinality as w(tid, card_no, prefix, suffix, membership_no, n)
    )
    select w.n, 'card' as kind, m.id, m.membership_no as no from wanted w
      join member_card c on c.tid = w.tid and c.card_no = w.card_no and c.status = 1
      join member m on m.id = c.member_id and m.status = 1
    union all
    select w.n, 'octopus', m.id, m.membership_no from wanted w
      join member_octopus o on o.tid = w.tid and o.prefix = w.prefix and o.suffix = w.suffix and o.status = 1
      join member m on m.id = o.member_id and m.status = 1
    union all
    select w.n, 'membership', m.id, m.membership_no from wanted w
      join member m on m.tid = w.tid and lower(m.membership_no) = lower(w.membership_no) and m.status = 1`,
  );
  const byRequest = new Map<string, NamedMember>();
  for (const row of found) byRequest.set(`${row.n}:${row.kind}`, { id: row.id, membershipNo: row.no });
  return wanted.map((numbers, index) => {
    const order = numbers.paymentMode === 1 ? ['octopus', 'card', 'membership'] : ['card', 'octopus', 'membership'];
    for (const kind of order) {
      const member = byRequest.get(`${index}:${kind}`);
      if (member) return member;
    }
    return null;
  });
}

/** The member one transaction names (membersNamed for one). */
export async function memberNamed(
  tx: DbOrTx,
  tid: number | null,
  numbers: Omit<MemberNumbers, 'tid'>,
): Promise<NamedMember | null> {
  const [named] = await membersNamed(tx, [{ ...numbers, tid }]);
  return named!;
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

/** A transaction to earn for: its member, tenant, kiosk credit mode, time and items. */
export interface EarningRequest {
  memberId: number;
  tid: number;
  creditMode: number;
  at: Date;
  items: EarningItem[];
  /** Whether what it earns uses up the member's room under the caps now (finished), or only once approved. */
  spends: boolean;
}

/**
 * What each item of each transaction earns its member by the tenant's rules on the transaction's day (Hong Kong time),
 * after what the member's earned transactions of that day used of the caps, and the transactions before it in the
 * list. The members' rows are locked first, in id order, so two batches cannot both spend the same room under a cap.
 * (FOR NO KEY UPDATE: a transaction row, inserted first, holds a key-share lock on its member through its foreign key,
 * which FOR UPDATE would wait on: two such batches would deadlock.)
 */
export async function earningsOf(tx: DbOrTx, requests: EarningRequest[]): Promise<ItemEarning[][]> {
  if (requests.length === 0) return [];
  const memberIds = [...new Set(requests.map((request) => request.memberId))];
  // The members' locks and their tenants' rules in one round trip.
  const configs = await queryRows<{ member_id: number; recycle_config: RecycleCap[] | null }>(
    tx,
    sql`select m.id as member_id, t.recycle_config from member m join tenant t on t.id = m.tid
      where m.id = any(${sql.param(memberIds)}::int[]) order by m.id for no key update of m`,
  );
  const rules = new Map(configs.map((row) => [row.member_id, rulesOf(row.recycle_config)]));
  const days = requests.map((request) => businessToday(request.at));
  const usage = await queryRows<DayUsage & { member_id: number; day: string }>(
    tx,
    sql`select p.member_id, p.day::text as day, upper(i.material) as material, sum(i.count)::int as quantity,
        sum(i.earned_points)::int as points, sum(i.rebate_amount)::float8 as amount
      from (select distinct * from unnest(${sql.param(requests.map((request) => request.memberId))}::int[],
          ${sql.param(days)}::date[])) as p(member_id, day)
        join recycle_transaction t on t.member_id = p.member_id
          and t.tran_dttm >= p.day::timestamp at time zone ${JOB_TIME_ZONE}
          and t.tran_dttm < (p.day + 1)::timestamp at time zone ${JOB_TIME_ZONE}
        join recycle_item i on i.transaction_id = t.id
      where ${EARNED_TRANSACTION}
      group by p.member_id, p.day, upper(i.material)`,
  );
  const usedOn = new Map<string, DayUsageByMaterial>();
  const usedBy = (memberId: number, day: string) => {
    const key = `${memberId}:${day}`;
    let used = usedOn.get(key);
    if (!used) usedOn.set(key, (used = new Map<string, DayUsage>()));
    return used;
  };
  for (const row of usage) {
    const { member_id: memberId, day, ...used } = row;
    usedBy(memberId, day).set(used.material, used);
  }
  return requests.map((request, index) => {
    const used = usedBy(request.memberId, days[index]!);
    // One waiting for approval earns within the room left, without using it up: it is counted once approved.
    const room: DayUsageByMaterial = request.spends
      ? used
      : new Map([...used].map(([material, day]) => [material, { ...day }]));
    return earnWithinCaps(rules.get(request.memberId) ?? rulesOf(null), request.creditMode, room, request.items);
  });
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

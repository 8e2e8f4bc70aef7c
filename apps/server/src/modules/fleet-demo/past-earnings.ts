import { businessToday, type RecycleCap, type RecycleTransaction } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import {
  earningPostings,
  earnWithinCaps,
  rulesOf,
  type DayUsageByMaterial,
  type ItemEarning,
} from '../device/earning.js';
import { postCredits } from '../ledger/bulk-credits.js';
import { DEMO_MEMBER_COUNTS, demoCardNo, demoOctopusNo } from '../member/demo.js';
import { HOUR } from './model/kiosk-model.js';
import { MEMBER_SHARE } from './history.js';
import { integer, seededRng, type Rng } from './model/random.js';

/** Smart-classify transactions of the last hours left "Need approve" for staff on TransactionList: a few. */
const NEEDS_APPROVAL = 4;
const AWAITING_REVIEW = 6;
const REVIEW_WINDOW_MS = 48 * HOUR;
const SMART_CLASSIFY = 1;

/** A past transaction of a demo kiosk, before it is stored. */
export interface PastTransaction {
  ref: { kioskId: number; tid: number | null };
  transaction: RecycleTransaction;
}

/** The kiosk facts earning reads. */
export interface DemoKioskFacts {
  kioskType: number;
  creditMode: number;
  tenantName: string | null;
}

/** Who a stored past transaction names and what its items earn (zero for anonymous ones). */
export interface PastEarning {
  memberId: number;
  items: ItemEarning[];
  points: number;
  rebate: number;
}

/**
 * Names a demo member on MEMBER_SHARE of the transactions, as the live demo does: by member card (paymentMode 2), or
 * for a member with an Octopus card by it half the time (paymentMode 1). Members without a card recycle anonymously.
 */
function nameMembers(rows: PastTransaction[], facts: Map<number, DemoKioskFacts>, rng: Rng): void {
  for (const { ref, transaction } of rows) {
    const members = DEMO_MEMBER_COUNTS[facts.get(ref.kioskId)?.tenantName ?? ''];
    if (ref.tid === null || !members || rng.next() >= MEMBER_SHARE) continue;
    const n = integer(rng, 1, members);
    if (n % 7 === 0 && rng.next() < 0.5)
      Object.assign(transaction, { paymentMode: 1, octopusNo: demoOctopusNo(ref.tid, n) });
    else if (n % 10 !== 0) Object.assign(transaction, { paymentMode: 2, memberCardNo: demoCardNo(ref.tid, n) });
  }
}

/** The active members the named numbers find, through the card tables as the device route finds them. */
async function membersByNumber(tx: Tx, rows: PastTransaction[]): Promise<Map<string, number>> {
  const named = rows.filter(({ transaction }) => transaction.paymentMode !== undefined);
  const cards = [...new Set(named.flatMap(({ transaction }) => transaction.memberCardNo ?? []))];
  const octopus = [...new Set(named.flatMap(({ transaction }) => transaction.octopusNo ?? []))];
  const found = await queryRows<{ tid: number; number: string; id: number }>(
    tx,
    sql`select c.tid, c.card_no as number, m.id from member_card c join member m on m.id = c.member_id
        where c.card_no = any(${sql.param(cards)}::text[]) and c.status = 1 and m.status = 1
      union all
      select o.tid, o.prefix || o.suffix, m.id from member_octopus o join member m on m.id = o.member_id
        where o.prefix || o.suffix = any(${sql.param(octopus)}::text[]) and o.status = 1 and m.status = 1`,
  );
  return new Map(found.map((row) => [`${row.tid}:${row.number}`, row.id]));
}

/**
 * Names demo members on the fleet's past transactions, computes what each earns by its tenant's recycle config within
 * the member's daily caps (earning.ts, as the device route does), and leaves a few recent smart-classify ones waiting
 * for approval. Changes the transactions in place; answers each named one's member and earnings by uuid.
 */
export async function earnPast(
  tx: Tx,
  rows: PastTransaction[],
  facts: Map<number, DemoKioskFacts>,
  now: number,
  seed: number,
): Promise<Map<string, PastEarning>> {
  const rng = seededRng(seed);
  nameMembers(rows, facts, rng);
  const memberOf = await membersByNumber(tx, rows);
  const configs = await queryRows<{ id: number; recycle_config: RecycleCap[] | null }>(
    tx,
    sql`select id, recycle_config from tenant`,
  );
  const rulesByTenant = new Map(configs.map((row) => [row.id, rulesOf(row.recycle_config)]));
  const usage = new Map<string, DayUsageByMaterial>();
  const earnings = new Map<string, PastEarning>();
  let awaiting = 0;
  const ordered = [...rows].sort((a, b) => a.transaction.tranDttm.localeCompare(b.transaction.tranDttm));
  for (const { ref, transaction } of ordered) {
    const number = transaction.paymentMode === 1 ? transaction.octopusNo : transaction.memberCardNo;
    const memberId = number === undefined ? undefined : memberOf.get(`${ref.tid}:${number}`);
    const kiosk = facts.get(ref.kioskId);
    if (memberId === undefined || !kiosk || ref.tid === null) continue;
    const at = Date.parse(transaction.tranDttm);
    const day = `${memberId}:${businessToday(new Date(at))}`;
    const used = new Map([...(usage.get(day) ?? [])].map(([key, value]) => [key, { ...value }]));
    const rules = rulesByTenant.get(ref.tid) ?? rulesOf([]);
    const items = earnWithinCaps(rules, kiosk.creditMode, used, transaction.items);
    const points = items.reduce((sum, item) => sum + item.points, 0);
    const rebate = Math.round(items.reduce((sum, item) => sum + item.rebate, 0) * 100) / 100;
    const recent = kiosk.kioskType === SMART_CLASSIFY && now - at < REVIEW_WINDOW_MS;
    if (recent && awaiting < AWAITING_REVIEW && rng.next() < 0.3) {
      // Waiting for review, it uses none of the day's caps until it is approved.
      transaction.status = NEEDS_APPROVAL;
      awaiting++;
    } else usage.set(day, used);
    earnings.set(transaction.uuid, { memberId, items, points, rebate });
  }
  return earnings;
}

/** Credits the finished transactions' earnings to their members' wallets, keyed as the device route keys them. */
export async function creditPast(
  tx: Tx,
  stored: { id: number; tid: number; tranDttm: string; status: number; earning: PastEarning }[],
): Promise<void> {
  const postings = stored
    .filter((row) => row.status === 1)
    .flatMap(({ id, tid, tranDttm, earning }) =>
      earningPostings({ transactionId: id, tid, ...earning }).map((posting) => ({
        ...posting,
        createdAt: new Date(tranDttm),
      })),
    );
  await postCredits(tx, postings);
}

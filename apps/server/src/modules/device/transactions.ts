import { ErrorCode, type RecycleTransaction, type RecycleTransactionResult } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { EpdConfig } from '../../config.js';
import type { RowOutcome } from '../../platform/db/batch-writer.js';
import { queryRows, type Db, type Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { postCredits } from '../ledger/bulk-credits.js';
import type { Posting } from '../ledger/posting.js';
import { publishWebhookEvents, type WebhookOccurrence } from '../webhook/publish.js';
import type { DeviceKiosk } from './credentials.js';
import { earningPostings, earningsOf, membersNamed, type ItemEarning, type NamedMember } from './earning.js';

const param = sql.param;

/** A transaction a kiosk posted, waiting in the batch writer. */
export interface PostedTransaction {
  kiosk: DeviceKiosk;
  body: RecycleTransaction;
}

export type RecordedTransaction = Omit<RecycleTransactionResult, 'receiptUrl'>;

/** Completion states (SPEC 4) whose items earn: finished, and "need approve" once staff approve it. */
const FINISHED = 1;
const NEEDS_APPROVAL = 4;

/** A transaction being written: what it posted, with its items' catalogue codes and the totals the server computes. */
interface Writing extends PostedTransaction {
  items: (RecycleTransaction['items'][number] & { material: string })[];
  at: Date;
  totalCount: number;
  totalWeightKg: number;
  totalPoints: number;
  named: NamedMember | null;
  /** The kiosk's credit mode and EPD location, as staff set them now. */
  place: KioskPlace;
  id: number;
  earnings: ItemEarning[];
}

interface KioskPlace {
  creditMode: number;
  locationId: string | null;
}

/** The catalogue code of each material the transactions name, by its upper-case spelling. */
async function catalogueCodes(db: Db, posted: PostedTransaction[]): Promise<Map<string, string>> {
  const wanted = [...new Set(posted.flatMap(({ body }) => body.items.map((item) => item.material.toUpperCase())))];
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from kiosk_material_type where upper(code) = any(${param(wanted)}::text[])`,
  );
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.code]));
}

/** The transaction with its catalogue codes and totals; 400 (2026) naming the materials the catalogue lacks. */
function prepare(posted: PostedTransaction, codes: Map<string, string>): Writing {
  const unknown = [...new Set(posted.body.items.map((item) => item.material.toUpperCase()))].filter(
    (material) => !codes.has(material),
  );
  if (unknown.length > 0) throw new AppError(ErrorCode.UnknownMaterial, { materials: unknown.join(', ') });
  const items = posted.body.items.map((item) => ({ ...item, material: codes.get(item.material.toUpperCase())! }));
  let totalCount = 0,
    totalWeight = 0,
    totalPoints = 0;
  for (const item of items) {
    totalCount += item.count;
    totalWeight += item.weightKg;
    totalPoints += item.points;
  }
  return {
    ...posted,
    items,
    at: new Date(posted.body.tranDttm),
    totalCount,
    totalWeightKg: Math.round(totalWeight * 1000) / 1000,
    totalPoints,
    named: null,
    place: { creditMode: 0, locationId: null },
    id: 0,
    earnings: [],
  };
}

/** The credit mode and EPD location of each kiosk of the batch. */
async function kioskPlaces(tx: Tx, rows: Writing[]): Promise<Map<number, KioskPlace>> {
  const kiosks = await queryRows<{ id: number; credit_mode: number; location_id: string | null }>(
    tx,
    sql`select id, credit_mode, location_id from kiosk
      where id = any(${param([...new Set(rows.map((row) => row.kiosk.id))])}::int[])`,
  );
  return new Map(kiosks.map((row) => [row.id, { creditMode: row.credit_mode, locationId: row.location_id }]));
}

/**
 * Inserts the transactions, each once per uuid; answers the ids of those inserted by uuid. A uuid recorded before (or
 * twice in the batch: the first stands) is left out.
 */
async function insertTransactions(tx: Tx, rows: Writing[]): Promise<Map<string, number>> {
  const column = <T>(pick: (row: Writing) => T) => param(rows.map(pick));
  const inserted = await queryRows<{ id: number; uuid: string }>(
    tx,
    sql`insert into recycle_transaction (uuid, batch_id, kiosk_id, tid, tran_dttm, status, payment_mode,
        member_card_no, member_id, amount, total_count, total_weight_kg, total_points)
      select * from unnest(${column((row) => row.body.uuid)}::uuid[], ${column((row) => row.body.batchId)}::text[],
        ${column((row) => row.kiosk.id)}::int[], ${column((row) => row.kiosk.tid)}::int[],
        ${column((row) => row.at.toISOString())}::timestamptz[], ${column((row) => row.body.status)}::smallint[],
        ${column((row) => row.body.paymentMode ?? null)}::smallint[],
        ${column((row) => row.body.memberCardNo ?? null)}::text[], ${column((row) => row.named?.id ?? null)}::int[],
        ${column((row) => row.body.amount)}::numeric[], ${column((row) => row.totalCount)}::int[],
        ${column((row) => row.totalWeightKg)}::numeric[], ${column((row) => row.totalPoints)}::int[])
      on conflict (uuid) do nothing
      returning id::int as id, uuid::text as uuid`,
  );
  return new Map(inserted.map((row) => [row.uuid, row.id]));
}

/** 409 (2025) for each replayed uuid, with the original's id when the transaction is the kiosk's own. */
async function replays(tx: Tx, rows: Writing[]): Promise<AppError[]> {
  const originals = await queryRows<{ uuid: string; id: number; kiosk_id: number }>(
    tx,
    sql`select uuid::text as uuid, id::int as id, kiosk_id from recycle_transaction
      where uuid = any(${param(rows.map((row) => row.body.uuid))}::uuid[])`,
  );
  const byUuid = new Map(originals.map((row) => [row.uuid, row]));
  return rows.map((row) => {
    const original = byUuid.get(row.body.uuid);
    const own = original?.kiosk_id === row.kiosk.id ? { transactionId: original.id } : undefined;
    return new AppError(ErrorCode.TransactionReplay, undefined, own);
  });
}

/** The items of the recorded transactions, each with what it earned. */
async function insertItems(tx: Tx, rows: Writing[]): Promise<void> {
  const items = rows.flatMap((row) =>
    row.items.map((item, index) => ({ ...item, id: row.id, earned: row.earnings[index] ?? { points: 0, rebate: 0 } })),
  );
  const column = <T>(pick: (item: (typeof items)[number]) => T) => param(items.map(pick));
  await tx.execute(sql`
    insert into recycle_item
      (transaction_id, material, count, weight_kg, barcode, points, earned_points, rebate_amount)
    select * from unnest(${column((item) => item.id)}::bigint[], ${column((item) => item.material)}::text[],
      ${column((item) => item.count)}::int[], ${column((item) => item.weightKg)}::numeric[],
      ${column((item) => item.barcode ?? null)}::text[], ${column((item) => item.points)}::int[],
      ${column((item) => item.earned.points)}::int[], ${column((item) => item.earned.rebate)}::numeric[])`);
}

const earnedOf = (row: Writing) => ({
  points: row.earnings.reduce((sum, item) => sum + item.points, 0),
  rebate: Math.round(row.earnings.reduce((sum, item) => sum + item.rebate, 0) * 100) / 100,
});

/** Each earning transaction's totals, and the credits of the finished ones to their members' wallets. */
async function recordEarnings(tx: Tx, rows: Writing[]): Promise<void> {
  const earning = rows
    .map((row) => ({ row, ...earnedOf(row) }))
    .filter(({ points, rebate }) => points > 0 || rebate > 0);
  if (earning.length === 0) return;
  await tx.execute(sql`
    update recycle_transaction t set earned_points = e.points, rebate_amount = e.rebate
    from unnest(${param(earning.map(({ row }) => row.id))}::bigint[],
      ${param(earning.map(({ points }) => points))}::int[], ${param(earning.map(({ rebate }) => rebate))}::numeric[])
      as e(id, points, rebate)
    where t.id = e.id`);
  const postings: Posting[] = earning
    .filter(({ row }) => row.body.status === FINISHED)
    .flatMap(({ row, points, rebate }) =>
      earningPostings({ transactionId: row.id, memberId: row.named!.id, tid: row.kiosk.tid!, points, rebate }),
    );
  await postCredits(tx, postings);
}

/** What another system needs of each transaction's recycling, and nothing of the member's. */
async function publish(tx: Tx, rows: Writing[], epd: EpdConfig | undefined): Promise<void> {
  const occurrences: WebhookOccurrence[] = rows.map((row) => ({
    tid: row.kiosk.tid,
    key: row.body.uuid,
    at: row.at,
    data: {
      uuid: row.body.uuid,
      batchId: row.body.batchId,
      kid: row.kiosk.kid,
      locationId: row.place.locationId,
      tranDttm: row.at.toISOString(),
      status: row.body.status,
      totalCount: row.totalCount,
      totalWeightKg: row.totalWeightKg,
      items: row.items.map((item) => ({ material: item.material, count: item.count, weightKg: item.weightKg })),
    },
  }));
  await publishWebhookEvents(tx, 'recycle.transaction', occurrences, epd);
}

/** Whether a transaction earns: it names a member of a tenant and finished, or waits for approval. */
const earns = (row: Writing) =>
  row.named !== null && row.kiosk.tid !== null && (row.body.status === FINISHED || row.body.status === NEEDS_APPROVAL);

function answerOf(row: Writing): RecordedTransaction {
  const { points, rebate } = earnedOf(row);
  return {
    transactionId: row.id,
    totalCount: row.totalCount,
    totalWeightKg: row.totalWeightKg,
    totalPoints: row.totalPoints,
    membershipNo: row.named?.membershipNo ?? null,
    earnedPoints: points,
    rebateAmount: rebate,
    earning:
      !earns(row) || (points === 0 && rebate === 0)
        ? 'none'
        : row.body.status === FINISHED
          ? 'credited'
          : 'awaitingApproval',
  };
}

/**
 * Records a batch of recycle transactions in one database transaction, in a few statements whatever their number,
 * each exactly once per uuid, with its items and the totals the server computes: the member it names, what it earns by
 * the tenant's recycle config within the member's daily caps (what the kiosk claims is kept as claimed, never
 * credited), the credit to the member's wallets when it finished (a "need approve" one waits for staff), and a request
 * to each system that subscribes to recycling (the EPD's endpoint where `epd` is set). Answers each transaction's
 * outcome by position: recorded; 400 (2026) naming materials the catalogue lacks; 409 (2025) for a uuid recorded
 * already, with the transaction's id when it is the kiosk's own. Throws when the database refused the batch.
 */
export async function writeTransactions(
  db: Db,
  posted: PostedTransaction[],
  epd?: EpdConfig,
): Promise<RowOutcome<RecordedTransaction>[]> {
  const codes = await catalogueCodes(db, posted);
  const outcomes: RowOutcome<RecordedTransaction>[] = [];
  const writing: { row: Writing; position: number }[] = [];
  posted.forEach((transaction, position) => {
    try {
      writing.push({ row: prepare(transaction, codes), position });
    } catch (error) {
      outcomes[position] = { refused: error as AppError };
    }
  });
  if (writing.length === 0) return outcomes;
  await db.transaction(async (tx) => {
    const rows = writing.map(({ row }) => row);
    const named = await membersNamed(
      tx,
      rows.map((row) => ({ ...row.body, tid: row.kiosk.tid })),
    );
    const places = await kioskPlaces(tx, rows);
    rows.forEach((row, index) => {
      row.named = named[index]!;
      row.place = places.get(row.kiosk.id)!;
    });
    const ids = await insertTransactions(tx, rows);
    // A uuid twice in the batch: the first stands, the others are its replays.
    const firstOf = new Map<string, Writing>();
    const recorded: Writing[] = [];
    const replayed: { row: Writing; position: number }[] = [];
    writing.forEach(({ row, position }) => {
      const id = ids.get(row.body.uuid);
      if (id !== undefined && !firstOf.has(row.body.uuid)) {
        firstOf.set(row.body.uuid, row);
        row.id = id;
        recorded.push(row);
      } else replayed.push({ row, position });
    });
    if (replayed.length > 0) {
      const refusals = await replays(
        tx,
        replayed.map(({ row }) => row),
      );
      replayed.forEach(({ position }, index) => (outcomes[position] = { refused: refusals[index]! }));
    }
    if (recorded.length === 0) return;
    const earning = recorded.filter(earns);
    const earnings = await earningsOf(
      tx,
      earning.map((row) => ({
        memberId: row.named!.id,
        tid: row.kiosk.tid!,
        creditMode: row.place.creditMode,
        at: row.at,
        items: row.items,
        spends: row.body.status === FINISHED,
      })),
    );
    earning.forEach((row, index) => (row.earnings = earnings[index]!));
    await insertItems(tx, recorded);
    await recordEarnings(tx, recorded);
    await publish(tx, recorded, epd);
  });
  for (const { row, position } of writing)
    if (row.id !== 0 && !outcomes[position]) outcomes[position] = { answer: answerOf(row) };
  return outcomes;
}

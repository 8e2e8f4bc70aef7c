import { ErrorCode, type RecycleTransaction, type RecycleTransactionResult } from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import type { EpdConfig } from '../../config.js';
import type { Db } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DeviceKiosk } from './credentials.js';
import { kiosk as kioskTable } from '../kiosk/tables.js';
import { publishWebhookEvents } from '../webhook/publish.js';
import { creditEarnings, itemEarnings, memberNamed } from './earning.js';
import { recycleTransaction } from './tables.js';

const param = sql.param;

/** The catalogue code of each material named (matched without regard to case); 400 (2026) naming the unknown ones. */
async function catalogueCodes(db: Db, materials: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(materials.map((material) => material.toUpperCase()))];
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from kiosk_material_type where upper(code) = any(${param(wanted)}::text[])`,
  );
  const codes = new Map(rows.map((row) => [row.code.toUpperCase(), row.code]));
  const unknown = wanted.filter((material) => !codes.has(material));
  if (unknown.length > 0) throw new AppError(ErrorCode.UnknownMaterial, { materials: unknown.join(', ') });
  return codes;
}

/** Completion states (SPEC 4) whose items earn: finished, and "need approve" once staff approve it. */
const FINISHED = 1;
const NEEDS_APPROVAL = 4;

/**
 * Records a recycle transaction of the kiosk exactly once per uuid, with its items and the totals the server computes,
 * in one transaction: the member it names, what it earns by the tenant's recycle config within the member's daily caps
 * (what the kiosk claims is kept as claimed, never credited), the credit to the member's wallets when it finished (a
 * "need approve" one waits for staff), and a request to each system that subscribes to recycling (the EPD's endpoint
 * where `epd` is set). A recorded uuid answers 409 (2025), with the transaction's id when it is the kiosk's own, and
 * changes nothing.
 */
export async function recordTransaction(
  db: Db,
  kiosk: DeviceKiosk,
  body: RecycleTransaction,
  epd?: EpdConfig,
): Promise<Omit<RecycleTransactionResult, 'receiptUrl'>> {
  const codes = await catalogueCodes(
    db,
    body.items.map((item) => item.material),
  );
  const items = body.items.map((item) => ({ ...item, material: codes.get(item.material.toUpperCase())! }));
  let totalCount = 0,
    totalWeight = 0,
    totalPoints = 0;
  for (const item of items) {
    totalCount += item.count;
    totalWeight += item.weightKg;
    totalPoints += item.points;
  }
  const totalWeightKg = Math.round(totalWeight * 1000) / 1000;
  const at = new Date(body.tranDttm);
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select({ locationId: kioskTable.locationId, creditMode: kioskTable.creditMode })
      .from(kioskTable)
      .where(eq(kioskTable.id, kiosk.id));
    const named = await memberNamed(tx, kiosk.tid, body);
    const [recorded] = await tx
      .insert(recycleTransaction)
      .values({
        uuid: body.uuid,
        batchId: body.batchId,
        kioskId: kiosk.id,
        tid: kiosk.tid,
        tranDttm: at,
        status: body.status,
        paymentMode: body.paymentMode ?? null,
        memberCardNo: body.memberCardNo ?? null,
        memberId: named?.id ?? null,
        amount: body.amount,
        totalCount,
        totalWeightKg,
        totalPoints,
      })
      .onConflictDoNothing({ target: recycleTransaction.uuid })
      .returning({ id: recycleTransaction.id });
    if (!recorded) {
      const [original] = await tx
        .select({ id: recycleTransaction.id, kioskId: recycleTransaction.kioskId })
        .from(recycleTransaction)
        .where(eq(recycleTransaction.uuid, body.uuid));
      throw new AppError(
        ErrorCode.TransactionReplay,
        undefined,
        original?.kioskId === kiosk.id ? { transactionId: original.id } : undefined,
      );
    }
    const earns = named !== null && kiosk.tid !== null && (body.status === FINISHED || body.status === NEEDS_APPROVAL);
    const earnings = earns
      ? await itemEarnings(tx, { memberId: named.id, tid: kiosk.tid!, creditMode: place!.creditMode, at, items })
      : items.map(() => ({ points: 0, rebate: 0 }));
    const earnedPoints = earnings.reduce((sum, item) => sum + item.points, 0);
    const rebateAmount = Math.round(earnings.reduce((sum, item) => sum + item.rebate, 0) * 100) / 100;
    await tx.execute(sql`
      insert into recycle_item
        (transaction_id, material, count, weight_kg, barcode, points, earned_points, rebate_amount)
      select ${recorded.id}, * from unnest(
        ${param(items.map((item) => item.material))}::text[],
        ${param(items.map((item) => item.count))}::int[],
        ${param(items.map((item) => item.weightKg))}::numeric[],
        ${param(items.map((item) => item.barcode ?? null))}::text[],
        ${param(items.map((item) => item.points))}::int[],
        ${param(earnings.map((item) => item.points))}::int[],
        ${param(earnings.map((item) => item.rebate))}::numeric[]
      )`);
    if (earnedPoints > 0 || rebateAmount > 0) {
      await tx
        .update(recycleTransaction)
        .set({ earnedPoints, rebateAmount })
        .where(eq(recycleTransaction.id, recorded.id));
    }
    if (earns && body.status === FINISHED)
      await creditEarnings(tx, {
        transactionId: recorded.id,
        memberId: named.id,
        tid: kiosk.tid!,
        points: earnedPoints,
        rebate: rebateAmount,
      });
    // What another system needs of the recycling, and nothing of the member's.
    const data = {
      uuid: body.uuid,
      batchId: body.batchId,
      kid: kiosk.kid,
      locationId: place?.locationId ?? null,
      tranDttm: at.toISOString(),
      status: body.status,
      totalCount,
      totalWeightKg,
      items: items.map((item) => ({ material: item.material, count: item.count, weightKg: item.weightKg })),
    };
    await publishWebhookEvents(tx, 'recycle.transaction', [{ tid: kiosk.tid, key: body.uuid, at, data }], epd);
    return {
      transactionId: recorded.id,
      totalCount,
      totalWeightKg,
      totalPoints,
      membershipNo: named?.membershipNo ?? null,
      earnedPoints,
      rebateAmount,
      earning:
        !earns || (earnedPoints === 0 && rebateAmount === 0)
          ? 'none'
          : body.status === FINISHED
            ? 'credited'
            : 'awaitingApproval',
    };
  });
}

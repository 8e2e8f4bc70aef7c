import {
  ContainerStatus,
  ErrorCode,
  type ContainerReturnOutcome,
  type ContainerReturnReport,
  type ContainerReturnResult,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DeviceKiosk } from '../device/credentials.js';
import { deviceTimeFault } from '../device/device-clock.js';
import { memberNamed } from '../device/earning.js';
import { foodContainer } from '../food-container/tables.js';
import { postEntries } from '../ledger/posting.js';
import { tenant } from '../organisation/tables.js';
import { foodContainerReturn } from './tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer a recorded return gives, the first time and on every replay. */
function answerOf(
  row: typeof foodContainerReturn.$inferSelect,
  membershipNo: string | null,
  replayed: boolean,
): ContainerReturnResult {
  return { returnId: row.id, outcome: row.outcome, membershipNo, refundAmount: row.refundAmount, replayed };
}

/** A uuid recorded already: the kiosk's own answers its first answer again; another kiosk's answers 409 (2025). */
async function replayOf(tx: Tx, kiosk: DeviceKiosk, uuid: string): Promise<ContainerReturnResult> {
  const [original] = await tx.select().from(foodContainerReturn).where(eq(foodContainerReturn.uuid, uuid));
  if (!original || original.kioskId !== kiosk.id) throw new AppError(ErrorCode.TransactionReplay);
  const [named] = original.memberId
    ? await queryRows<{ membership_no: string }>(
        tx,
        sql`select membership_no from member where id = ${original.memberId}`,
      )
    : [];
  return answerOf(original, named?.membership_no ?? null, true);
}

/**
 * Records a container a kiosk took back, exactly once per uuid, in one transaction. The container must be one of the
 * kiosk's tenant (another tenant's is as unknown as a code nobody has) and handed out (available); it is then marked
 * returned. Its hand-out time is when it last became available: an available container's last update, since the only
 * change an available container takes is its return or its withdrawal. Back within the tenant's returnWithinDays of
 * that, the tenant's refundAmount is credited to the named member's Octopus wallet through the ledger, keyed by the
 * return so it is credited once. Late, unknown or not handed out: recorded with that outcome, nothing credited.
 */
export async function recordContainerReturn(
  db: Db,
  kiosk: DeviceKiosk,
  body: ContainerReturnReport,
  now = new Date(),
): Promise<ContainerReturnResult> {
  const returnedAt = new Date(body.returnedAt);
  if (deviceTimeFault(returnedAt.getTime(), now.getTime())) throw new AppError(ErrorCode.ContainerReturnTimeOutOfRange);
  return db.transaction(async (tx) => {
    const [container] =
      kiosk.tid === null
        ? []
        : await tx
            .select()
            .from(foodContainer)
            .where(
              and(eq(foodContainer.tid, kiosk.tid), sql`upper(${foodContainer.code}) = upper(${body.containerCode})`),
            )
            .for('update');
    const named = await memberNamed(tx, kiosk.tid, body);
    const handedOutAt = container?.status === ContainerStatus.Available ? container.lupdDttm : null;
    const [config] =
      handedOutAt && kiosk.tid !== null
        ? await tx.select({ fcm: tenant.fcmConfig }).from(tenant).where(eq(tenant.id, kiosk.tid))
        : [];
    const onTime = config
      ? returnedAt.getTime() - handedOutAt!.getTime() <= config.fcm.returnWithinDays * DAY_MS
      : false;
    const refund = onTime && named ? config!.fcm.refundAmount : 0;
    const outcome: ContainerReturnOutcome = !container
      ? 'unknown'
      : !handedOutAt
        ? 'notAvailable'
        : !onTime
          ? 'late'
          : refund > 0
            ? 'refunded'
            : 'onTime';
    const [recorded] = await tx
      .insert(foodContainerReturn)
      .values({
        uuid: body.uuid,
        kioskId: kiosk.id,
        tid: kiosk.tid,
        containerCode: container?.code ?? body.containerCode,
        containerId: container?.id ?? null,
        memberId: named?.id ?? null,
        returnedAt,
        handedOutAt,
        outcome,
      })
      .onConflictDoNothing({ target: foodContainerReturn.uuid })
      .returning();
    if (!recorded) return replayOf(tx, kiosk, body.uuid);
    if (handedOutAt)
      await tx
        .update(foodContainer)
        .set({ status: ContainerStatus.Returned, lupdDttm: now, lupdUser: null })
        .where(eq(foodContainer.id, container!.id));
    if (refund === 0) return answerOf(recorded, named?.membershipNo ?? null, false);
    const [entry] = await postEntries(tx, [
      {
        memberId: named!.id,
        tid: kiosk.tid!,
        walletType: 'octopus',
        delta: refund,
        source: 'rebate',
        sourceId: `foodContainerReturn:${recorded.id}`,
        idempotencyKey: `food-container-return:${body.uuid}`,
      },
    ]);
    const [refunded] = await tx
      .update(foodContainerReturn)
      .set({ refundAmount: entry!.delta, walletEntryId: entry!.id })
      .where(eq(foodContainerReturn.id, recorded.id))
      .returning();
    return answerOf(refunded!, named!.membershipNo, false);
  });
}

import { randomUUID } from 'node:crypto';
import { ContainerStatus, type ContainerReturnOutcome } from '@srd/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { foodContainer } from '../food-container/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { postEntries } from '../ledger/posting.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { foodContainerReturn } from './tables.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * What became of the demo tenant's handed-out containers, in code order: days since hand-out and since return (null:
 * still out). Three came back in time and refunded their member, one came back after the tenant's 14 days.
 */
const STORIES: { handedOut: number; returned: number | null }[] = [
  { handedOut: 9, returned: 2 },
  { handedOut: 6, returned: 1 },
  { handedOut: 4, returned: 0 },
  { handedOut: 24, returned: 3 },
  { handedOut: 5, returned: null },
  { handedOut: 2, returned: null },
];

/**
 * Container returns at the demo TODI bin (modules/food-container's demo containers, the demo members, seeded before):
 * refunds posted through the ledger like a kiosk's return, so each Octopus balance stays the sum of its entries; a
 * late return and a label no container has, which earn nothing.
 */
export async function seedDemoContainerReturns(tx: Tx): Promise<void> {
  const [bin] = await tx.select({ id: kiosk.id, tid: kiosk.tid }).from(kiosk).where(eq(kiosk.kid, 'BIN-0001'));
  if (!bin?.tid) return;
  const tid = bin.tid;
  const [config] = await tx.select({ fcm: tenant.fcmConfig }).from(tenant).where(eq(tenant.id, tid));
  const containers = await tx
    .select({ id: foodContainer.id, code: foodContainer.code })
    .from(foodContainer)
    .where(and(eq(foodContainer.tid, tid), eq(foodContainer.status, ContainerStatus.Available)))
    .orderBy(asc(foodContainer.code));
  const holders = await tx
    .select({ id: member.id })
    .from(member)
    .where(eq(member.tid, tid))
    .orderBy(asc(member.id))
    .limit(STORIES.length);
  if (!config || holders.length === 0) return;
  const now = Date.now();
  for (const [index, box] of containers.slice(0, STORIES.length).entries()) {
    const story = STORIES[index]!;
    const handedOutAt = new Date(now - story.handedOut * DAY - 2 * HOUR);
    if (story.returned === null) {
      await tx.update(foodContainer).set({ lupdDttm: handedOutAt }).where(eq(foodContainer.id, box.id));
      continue;
    }
    const returnedAt = new Date(now - story.returned * DAY - HOUR);
    const holder = holders[index % holders.length]!;
    const onTime = returnedAt.getTime() - handedOutAt.getTime() <= config.fcm.returnWithinDays * DAY;
    const outcome: ContainerReturnOutcome = onTime ? 'refunded' : 'late';
    const uuid = randomUUID();
    const [entry] = onTime
      ? await postEntries(tx, [
          {
            memberId: holder.id,
            tid,
            walletType: 'octopus',
            delta: config.fcm.refundAmount,
            source: 'rebate',
            sourceId: `foodContainerReturn:${box.code}`,
            idempotencyKey: `food-container-return:${uuid}`,
            createdAt: returnedAt,
          },
        ])
      : [];
    await tx.insert(foodContainerReturn).values({
      uuid,
      kioskId: bin.id,
      tid,
      containerCode: box.code,
      containerId: box.id,
      memberId: holder.id,
      returnedAt,
      handedOutAt,
      outcome,
      refundAmount: entry?.delta ?? 0,
      walletEntryId: entry?.id ?? null,
    });
    await tx
      .update(foodContainer)
      .set({ status: ContainerStatus.Returned, lupdDttm: returnedAt })
      .where(eq(foodContainer.id, box.id));
  }
  await tx.insert(foodContainerReturn).values({
    uuid: randomUUID(),
    kioskId: bin.id,
    tid,
    containerCode: 'FC-9999',
    memberId: holders[0]!.id,
    returnedAt: new Date(now - DAY - 3 * HOUR),
    outcome: 'unknown',
  });
}

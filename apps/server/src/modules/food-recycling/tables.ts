import type { ContainerReturnOutcome } from '@srd/contract';
import { bigint, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { foodContainer } from '../food-container/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { walletEntry } from '../ledger/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

/**
 * Every food container a kiosk reported returned, once per uuid, with what came of it: refunded on time, late, or
 * refused (unknown to the kiosk's tenant, or not handed out). A refund is the wallet entry it names.
 */
export const foodContainerReturn = pgTable(
  'food_container_return',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id),
    tid: integer('tid').references(() => tenant.id),
    /** The code as the kiosk read it off the label; the container when the tenant has one of that code. */
    containerCode: text('container_code').notNull(),
    containerId: integer('container_id').references(() => foodContainer.id),
    memberId: integer('member_id').references(() => member.id),
    returnedAt: timestamp('returned_at', { withTimezone: true }).notNull(),
    /** When the container was handed out: the last time it was made available. */
    handedOutAt: timestamp('handed_out_at', { withTimezone: true }),
    outcome: text('outcome').$type<ContainerReturnOutcome>().notNull(),
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    walletEntryId: bigint('wallet_entry_id', { mode: 'number' }).references(() => walletEntry.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('food_container_return_uuid_key').on(t.uuid),
    index('food_container_return_kiosk_idx').on(t.kioskId, t.returnedAt),
    index('food_container_return_time_idx').on(t.returnedAt, t.id),
    index('food_container_return_member_idx').on(t.memberId),
  ],
);

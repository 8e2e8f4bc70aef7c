import type { BinReading } from '@srd/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { kiosk } from '../kiosk/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

/** Numbers every change of a kiosk's latest state, so live feeds read what changed since the number they saw. */
export const kioskStateSeq = pgSequence('kiosk_state_seq');

/** The latest state of each kiosk: one row per kiosk, replaced by each heartbeat. */
export const kioskState = pgTable(
  'kiosk_state',
  {
    kioskId: integer('kiosk_id')
      .primaryKey()
      .references(() => kiosk.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('kiosk_state_seq')`),
    /** SPEC 4 kiosk state (contract KioskState). */
    state: smallint('state').notNull(),
    /** False once the heartbeat is overdue (the offline job decides). */
    online: boolean('online').notNull().default(true),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull(),
    /** The kiosk's clock on its last accepted heartbeat: older or equal ones are replays. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    stateSince: timestamp('state_since', { withTimezone: true }).notNull(),
    bins: jsonb('bins').$type<BinReading[]>().notNull().default([]),
    errorCodes: text('error_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Marked down by staff (markAsDown) until service resumes. */
    manualDown: boolean('manual_down').notNull().default(false),
    downReason: text('down_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kiosk_state_seq_idx').on(t.seq)],
);

/**
 * Every heartbeat received, in time order; older rows are removed after the retention period. No
 * foreign key on the kiosk: its check costs as much as the rest of a batch insert; a trigger deletes a
 * deleted kiosk's heartbeats instead (migration heartbeat_kiosk_delete).
 */
export const kioskHeartbeat = pgTable(
  'kiosk_heartbeat',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kioskId: integer('kiosk_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    state: smallint('state').notNull(),
    bins: jsonb('bins').$type<BinReading[]>().notNull().default([]),
    errorCodes: text('error_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('kiosk_heartbeat_kiosk_idx').on(t.kioskId, t.receivedAt.desc()),
    index('kiosk_heartbeat_received_brin').using('brin', t.receivedAt),
  ],
);

/** A recycle transaction of a kiosk, applied once per uuid whatever the retries. */
export const recycleTransaction = pgTable(
  'recycle_transaction',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    batchId: text('batch_id').notNull(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id),
    tid: integer('tid').references(() => tenant.id),
    tranDttm: timestamp('tran_dttm', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    paymentMode: smallint('payment_mode'),
    memberCardNo: text('member_card_no'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    totalCount: integer('total_count').notNull(),
    totalWeightKg: numeric('total_weight_kg', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** What the kiosk claimed its items earn: kept as claimed, never credited. */
    totalPoints: integer('total_points').notNull(),
    /** The member it names (by card, Octopus or membership number); null: anonymous recycling. */
    memberId: integer('member_id').references(() => member.id),
    /** Points and rebate (HKD) the tenant's recycle config gives, within its daily caps: what the ledger credits. */
    earnedPoints: integer('earned_points').notNull().default(0),
    rebateAmount: numeric('rebate_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** A "need approve" transaction's review: approved or rejected, by whom and when. */
    reviewDecision: text('review_decision').$type<'approved' | 'rejected'>(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recycle_transaction_kiosk_idx').on(t.kioskId, t.tranDttm.desc()),
    index('recycle_transaction_tid_idx').on(t.tid, t.tranDttm.desc()),
    index('recycle_transaction_batch_idx').on(t.batchId),
    index('recycle_transaction_member_idx').on(t.memberId, t.tranDttm.desc()),
  ],
);

export const recycleItem = pgTable(
  'recycle_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => recycleTransaction.id, { onDelete: 'cascade' }),
    material: text('material').notNull(),
    count: integer('count').notNull(),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    barcode: text('barcode'),
    /** What the kiosk claimed. */
    points: integer('points').notNull(),
    earnedPoints: integer('earned_points').notNull().default(0),
    rebateAmount: numeric('rebate_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('recycle_item_transaction_idx').on(t.transactionId)],
);

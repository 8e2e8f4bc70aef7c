import type { MilesConversionStatus } from '@srd/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { walletEntry } from '../ledger/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

/** A tenant's terms for converting CST points to Cathay Pacific (Asia Miles) miles. */
export const milesConfig = pgTable(
  'miles_config',
  {
    tid: integer('tid')
      .primaryKey()
      .references(() => tenant.id),
    /** The conversion rate: how many points make one mile. */
    pointsPerMile: integer('points_per_mile').notNull(),
    /** The fewest points one conversion takes. */
    minPoints: integer('min_points').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('miles_config_rate_positive', sql`${t.pointsPerMile} > 0 and ${t.minPoints} >= 0`)],
);

/** A member's partner (Asia Miles) membership number, where converted miles go. */
export const memberMilesAccount = pgTable('member_miles_account', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => member.id),
  tid: integer('tid')
    .notNull()
    .references(() => tenant.id),
  accountNo: text('account_no').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One conversion of points to miles: the points were debited (its entry) when it was made; the partner's answer
 * marks it credited, or refused, which reverses the debit (its reversal entry).
 */
export const milesConversion = pgTable(
  'miles_conversion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    points: integer('points').notNull(),
    miles: integer('miles').notNull(),
    accountNo: text('account_no').notNull(),
    status: text('status').$type<MilesConversionStatus>().notNull().default('pending'),
    debitEntryId: bigint('debit_entry_id', { mode: 'number' })
      .notNull()
      .references(() => walletEntry.id),
    reversalEntryId: bigint('reversal_entry_id', { mode: 'number' }).references(() => walletEntry.id),
    /** The partner's reference of a credit, or its reason for a refusal. */
    partnerReference: text('partner_reference'),
    refusalReason: text('refusal_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('miles_conversion_idempotency_key').on(t.idempotencyKey),
    index('miles_conversion_tid_idx').on(t.tid, t.createdAt.desc()),
    index('miles_conversion_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

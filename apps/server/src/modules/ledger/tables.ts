import type { LedgerSource, WalletType } from '@srd/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A member's wallet of one type: its balance is the sum of its entries, kept here so a posting reads and locks one
 * row. It never goes below zero (the check is the last guard; postings refuse first, in the user's language).
 */
export const wallet = pgTable(
  'wallet',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    type: text('type').$type<WalletType>().notNull(),
    balance: amount('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_member_type_key').on(t.memberId, t.type),
    check('wallet_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * One change of a wallet, never updated nor deleted (a trigger refuses both): a mistake is mended by a reversal
 * entry. The idempotency key makes a replayed posting (a retried transaction, a double click) a no-op.
 */
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallet.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    walletType: text('wallet_type').$type<WalletType>().notNull(),
    delta: amount('delta').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    source: text('source').$type<LedgerSource>().notNull(),
    /** What caused it: a transaction's id, a redemption's, an adjusted entry's. */
    sourceId: text('source_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why, for adjustments and reversals. */
    reason: text('reason'),
    /** The entry a reversal undoes; an entry is reversed at most once. */
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => walletEntry.id),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entry_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('wallet_entry_reverses_key').on(t.reversesId),
    index('wallet_entry_wallet_idx').on(t.walletId, t.id),
    index('wallet_entry_member_idx').on(t.memberId, t.createdAt.desc()),
    index('wallet_entry_tid_source_idx').on(t.tid, t.source, t.createdAt.desc()),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';
import { walletEntry } from '../ledger/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A kind of file exchanged with the Octopus card operator over SFTP (contract OctSftpKind): where it lives on the
 * operator's server, how its files are named and when the settlement job exchanges it. Shared by every tenant.
 */
export const octSftpType = pgTable(
  'oct_sftp_type',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    ...nameColumns(),
    /** REBATE_REQUEST (upload), REBATE_ANSWER and CARD_EVENT (download). */
    kind: text('kind').notNull(),
    remoteFolder: text('remote_folder').notNull(),
    /** `{tenant}` and `{date}` (yyyyMMdd, Hong Kong) are filled in; a download matches any `*`. */
    filePattern: text('file_pattern').notNull(),
    cron: text('cron').notNull(),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('oct_sftp_type_code_key').on(sql`upper(${t.code})`)],
);

/** One file sent or fetched (or a failed attempt): what it held and how it went. */
export const octSftpLog = pgTable(
  'oct_sftp_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => octSftpType.id),
    /** The tenant whose rebates or cards the file is about; null for a failed connection before any file. */
    tid: integer('tid').references(() => tenant.id),
    fileName: text('file_name'),
    direction: text('direction').notNull(),
    sizeBytes: integer('size_bytes'),
    sha256: text('sha256'),
    lineCount: integer('line_count'),
    totalAmount: amount('total_amount'),
    /** OctSftpStatus: done, failed, or skipped (an answer file already processed). */
    status: text('status').notNull(),
    /** Error catalogue code, shown in the reader's language, and the detail as the server or library told it. */
    errorCode: integer('error_code'),
    errorDetail: text('error_detail'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('oct_sftp_log_started_idx').on(t.startedAt.desc()),
    index('oct_sftp_log_tid_idx').on(t.tid, t.startedAt.desc()),
    // An answer or event file is processed once: the same name and content again is skipped.
    uniqueIndex('oct_sftp_log_processed_key')
      .on(t.typeId, t.fileName, t.sha256)
      .where(sql`${t.status} = 'done' and ${t.direction} = 'download'`),
  ],
);

/** A kind of card event the operator reports (a blocked card, a replaced card, ...), named in three languages. */
export const octEventType = pgTable(
  'oct_event_type',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    ...nameColumns(),
    /** 1: the card is blocked, its rebates are held until staff enable the number again. */
    blocksCard: smallint('blocks_card').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('oct_event_type_code_key').on(sql`upper(${t.code})`)],
);

/** A card event read from an answer or event file. */
export const octEventLog = pgTable(
  'oct_event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    eventTypeId: integer('event_type_id').references(() => octEventType.id),
    /** The code as the file wrote it, kept when no type knows it. */
    eventCode: text('event_code').notNull(),
    cardNo: text('card_no').notNull(),
    memberId: integer('member_id').references(() => member.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fileLogId: bigint('file_log_id', { mode: 'number' })
      .notNull()
      .references(() => octSftpLog.id),
    lineNo: integer('line_no').notNull(),
    detail: text('detail'),
  },
  (t) => [
    uniqueIndex('oct_event_log_line_key').on(t.fileLogId, t.lineNo),
    index('oct_event_log_tid_at_idx').on(t.tid, t.at.desc()),
  ],
);

/**
 * The settlement of one Octopus rebate (a `rebate` entry of an octopus wallet): a rebate without a row is owed and
 * not yet sent. `attempt` counts the files it went in; an answer line counts only for the current attempt.
 */
export const octRebate = pgTable(
  'oct_rebate',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => walletEntry.id),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    amount: amount('amount').notNull(),
    /** OctRebateState: sent, paid or refused. */
    state: text('state').notNull(),
    attempt: integer('attempt').notNull().default(1),
    octopusNo: text('octopus_no').notNull(),
    requestLogId: bigint('request_log_id', { mode: 'number' }).references(() => octSftpLog.id),
    answerLogId: bigint('answer_log_id', { mode: 'number' }).references(() => octSftpLog.id),
    /** The operator's reason code and text for a refusal. */
    reason: text('reason'),
    payoutEntryId: bigint('payout_entry_id', { mode: 'number' }).references(() => walletEntry.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oct_rebate_tid_state_idx').on(t.tid, t.state)],
);

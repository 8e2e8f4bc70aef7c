import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';

/** A command for a kiosk, waiting until the kiosk fetches and acknowledges it (contract CommandStatus). */
export const kioskCommand = pgTable(
  'kiosk_command',
  {
    id: serial('id').primaryKey(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    remark: text('remark'),
    status: smallint('status').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    result: text('result'),
  },
  (t) => [
    index('kiosk_command_kiosk_idx').on(t.kioskId, t.status, t.id),
    index('kiosk_command_created_idx').on(t.createdAt.desc(), t.id),
    // The expiry job's scan: only the commands still waiting.
    index('kiosk_command_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
  ],
);

/**
 * An alarm of a kiosk: active until cleared (by the kiosk, the server or staff), acknowledged or not.
 * A kiosk has at most one active alarm of each type; a repeat only counts again.
 */
export const kioskAlarm = pgTable(
  'kiosk_alarm',
  {
    id: serial('id').primaryKey(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id, { onDelete: 'cascade' }),
    tid: integer('tid').references(() => tenant.id),
    /** Alert type code (alert_type.code). */
    typeCode: text('type_code').notNull(),
    /** Kiosk error code (kiosk_error_code.code) the alarm comes from, if any. */
    errorCode: text('error_code'),
    batchId: text('batch_id'),
    message: text('message'),
    active: boolean('active').notNull().default(true),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Null with a clearedAt: cleared by the kiosk or the server. */
    clearedBy: integer('cleared_by'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by'),
  },
  (t) => [
    uniqueIndex('kiosk_alarm_one_active_key')
      .on(t.kioskId, t.typeCode)
      .where(sql`${t.active}`),
    index('kiosk_alarm_tid_idx').on(t.tid, t.raisedAt.desc()),
    index('kiosk_alarm_kiosk_idx').on(t.kioskId, t.raisedAt.desc()),
    index('kiosk_alarm_batch_idx').on(t.batchId),
    index('kiosk_alarm_raised_idx').on(t.raisedAt.desc(), t.id),
  ],
);

export const kioskAlarmComment = pgTable(
  'kiosk_alarm_comment',
  {
    id: serial('id').primaryKey(),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => kioskAlarm.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kiosk_alarm_comment_alarm_idx').on(t.alarmId)],
);

/** What happened to a kiosk, in order: state changes, online and offline, commands, alarms, manual down and resume. */
export const kioskActivity = pgTable(
  'kiosk_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id, { onDelete: 'cascade' }),
    tid: integer('tid'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** stateChanged, online, offline, markedDown, resumed, command, alarmRaised, alarmCleared, ... */
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The staff member who caused it; null for the kiosk or the server. */
    userId: integer('user_id'),
  },
  (t) => [
    index('kiosk_activity_kiosk_idx').on(t.kioskId, t.at.desc()),
    index('kiosk_activity_tid_idx').on(t.tid, t.at.desc()),
    index('kiosk_activity_at_idx').on(t.at.desc(), t.id),
  ],
);

/** A period a kiosk was down, open while `endedAt` is null (contract DowntimeKind and DowntimeCause). */
export const kioskDowntime = pgTable(
  'kiosk_downtime',
  {
    id: serial('id').primaryKey(),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosk.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    cause: text('cause').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kiosk_downtime_open_key')
      .on(t.kioskId, t.cause)
      .where(sql`${t.endedAt} is null`),
    index('kiosk_downtime_kiosk_idx').on(t.kioskId, t.startedAt),
  ],
);

/** SPEC 8 kiosk error codes: what each means, why it happens and what to do, in the three languages. */
export const kioskErrorCode = pgTable('kiosk_error_code', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Null: any kiosk type. */
  kioskType: smallint('kiosk_type'),
  /** The alert type an active error raises. */
  alertTypeCode: text('alert_type_code'),
  description: text('description').notNull(),
  descriptionCht: text('description_cht').notNull().default(''),
  descriptionChs: text('description_chs').notNull().default(''),
  reason: text('reason').notNull().default(''),
  reasonCht: text('reason_cht').notNull().default(''),
  reasonChs: text('reason_chs').notNull().default(''),
  action: text('action').notNull().default(''),
  actionCht: text('action_cht').notNull().default(''),
  actionChs: text('action_chs').notNull().default(''),
  ...stampColumns(),
});

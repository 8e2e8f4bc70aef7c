import type { AlertMethod, AlertTarget, AlertTrigger, Lang } from '@srd/contract';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../platform/db/columns.js';
import { kioskAlarm } from '../kiosk-ops/tables.js';
import { tenant } from '../organisation/tables.js';

/** Who is told of which kiosks' alarms, how and when (KioskAlertSetting, `/alertSetting`). */
export const alertSetting = pgTable(
  'alert_setting',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tid: integer('tid').references(() => tenant.id),
    target: text('target').$type<AlertTarget>().notNull(),
    targetIds: integer('target_ids').array().notNull().default([]),
    alertTypes: text('alert_types').array().notNull().default([]),
    minLevel: smallint('min_level').notNull().default(1),
    method: text('method').$type<AlertMethod>().notNull(),
    receiverUserIds: integer('receiver_user_ids').array().notNull().default([]),
    receiverAddresses: text('receiver_addresses').array().notNull().default([]),
    lang: text('lang').$type<Lang>().notNull(),
    trigger: text('trigger').$type<AlertTrigger>().notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    accumulateCount: integer('accumulate_count'),
    escalateAfterMinutes: integer('escalate_after_minutes'),
    escalationUserIds: integer('escalation_user_ids').array().notNull().default([]),
    escalationAddresses: text('escalation_addresses').array().notNull().default([]),
    allClear: boolean('all_clear').notNull().default(false),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [index('alert_setting_tid_idx').on(t.tid)],
);

/**
 * That a rule's receivers were told of an alarm (raised, escalated, cleared): each alarm is told once per rule and
 * kind, and only alarms told of as raised are escalated or cleared. A rule is an alert setting (`setting:<id>`) or a
 * kiosk's own alert fields (`kiosk:<id>`).
 */
export const alertNotice = pgTable(
  'alert_notice',
  {
    id: serial('id').primaryKey(),
    rule: text('rule').notNull(),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => kioskAlarm.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'raised' | 'escalated' | 'cleared'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_notice_key').on(t.rule, t.alarmId, t.kind), index('alert_notice_alarm_idx').on(t.alarmId)],
);

/** When a rule last told its receivers of new alarms: the interval and accumulation triggers count from it. */
export const alertRuleState = pgTable('alert_rule_state', {
  rule: text('rule').primaryKey(),
  lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }).notNull(),
});

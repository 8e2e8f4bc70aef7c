import type { AuditColumn, SecurityEventType } from '@srd/contract';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed which record when, and the fields that changed (SPEC 5 audit rules). */
export const sysAuditLog = pgTable(
  'sys_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resTypeId: integer('res_type_id').notNull(),
    recordId: text('record_id').notNull(),
    /** create, update, delete or a named operation such as changePassword. */
    action: text('action').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    columns: jsonb('columns').$type<AuditColumn[]>().notNull(),
    /** Reported by a client (logReceive) rather than written by the server with the change. */
    clientReported: boolean('client_reported').notNull().default(false),
    /** Where the changed record sits (tenant > merchant > shop), so that scoped readers see its entries. */
    tid: integer('tid'),
    mid: integer('mid'),
    sid: integer('sid'),
  },
  // Each list order ends with the id, so the id ends each index: pages are then found by index-only scans.
  (t) => [
    index('sys_audit_log_record_idx').on(t.resTypeId, t.recordId, t.id),
    index('sys_audit_log_created_idx').on(t.createdAt, t.id),
    index('sys_audit_log_user_idx').on(t.userId, t.createdAt, t.id),
    index('sys_audit_log_type_created_idx').on(t.resTypeId, t.createdAt, t.id),
    index('sys_audit_log_tid_created_idx').on(t.tid, t.createdAt, t.id),
  ],
);

/** Sign-in outcomes and refused requests. No foreign key: events outlive the accounts they name. */
export const securityEvent = pgTable(
  'security_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<SecurityEventType>().notNull(),
    userId: integer('user_id'),
    /** `user:<id>`, or a digest of a typed name that matches no account; never the name itself. */
    account: text('account'),
    ip: text('ip'),
    /** The refused request; empty for sign-in events, whose type says where they come from. */
    method: text('method'),
    path: text('path'),
    code: integer('code'),
    /** Until when a lock set (or lifted) by this event holds. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_event_created_idx').on(t.createdAt, t.id),
    index('security_event_user_idx').on(t.userId, t.createdAt, t.id),
    index('security_event_type_idx').on(t.type, t.createdAt, t.id),
  ],
);

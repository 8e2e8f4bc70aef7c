import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface AuditColumn {
  name: string;
  oldValue: string | null;
  newValue: string | null;
  oldLabel?: string | null;
  newLabel?: string | null;
}

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
  },
  (t) => [index('sys_audit_log_record_idx').on(t.resTypeId, t.recordId, t.id), index('sys_audit_log_created_idx').on(t.createdAt)],
);

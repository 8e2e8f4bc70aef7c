import type { ResourceType } from '@srd/contract';
import type { DbOrTx } from '../db/client.js';
import type { SignedInContext } from '../http/context.js';
import { sysAuditLog, type AuditColumn } from './tables.js';

/** Fields never audited (SPEC 5), plus secrets whose values must not be copied anywhere. */
const IGNORED_FIELDS = new Set([
  'creUser', 'creDttm', 'lupdDttm', 'shopPasswordEncryption', 'dateRange', 'tempStatus', 'serviceInfo',
  'serviceInfoChs', 'serviceInfoCht', 'lupdUser', '_XID', 'reminderStatus',
  'passwordHash', 'password', 'connectionString',
]);

type Row = Record<string, unknown>;
/** Turns a field's value into the label a reader understands (enum names, referenced names). */
export type LabelFor = (value: unknown) => string | null;

/** Status 0 and 2 read as disabled, 1 and 3 as enabled. */
const statusLabel: LabelFor = (value) => {
  if (value === 0 || value === 2) return 'disabled';
  if (value === 1 || value === 3) return 'enabled';
  return null;
};

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The changed fields between two versions of a record: only fields whose values differ with at
 * least one side non-empty, never the ignored ones.
 */
export function diffFields(before: Row | null, after: Row | null, labels: Record<string, LabelFor> = {}): AuditColumn[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const columns: AuditColumn[] = [];
  for (const name of names) {
    if (IGNORED_FIELDS.has(name)) continue;
    const oldValue = text(before?.[name]);
    const newValue = text(after?.[name]);
    if (oldValue === newValue) continue;
    const column: AuditColumn = { name, oldValue, newValue };
    const label = labels[name] ?? (name === 'status' ? statusLabel : undefined);
    if (label) {
      column.oldLabel = before ? label(before[name]) : null;
      column.newLabel = after ? label(after[name]) : null;
    }
    columns.push(column);
  }
  return columns;
}

export interface AuditChange {
  resType: ResourceType;
  recordId: string | number;
  action: string;
  before: Row | null;
  after: Row | null;
  labels?: Record<string, LabelFor>;
}

/** Writes the audit entry of a change in the caller's transaction; nothing when no field differs. */
export async function audit(tx: DbOrTx, ctx: SignedInContext, change: AuditChange): Promise<void> {
  const columns = diffFields(change.before, change.after, change.labels);
  if (columns.length === 0) return;
  await tx.insert(sysAuditLog).values({
    resTypeId: change.resType,
    recordId: String(change.recordId),
    action: change.action,
    userId: ctx.user.id,
    userName: ctx.user.profile.loginId,
    columns,
  });
}

import type { AuditColumn, ResourceType } from '@srd/contract';
import type { DbOrTx } from '../db/client.js';
import type { SignedInContext } from '../http/context.js';
import type { ScopedRecord } from '../permissions/scope.js';
import { sysAuditLog } from './tables.js';

/** Fields never audited (SPEC 5). */
const IGNORED_FIELDS = new Set([
  'creUser',
  'creDttm',
  'lupdDttm',
  'shopPasswordEncryption',
  'dateRange',
  'tempStatus',
  'serviceInfo',
  'serviceInfoChs',
  'serviceInfoCht',
  'lupdUser',
  '_XID',
  'reminderStatus',
]);

/**
 * Secrets, whose values must not be copied anywhere. Matched on the end of the name so that a
 * client's `shopPassword` or `clientSecret` is caught too, while `passwordChangedAt` is still audited.
 */
const SECRET_FIELD = /(password|passwordhash|secret|secretkey|token|apikey|privatekey|connectionstring)$/i;

type Row = Record<string, unknown>;
/** Turns a field's value into the label a reader understands (enum names, referenced names). */
export type LabelFor = (value: unknown) => string | null;

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Status 0 and 2 read as disabled, 1 and 3 as enabled, whether sent as numbers or as text. */
const statusLabel: LabelFor = (value) => {
  const status = text(value);
  if (status === '0' || status === '2') return 'disabled';
  if (status === '1' || status === '3') return 'enabled';
  return null;
};

function labelOf(label: LabelFor | undefined, value: unknown): string | null {
  return label && text(value) !== null ? label(value) : null;
}

/** One field's old and new value; a client may send the labels it showed. */
export interface FieldChange {
  name: string;
  oldValue?: unknown;
  newValue?: unknown;
  oldLabel?: string | null;
  newLabel?: string | null;
}

/**
 * The SPEC 5 rules, for the server's own diffs and for client reports alike: only fields whose values
 * differ with at least one side non-empty, never the ignored fields nor secrets; status and the fields
 * of `labels` get labels where the change does not bring its own.
 */
export function auditableColumns(changes: Iterable<FieldChange>, labels: Record<string, LabelFor> = {}): AuditColumn[] {
  const columns: AuditColumn[] = [];
  for (const change of changes) {
    if (IGNORED_FIELDS.has(change.name) || SECRET_FIELD.test(change.name)) continue;
    const oldValue = text(change.oldValue);
    const newValue = text(change.newValue);
    if (oldValue === newValue) continue;
    const column: AuditColumn = { name: change.name, oldValue, newValue };
    // Own keys only: a reported field may be called `constructor` or `isPrototypeOf`.
    const label =
      (Object.hasOwn(labels, change.name) ? labels[change.name] : undefined) ??
      (change.name === 'status' ? statusLabel : undefined);
    if (label || change.oldLabel || change.newLabel) {
      column.oldLabel = change.oldLabel || labelOf(label, change.oldValue);
      column.newLabel = change.newLabel || labelOf(label, change.newValue);
    }
    columns.push(column);
  }
  return columns;
}

/** The changed fields between two versions of a record (either may be absent: creation, deletion). */
export function diffFields(before: Row | null, after: Row | null, labels?: Record<string, LabelFor>): AuditColumn[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return auditableColumns(
    [...names].map((name) => ({ name, oldValue: before?.[name], newValue: after?.[name] })),
    labels,
  );
}

interface AuditEntry {
  resTypeId: number;
  recordId: string | number;
  action: string;
  columns: AuditColumn[];
  clientReported?: boolean;
  placement?: ScopedRecord;
}

/**
 * Who an entry names as its author: the signed-in caller, or on a public route the account acting
 * on itself (an invitee activating their account).
 */
export type AuditAuthor = { user: { id: number; profile: { loginId: string } } };

/** Stores an entry by the author; nothing when no column is left. Returns whether one was stored. */
async function writeEntry(tx: DbOrTx, ctx: AuditAuthor, entry: AuditEntry): Promise<boolean> {
  if (entry.columns.length === 0) return false;
  await tx.insert(sysAuditLog).values({
    resTypeId: entry.resTypeId,
    recordId: String(entry.recordId),
    action: entry.action,
    userId: ctx.user.id,
    userName: ctx.user.profile.loginId,
    columns: entry.columns,
    clientReported: entry.clientReported ?? false,
    tid: entry.placement?.tid ?? null,
    mid: entry.placement?.mid ?? null,
    sid: entry.placement?.sid ?? null,
  });
  return true;
}

export interface AuditChange {
  resType: ResourceType;
  recordId: string | number;
  action: string;
  before: Row | null;
  after: Row | null;
  labels?: Record<string, LabelFor>;
  /** Fields whose values are secret in this record: the entry notes that they changed, never the values. */
  masked?: readonly string[];
  /** Where the record sits, for records placed under a tenant: readers of that scope see the entry. */
  placement?: ScopedRecord;
}

/** What an entry shows instead of a masked field's value. */
export const MASKED_VALUE = '******';

/** Writes the audit entry of a change in the caller's transaction; nothing when no field differs. */
export async function audit(tx: DbOrTx, ctx: AuditAuthor, change: AuditChange): Promise<void> {
  const masked = new Set(change.masked);
  // Compared on the real values, so a changed secret is still recorded, then masked.
  const columns = diffFields(change.before, change.after, change.labels).map((column) =>
    masked.has(column.name)
      ? { name: column.name, oldValue: column.oldValue && MASKED_VALUE, newValue: column.newValue && MASKED_VALUE }
      : column,
  );
  await writeEntry(tx, ctx, {
    resTypeId: change.resType,
    recordId: change.recordId,
    action: change.action,
    columns,
    placement: change.placement,
  });
}

export interface ClientReport {
  resTypeId: number;
  recordId: string | number;
  action: string;
  changes: FieldChange[];
}

/** Stores what a client reports it changed, by the same rules, marked as client-reported. */
export function auditClientReport(tx: DbOrTx, ctx: SignedInContext, report: ClientReport): Promise<boolean> {
  const columns = auditableColumns(report.changes);
  return writeEntry(tx, ctx, {
    resTypeId: report.resTypeId,
    recordId: report.recordId,
    action: report.action,
    columns,
    clientReported: true,
  });
}

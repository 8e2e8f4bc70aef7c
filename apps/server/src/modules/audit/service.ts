import { AuditLogPageRequest, type AuditColumn, type AuditLogEntry, type AuditLogReceive } from '@srd/contract';
import { and, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { auditClientReport } from '../../platform/audit/audit.js';
import { sysAuditLog } from '../../platform/audit/tables.js';
import type { Scope } from '../../platform/auth/auth-user.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { deriveFilters, deriveSortColumns } from '../../platform/paging/derive.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';
import { byUsersInScope } from './user-scope.js';

const list = { name: 'sys_audit_log', request: AuditLogPageRequest, columns: getTableColumns(sysAuditLog) };

const PAGE_SPEC: PageSpec<string> = {
  sortColumns: deriveSortColumns(list, list.columns),
  defaultSort: { field: 'createdAt', order: 'descend' },
  tiebreaker: sysAuditLog.id,
};

export type AuditLogFilter = Omit<AuditLogPageRequest, 'page' | 'pageSize' | 'sort'>;

const filters = deriveFilters(list, {
  range: sysAuditLog.createdAt,
  overrides: {
    // Record ids are stored as text, whichever form the request gives.
    recordId: (recordId) => eq(sysAuditLog.recordId, String(recordId)),
    // An action is a name (create, update, ...): equal, not contained.
    action: (action) => eq(sysAuditLog.action, action),
  },
});

/** The entries in `scope` that the list's filters match: for the list and for its export. */
export function auditLogFilter(db: DbOrTx, scope: Scope, input: AuditLogFilter): SQL | undefined {
  return and(...filters(input), visibleTo(db, scope));
}

/**
 * A scoped reader sees the entries about records placed in their scope, whoever wrote them, and what
 * the users of their scope did (user-scope.ts), which covers records without a tenant.
 */
function visibleTo(db: DbOrTx, scope: Scope): SQL | undefined {
  const byUsers = byUsersInScope(db, sysAuditLog.userId, scope);
  if (scope.allData || scope.tid === null) return byUsers;
  return or(byUsers, scopeCondition(sysAuditLog, scope));
}

/** A stored value as text: objects (arrays, dates) as JSON, strings as they are, other primitives written out. */
const textOrNull = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
};

/**
 * The columns of a stored entry as the page shows them. Entries are never changed, so whatever one holds
 * (written by an older version, or by hand) is read as text rather than trusted to match today's shape.
 */
export function readableColumns(stored: unknown): AuditColumn[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((column: unknown) => {
    if (!column || typeof column !== 'object') return [];
    const { name, oldValue, newValue, oldLabel, newLabel } = column as Record<string, unknown>;
    const readable: AuditColumn = {
      name: textOrNull(name) ?? '',
      oldValue: textOrNull(oldValue),
      newValue: textOrNull(newValue),
    };
    if (oldLabel !== undefined) readable.oldLabel = textOrNull(oldLabel);
    if (newLabel !== undefined) readable.newLabel = textOrNull(newLabel);
    return [readable];
  });
}

/** The audit log: read by those who may view it, appended to by the platform and by clients. Never changed. */
export function createAuditLogService({ db }: AppDeps) {
  return {
    async page(ctx: SignedInContext, input: AuditLogPageRequest) {
      const where = auditLogFilter(db, ctx.user.scope, input);
      const page = await paginate(db, () => db.select().from(sysAuditLog).where(where).$dynamic(), input, PAGE_SPEC);
      const rows: AuditLogEntry[] = page.rows.map((row) => ({
        ...row,
        columns: readableColumns(row.columns),
        createdAt: row.createdAt.toISOString(),
      }));
      return { ...page, rows };
    },

    /**
     * Stores what a client says it changed. The entry is attributed to the caller and marked as
     * client-reported, so a report can add to the record but never pass for the server's own entry.
     */
    async receive(ctx: SignedInContext, input: AuditLogReceive) {
      const stored = await auditClientReport(db, ctx, {
        resTypeId: input.resTypeId,
        recordId: input.recordId,
        action: input.action,
        changes: input.columnsDto,
      });
      return { stored };
    },
  };
}

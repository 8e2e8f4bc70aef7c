import { ErrorCode } from '@srd/contract';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../auth/auth-user.js';
import { AppError } from '../http/app-error.js';

/** Where a record sits in the tenant > merchant > shop hierarchy. */
export interface ScopedRecord {
  tid: number | null;
  mid?: number | null;
  sid?: number | null;
}

/** The columns that place a table's rows in the hierarchy; a table may stop at tenant or merchant. */
export interface ScopeColumns {
  tid: PgColumn;
  mid?: PgColumn;
  sid?: PgColumn;
}

/**
 * Whether a caller may see a record. Access-all-data sees everything; a caller scoped to a tenant
 * (and further to a merchant or shop) sees records at or below that point; an unscoped caller without
 * access-all-data sees only records that belong to no tenant.
 */
export function inScope(scope: Scope, record: ScopedRecord): boolean {
  if (scope.allData) return true;
  if (scope.tid === null) return record.tid === null;
  if (record.tid !== scope.tid) return false;
  if (scope.mid !== null && record.mid !== scope.mid) return false;
  if (scope.sid !== null && record.sid !== scope.sid) return false;
  return true;
}

/** The same rule as `inScope`, as a condition for a query's where clause (undefined: every row). */
export function scopeCondition(columns: ScopeColumns, scope: Scope): SQL | undefined {
  if (scope.allData) return undefined;
  if (scope.tid === null) return isNull(columns.tid);
  const level = (column: PgColumn | undefined, value: number | null) => {
    if (value === null) return undefined;
    return column ? eq(column, value) : sql`false`;
  };
  return and(eq(columns.tid, scope.tid), level(columns.mid, scope.mid), level(columns.sid, scope.sid));
}

export function assertInScope(scope: Scope, record: ScopedRecord): void {
  if (!inScope(scope, record)) throw new AppError(ErrorCode.OutOfScope);
}

/**
 * The refusal for a record the caller cannot reach: 1004 for a scoped caller; a caller who reaches
 * everything is told it does not exist.
 */
export function unreachable(scope: Scope): AppError {
  return new AppError(scope.allData ? ErrorCode.NotFound : ErrorCode.OutOfScope);
}

import { ErrorCode } from '@srd/contract';
import type { Scope } from '../auth/auth-user.js';
import { AppError } from '../http/app-error.js';

/** Where a record sits in the tenant > merchant > shop hierarchy. */
export interface ScopedRecord {
  tid: number | null;
  mid?: number | null;
  sid?: number | null;
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

export function assertInScope(scope: Scope, record: ScopedRecord): void {
  if (!inScope(scope, record)) throw new AppError(ErrorCode.OutOfScope);
}

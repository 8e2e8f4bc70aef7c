import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../platform/auth/auth-user.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { adminUser } from '../user/tables.js';

/**
 * Rows written by, or about, a user within the caller's scope; every row for access-all-data.
 * The records an entry is about cannot be placed in the scope for every resource type (not every
 * type has a tenant, and deleted records are gone), so a scoped caller sees what the users of their
 * scope did. Entries without a user (system jobs, unknown sign-in names) need access-all-data.
 */
export function byUsersInScope(db: DbOrTx, userColumn: PgColumn, scope: Scope): SQL | undefined {
  if (scope.allData) return undefined;
  return inArray(userColumn, db.select({ id: adminUser.id }).from(adminUser).where(scopeCondition(adminUser, scope)));
}

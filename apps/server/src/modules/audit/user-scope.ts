import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../../platform/auth/auth-user.js';
import { adminUser, role, userRole } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { scopeCondition } from '../../platform/permissions/scope.js';

/**
 * Rows written by a user within the caller's scope; every row for access-all-data. Not every record
 * has a tenant, so besides the entries about records of their scope, a scoped caller sees what the
 * users of their scope did — except users with access-all-data placed there, whose changes may
 * concern any tenant. Entries without a user (system jobs, unknown sign-in names) need access-all-data.
 */
export function byUsersInScope(db: DbOrTx, userColumn: PgColumn, scope: Scope): SQL | undefined {
  if (scope.allData) return undefined;
  const reachesEveryTenant = db
    .select({ userId: userRole.userId })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(or(eq(role.accessAllData, true), eq(role.isSuper, true)));
  const scopedUsers = db
    .select({ id: adminUser.id })
    .from(adminUser)
    .where(and(scopeCondition(adminUser, scope), notInArray(adminUser.id, reachesEveryTenant)));
  return inArray(userColumn, scopedUsers);
}

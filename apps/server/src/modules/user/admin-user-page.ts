import type { AdminUserPageRequest } from '@srd/contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/auth-user.js';
import { adminUser, userRole } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { adminUserColumns, toAdminUsers } from './admin-user-read.js';

type SortField = NonNullable<AdminUserPageRequest['sort']>['field'];

const pageSpec: PageSpec<SortField> = {
  sortColumns: {
    loginId: adminUser.loginId,
    email: adminUser.email,
    adminName: adminUser.adminName,
    status: adminUser.status,
    lupdDttm: adminUser.lupdDttm,
    id: adminUser.id,
  },
  defaultSort: { field: 'id', order: 'descend' },
  tiebreaker: adminUser.id,
};

const KEYWORD_COLUMNS = [
  adminUser.loginId,
  adminUser.email,
  adminUser.adminName,
  adminUser.firstName,
  adminUser.lastName,
  adminUser.nicknames,
  adminUser.mobileNo,
];

export type AdminUserFilter = Omit<AdminUserPageRequest, 'page' | 'pageSize' | 'sort'>;

/** The admin users in `scope` that the list's filters match: for the list and for its export. */
export function adminUserFilter(db: DbOrTx, scope: Scope, input: AdminUserFilter): SQL | undefined {
  return and(
    scopeCondition(adminUser, scope),
    or(...KEYWORD_COLUMNS.map((column) => contains(column, input.keyword))),
    input.status === undefined ? undefined : eq(adminUser.status, input.status),
    input.tid === undefined ? undefined : eq(adminUser.tid, input.tid),
    input.roleId === undefined
      ? undefined
      : inArray(
          adminUser.id,
          db.select({ userId: userRole.userId }).from(userRole).where(eq(userRole.roleId, input.roleId)),
        ),
  );
}

/** Admin users in the caller's scope, filtered, sorted and paged, with their roles and last sign-in. */
export async function pageAdminUsers(ctx: SignedInContext, input: AdminUserPageRequest) {
  const { db } = ctx;
  const where = adminUserFilter(db, ctx.user.scope, input);
  const page = await paginate(
    db,
    () => db.select(adminUserColumns).from(adminUser).where(where).$dynamic(),
    input,
    pageSpec,
  );
  return { ...page, rows: await toAdminUsers(db, page.rows) };
}

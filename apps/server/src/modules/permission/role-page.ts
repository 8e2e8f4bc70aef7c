import type { RolePageRequest } from '@srd/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { role } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';
import { roleColumns, toRole } from './role-read.js';

type SortField = NonNullable<RolePageRequest['sort']>['field'];

const pageSpec: PageSpec<SortField> = {
  sortColumns: { name: role.name, id: role.id, lupdDttm: role.lupdDttm },
  defaultSort: { field: 'id', order: 'ascend' },
  tiebreaker: role.id,
};

export type RoleFilter = Omit<RolePageRequest, 'page' | 'pageSize' | 'sort'>;

/** The roles the list's filters match, by name (any language), status and type: for the list and its export. */
export function roleFilter(input: RoleFilter): SQL | undefined {
  return and(
    or(...[role.name, role.nameCht, role.nameChs].map((column) => contains(column, input.keyword))),
    input.status === undefined ? undefined : eq(role.status, input.status),
    input.type === undefined ? undefined : eq(role.type, input.type),
  );
}

/** Roles filtered, sorted and paged. Roles belong to no tenant. */
export async function pageRoles(ctx: SignedInContext, input: RolePageRequest) {
  const { db } = ctx;
  const where = roleFilter(input);
  const page = await paginate(db, () => db.select(roleColumns).from(role).where(where).$dynamic(), input, pageSpec);
  return { ...page, rows: page.rows.map(toRole) };
}

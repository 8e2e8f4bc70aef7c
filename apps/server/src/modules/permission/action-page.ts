import type { ActionPageRequest } from '@srd/contract';
import { and, eq, or } from 'drizzle-orm';
import { action, actionKey } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';

type SortField = NonNullable<ActionPageRequest['sort']>['field'];

const pageSpec: PageSpec<SortField> = {
  sortColumns: { domain: action.domain, name: action.name, id: action.id },
  defaultSort: { field: 'domain', order: 'ascend' },
  tiebreaker: action.id,
};

// Named: paginate reads the page's rows through a subquery, where a SQL field needs a name.
const columns = {
  id: action.id,
  domain: action.domain,
  name: action.name,
  key: actionKey.as('key'),
  method: action.method,
  path: action.path,
  menuTitle: action.menuTitle,
  isMenu: action.isMenu,
  active: action.active,
};

/** The registered actions as synced from the catalogue, retired ones included, filtered and paged. */
export async function pageActions(ctx: SignedInContext, input: ActionPageRequest) {
  const { db } = ctx;
  const where = and(
    input.domain ? eq(action.domain, input.domain) : undefined,
    or(...[action.name, action.path, action.menuTitle].map((column) => contains(column, input.keyword))),
    input.isMenu === undefined ? undefined : eq(action.isMenu, input.isMenu),
  );
  return paginate(db, () => db.select(columns).from(action).where(where).$dynamic(), input, pageSpec);
}

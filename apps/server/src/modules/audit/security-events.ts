import type { SecurityEvent, SecurityEventPageRequest } from '@srd/contract';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { securityEvent } from '../../platform/audit/tables.js';
import { adminUser } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';
import { byUsersInScope } from './user-scope.js';

const PAGE_SPEC: PageSpec<'createdAt' | 'id'> = {
  sortColumns: { createdAt: securityEvent.createdAt, id: securityEvent.id },
  defaultSort: { field: 'createdAt', order: 'descend' },
  tiebreaker: securityEvent.id,
};

/** Sign-ins and refusals, read under the same action and scope rule as the audit log. */
export function createSecurityEventService({ db }: AppDeps) {
  return {
    async page(ctx: SignedInContext, input: SecurityEventPageRequest) {
      const where = and(
        input.type === undefined ? undefined : eq(securityEvent.type, input.type),
        input.userId === undefined ? undefined : eq(securityEvent.userId, input.userId),
        input.ip === undefined ? undefined : eq(securityEvent.ip, input.ip),
        input.code === undefined ? undefined : eq(securityEvent.code, input.code),
        withinRange(securityEvent.createdAt, input),
        byUsersInScope(db, securityEvent.userId, ctx.user.scope),
      );
      const matching = () =>
        db
          .select({ ...getTableColumns(securityEvent), userName: adminUser.loginId })
          .from(securityEvent)
          .leftJoin(adminUser, eq(adminUser.id, securityEvent.userId))
          .where(where)
          .$dynamic();
      const page = await paginate(db, matching, input, PAGE_SPEC);
      const rows: SecurityEvent[] = page.rows.map((row) => ({
        ...row,
        lockedUntil: row.lockedUntil?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
      return { ...page, rows };
    },
  };
}

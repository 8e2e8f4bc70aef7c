import {
  ResourceType,
  type AdminMappingPageRequest,
  type AdminMappingRow,
  type MappingResourceTypeName,
} from '@srd/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { paginate } from '../../platform/paging/paginate.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { unreachableUser } from '../user/admin-user-read.js';
import { mappableResources, mappableTypeName, reachableResources, reachCondition } from './resources.js';

/** Throws 1004 (or 404) unless the admin is inside the caller's scope. */
export async function assertAdminVisible(db: DbOrTx, ctx: SignedInContext, adminId: number): Promise<void> {
  const [found] = await db
    .select({ id: adminUser.id })
    .from(adminUser)
    .where(and(eq(adminUser.id, adminId), scopeCondition(adminUser, ctx.user.scope)));
  if (!found) throw unreachableUser(ctx);
}

/** Throws 1004 (or 404) unless the caller reaches the resource. */
export async function assertResourceReachable(
  db: DbOrTx,
  ctx: SignedInContext,
  type: MappingResourceTypeName,
  resId: number,
): Promise<void> {
  const [found] = await reachableResources(db, ctx, type, [resId]);
  if (!found) throw unreachableUser(ctx);
}

/** The resources of a type mapped to an admin, among those the caller reaches. */
export async function mappedResourceIds(ctx: SignedInContext, resTypeId: number, adminId: number): Promise<number[]> {
  await assertAdminVisible(ctx.db, ctx, adminId);
  const mapped = await ctx.db
    .select({ resId: adminMapping.resId })
    .from(adminMapping)
    .where(and(eq(adminMapping.adminId, adminId), eq(adminMapping.resTypeId, resTypeId)));
  if (mapped.length === 0) return [];
  const visible = await reachableResources(
    ctx.db,
    ctx,
    mappableTypeName(resTypeId),
    mapped.map((row) => row.resId),
  );
  return visible.map((option) => option.id).sort((a, b) => a - b);
}

/** The admins mapped to a resource the caller reaches, among the admins of the caller's scope. */
export async function mappedAdminIds(ctx: SignedInContext, resTypeId: number, resId: number): Promise<number[]> {
  await assertResourceReachable(ctx.db, ctx, mappableTypeName(resTypeId), resId);
  const rows = await ctx.db
    .select({ adminId: adminMapping.adminId })
    .from(adminMapping)
    .innerJoin(adminUser, eq(adminUser.id, adminMapping.adminId))
    .where(
      and(
        eq(adminMapping.resTypeId, resTypeId),
        eq(adminMapping.resId, resId),
        scopeCondition(adminUser, ctx.user.scope),
      ),
    )
    .orderBy(adminMapping.adminId);
  return rows.map((row) => row.adminId);
}

/** A resource name column of a grant: the name from the table of its type. */
function grantedName(label: 'resName' | 'resNameCht' | 'resNameChs'): SQL.Aliased<string> {
  const cases = Object.entries(mappableResources).map(
    ([name, resource]) =>
      sql`when ${adminMapping.resTypeId} = ${ResourceType[name as MappingResourceTypeName]}
        then (select ${resource.labels[label]} from ${resource.table} where ${resource.id} = ${adminMapping.resId})`,
  );
  return sql<string>`case ${sql.join(cases, sql` `)} end`.as(label);
}

const SORT = { loginId: adminUser.loginId, resTypeId: adminMapping.resTypeId, creDttm: adminMapping.creDttm };

/** Whether the grant's resource is one the caller reaches. */
function grantReachable(ctx: SignedInContext): SQL {
  const cases = Object.entries(mappableResources).map(([name, resource]) => {
    const reach = reachCondition(ctx, name as MappingResourceTypeName) ?? sql`true`;
    return sql`(${adminMapping.resTypeId} = ${ResourceType[name as MappingResourceTypeName]}
      and exists (select 1 from ${resource.table} where ${resource.id} = ${adminMapping.resId} and ${reach}))`;
  });
  return sql`(${sql.join(cases, sql` or `)})`;
}

/** The grants of the admins in the caller's scope, of resources the caller reaches, paged. */
export async function pageAdminMappings(ctx: SignedInContext, input: AdminMappingPageRequest) {
  const matching = () =>
    ctx.db
      .select({
        id: adminMapping.id,
        adminId: adminMapping.adminId,
        loginId: adminUser.loginId,
        adminName: adminUser.adminName,
        resTypeId: adminMapping.resTypeId,
        resId: adminMapping.resId,
        resName: grantedName('resName'),
        resNameCht: grantedName('resNameCht'),
        resNameChs: grantedName('resNameChs'),
        creDttm: adminMapping.creDttm,
      })
      .from(adminMapping)
      .innerJoin(adminUser, eq(adminUser.id, adminMapping.adminId))
      .where(
        and(
          scopeCondition(adminUser, ctx.user.scope),
          grantReachable(ctx),
          input.adminId ? eq(adminMapping.adminId, input.adminId) : undefined,
          input.resTypeId ? eq(adminMapping.resTypeId, input.resTypeId) : undefined,
          input.resId ? eq(adminMapping.resId, input.resId) : undefined,
        ),
      )
      .$dynamic();
  const page = await paginate(ctx.db, matching, input, {
    sortColumns: SORT,
    defaultSort: { field: 'loginId', order: 'ascend' },
    tiebreaker: adminMapping.id,
  });
  const rows: AdminMappingRow[] = page.rows.map((row) => ({ ...row, creDttm: row.creDttm.toISOString() }));
  return { ...page, rows };
}

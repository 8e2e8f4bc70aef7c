import {
  ResourceType,
  type MappingChange,
  type MappingResourceTypeName,
  type ResourceAdminsUpdate,
} from '@srd/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import { adminUser } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { userPlacement } from '../user/admin-user-audit.js';
import { assertNotOwnAccess, lockManagedUser } from '../user/admin-user-target.js';
import { assertResourceReachable } from './mapping-read.js';
import { mappableTypeName, reachableResources } from './resources.js';

const fieldOf = (type: MappingResourceTypeName) => `${type.charAt(0).toLowerCase()}${type.slice(1)}Ids`;
const ascending = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/** Throws 1004 (or 404) unless the caller reaches every one of the resources. */
async function assertAllReachable(
  tx: Tx,
  ctx: SignedInContext,
  type: MappingResourceTypeName,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const reached = new Set((await reachableResources(tx, ctx, type, ids)).map((option) => option.id));
  const missing = ids.find((id) => !reached.has(id));
  if (missing !== undefined) await assertResourceReachable(tx, ctx, type, missing);
}

async function heldIds(tx: Tx, adminId: number, type: MappingResourceTypeName): Promise<number[]> {
  const rows = await tx
    .select({ resId: adminMapping.resId })
    .from(adminMapping)
    .where(and(eq(adminMapping.adminId, adminId), eq(adminMapping.resTypeId, ResourceType[type])));
  return rows.map((row) => row.resId);
}

/**
 * Grants and withdraws resources of one type for an admin the caller manages (in scope, no stronger,
 * not the caller), with its audit entry. The caller grants only what they reach themselves (1004).
 */
async function changeGrants(
  tx: Tx,
  ctx: SignedInContext,
  adminId: number,
  type: MappingResourceTypeName,
  request: { grant: readonly number[]; withdraw: readonly number[] },
): Promise<MappingChange> {
  await lockManagedUser(tx, ctx, adminId);
  assertNotOwnAccess(ctx, adminId, { roles: true, status: false });
  await assertAllReachable(tx, ctx, type, request.grant);
  const held = await heldIds(tx, adminId, type);
  const added = ascending(new Set(request.grant.filter((id) => !held.includes(id))));
  const removed = ascending(new Set(request.withdraw.filter((id) => held.includes(id))));
  if (added.length === 0 && removed.length === 0) return { added, removed };
  const resTypeId = ResourceType[type];
  if (removed.length > 0) {
    await tx
      .delete(adminMapping)
      .where(
        and(
          eq(adminMapping.adminId, adminId),
          eq(adminMapping.resTypeId, resTypeId),
          inArray(adminMapping.resId, removed),
        ),
      );
  }
  if (added.length > 0) {
    await tx.insert(adminMapping).values(added.map((resId) => ({ adminId, resTypeId, resId, creUser: ctx.user.id })));
  }
  const after = held.filter((id) => !removed.includes(id)).concat(added);
  const names = new Map(
    (await reachableResources(tx, ctx, type, [...held, ...added])).map((option) => [String(option.id), option.resName]),
  );
  const field = fieldOf(type);
  await audit(tx, ctx, {
    resType: ResourceType.AdminUser,
    recordId: adminId,
    action: 'mapping',
    before: { [field]: ascending(held).join(',') },
    after: { [field]: ascending(after).join(',') },
    labels: {
      [field]: (value) =>
        String(value)
          .split(',')
          .map((id) => names.get(id) ?? `#${id}`)
          .join(', '),
    },
    placement: await userPlacement(tx, adminId),
  });
  return { added, removed };
}

/**
 * `PUT /mapping/updateAdminMapping/{id}` and `POST /adminMapping/updateAdminMapping`: the resources of
 * one type an admin may reach become `resIds`, as far as the caller can see: grants of resources the
 * caller does not reach are left as they are.
 */
export function updateAdminResources(
  ctx: SignedInContext,
  adminId: number,
  resTypeId: number,
  resIds: readonly number[],
): Promise<MappingChange> {
  const type = mappableTypeName(resTypeId);
  return ctx.db.transaction(async (tx) => {
    const held = await heldIds(tx, adminId, type);
    const visible = (await reachableResources(tx, ctx, type, held)).map((option) => option.id);
    return changeGrants(tx, ctx, adminId, type, {
      grant: resIds,
      withdraw: visible.filter((id) => !resIds.includes(id)),
    });
  });
}

/**
 * `POST /mapping/updateAdminMapping`: the admins of the caller's scope who may reach one resource the
 * caller reaches become `adminIds`; admins outside the caller's scope keep their grants.
 */
export function updateResourceAdmins(ctx: SignedInContext, input: ResourceAdminsUpdate): Promise<MappingChange> {
  const type = mappableTypeName(input.resTypeId);
  return ctx.db.transaction(async (tx) => {
    await assertResourceReachable(tx, ctx, type, input.resId);
    const holders = await tx
      .select({ adminId: adminMapping.adminId })
      .from(adminMapping)
      .innerJoin(adminUser, eq(adminUser.id, adminMapping.adminId))
      .where(
        and(
          eq(adminMapping.resTypeId, input.resTypeId),
          eq(adminMapping.resId, input.resId),
          scopeCondition(adminUser, ctx.user.scope),
        ),
      );
    const held = new Set(holders.map((row) => row.adminId));
    const wanted = new Set(input.adminIds);
    const change: MappingChange = { added: [], removed: [] };
    for (const adminId of ascending(new Set([...wanted, ...held]))) {
      if (wanted.has(adminId) === held.has(adminId)) continue;
      const granting = wanted.has(adminId);
      await changeGrants(
        tx,
        ctx,
        adminId,
        type,
        granting ? { grant: [input.resId], withdraw: [] } : { grant: [], withdraw: [input.resId] },
      );
      (granting ? change.added : change.removed).push(adminId);
    }
    return change;
  });
}

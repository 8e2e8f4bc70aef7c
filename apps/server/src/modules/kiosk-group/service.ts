import { ErrorCode, ResourceType, type KioskGroup, type KioskGroupMember, KioskGroupPageRequest } from '@srd/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import { createEntityService, withIsoDates, type EntityService } from '../../platform/crud/entity.js';
import type { Tx } from '../../platform/db/client.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { assertInScope, scopeCondition, unreachable } from '../../platform/permissions/scope.js';
import { kiosk } from '../kiosk/tables.js';
import { tenantNameColumns } from '../merchant/names.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { kioskScope } from './kiosk-reach.js';
import { kioskGroup, kioskGroupMember } from './tables.js';

type Row = Record<string, unknown>;
const placement = { tid: kioskGroup.tid };

/**
 * Columns named with their table: in a subquery over several tables drizzle writes bare column names,
 * which PostgreSQL would resolve to the nearest table having one (`id` of kiosk, not of the group).
 */
const groupId = sql`${kioskGroup}.${sql.identifier('id')}`;
const memberOf = sql`from ${kioskGroupMember}
  join ${kiosk} on ${kiosk}.${sql.identifier('id')} = ${kioskGroupMember}.${sql.identifier('kiosk_id')}
  where ${kioskGroupMember}.${sql.identifier('group_id')} = ${groupId}`;

/** The group's kiosks as `[{ id, kid }]`, by KID, read with the row. */
const membersColumn = sql<KioskGroupMember[]>`coalesce((
  select json_agg(json_build_object('id', ${kiosk}.${sql.identifier('id')}, 'kid', ${kiosk}.${sql.identifier('kid')})
    order by ${kiosk}.${sql.identifier('kid')})
  ${memberOf}), '[]'::json)`.as('kiosks');

const groupEntity = createEntityService({
  table: kioskGroup,
  resType: ResourceType.KioskGroup,
  placement,
  extraColumns: { kiosks: membersColumn, ...tenantNameColumns(kioskGroup.tid) },
  request: KioskGroupPageRequest,
  defaultSort: { field: 'name', order: 'ascend' },
  keyword: [
    kioskGroup.name,
    kioskGroup.nameCht,
    kioskGroup.nameChs,
    (text) => sql`exists (select 1 ${memberOf} and ${contains(kiosk.kid, text)})`,
  ],
  present: (row) => {
    const group = withIsoDates(row) as Omit<KioskGroup, 'kioskIds'>;
    return { ...group, kioskIds: group.kiosks.map((member) => member.id) };
  },
});

/** How the audit shows a membership: the KIDs, in order. */
const kidList = (members: KioskGroupMember[]) =>
  members
    .map((member) => member.kid)
    .sort()
    .join(', ');

async function lockGroup(tx: Tx, ctx: SignedInContext, id: number): Promise<{ row: Row; members: KioskGroupMember[] }> {
  const [row] = await tx
    .select()
    .from(kioskGroup)
    .where(and(eq(kioskGroup.id, id), scopeCondition(placement, ctx.user.scope)))
    .for('update');
  if (!row) throw unreachable(ctx.user.scope);
  const members = await tx
    .select({ id: kiosk.id, kid: kiosk.kid })
    .from(kioskGroupMember)
    .innerJoin(kiosk, eq(kiosk.id, kioskGroupMember.kioskId))
    .where(eq(kioskGroupMember.groupId, id));
  return { row, members };
}

/**
 * SPEC 5 membership: every kiosk exists in the caller's reach (1004 otherwise, as for any record out
 * of reach) and is of the group's type and tenant (2071, naming the KIDs that are not).
 */
async function checkedMembers(
  tx: Tx,
  ctx: SignedInContext,
  kioskIds: number[],
  group: { tid: number; kioskType: number },
): Promise<KioskGroupMember[]> {
  const ids = [...new Set(kioskIds)];
  const found = await tx
    .select({ id: kiosk.id, kid: kiosk.kid, tid: kiosk.tid, kioskType: kiosk.kioskType })
    .from(kiosk)
    .where(and(inArray(kiosk.id, ids), kioskScope(ctx.user.scope)));
  if (found.length !== ids.length) throw unreachable(ctx.user.scope);
  const misfits = found.filter((member) => member.tid !== group.tid || member.kioskType !== group.kioskType);
  if (misfits.length)
    throw fieldError('kioskIds', ErrorCode.KioskGroupMemberMismatch, ctx.lang, { kids: kidList(misfits) });
  return found.map(({ id, kid }) => ({ id, kid }));
}

/**
 * Creates a group (`id` null) or edits one: omitted fields keep their values, `kioskIds` replaces the
 * membership. The group stays in the caller's tenant; its kiosks are checked again whenever the
 * tenant, the type or the membership changes. One audit entry, the membership as a list of KIDs.
 */
async function save(ctx: SignedInContext, id: number | null, input: Row): Promise<KioskGroup> {
  const { kioskIds, ...fields } = input as Row & { kioskIds?: number[] };
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => value !== undefined && name !== 'id'),
  );
  const savedId = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await lockGroup(tx, ctx, id);
    const next = { ...before?.row, ...changes } as Row & { tid: number; kioskType: number };
    if (before) assertInScope(ctx.user.scope, { tid: before.row.tid as number });
    assertInScope(ctx.user.scope, { tid: next.tid });
    await assertPlacementExists(tx, { tid: next.tid, mid: null, sid: null });
    const members = await checkedMembers(tx, ctx, kioskIds ?? before!.members.map((member) => member.id), next);
    const stamp = { lupdUser: ctx.user.id, lupdDttm: new Date() };
    const [row] = before
      ? await tx
          .update(kioskGroup)
          .set({ ...changes, ...stamp })
          .where(eq(kioskGroup.id, id!))
          .returning()
      : await tx
          .insert(kioskGroup)
          .values({ ...(next as typeof kioskGroup.$inferInsert), creUser: ctx.user.id, lupdUser: ctx.user.id })
          .returning();
    if (kioskIds) {
      await tx.delete(kioskGroupMember).where(eq(kioskGroupMember.groupId, row!.id));
      await tx.insert(kioskGroupMember).values(members.map((member) => ({ groupId: row!.id, kioskId: member.id })));
    }
    await audit(tx, ctx, {
      resType: ResourceType.KioskGroup,
      recordId: row!.id,
      action: before ? 'update' : 'create',
      before: before && { ...before.row, kiosks: kidList(before.members) },
      after: { ...row, kiosks: kidList(members) },
      placement: { tid: row!.tid },
    });
    return row!.id;
  });
  return groupEntity.read(ctx, savedId);
}

/** Kiosk groups: the kit's list, detail and delete; create and edit keep the membership with the group. */
export const kioskGroups: EntityService & { definition: typeof groupEntity.definition } = {
  definition: groupEntity.definition,
  page: groupEntity.page,
  read: groupEntity.read,
  remove: groupEntity.remove,
  create: (ctx, values) => save(ctx, null, values),
  update: (ctx, id, values) => save(ctx, id, values),
};

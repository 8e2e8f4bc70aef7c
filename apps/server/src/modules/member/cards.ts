import { ErrorCode, MemberCardPageRequest, ResourceType, type MemberCard } from '@srd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { Tx } from '../../platform/db/client.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { inScope, unreachable } from '../../platform/permissions/scope.js';
import { member, memberCard } from './tables.js';

type Row = Record<string, unknown>;

const STATUS_LABELS: Record<string, string> = { 0: 'disabled', 1: 'active' };

/** The tenant of a member the caller reaches, or 1004 (404 for access-all-data callers). */
export async function tenantOfMember(tx: Tx, ctx: SignedInContext, memberId: number): Promise<number> {
  const [found] = await tx.select({ tid: member.tid }).from(member).where(eq(member.id, memberId));
  if (!found || !inScope(ctx.user.scope, found)) throw unreachable(ctx.user.scope);
  return found.tid;
}

const entity = createEntityService({
  table: memberCard,
  resType: ResourceType.MemberCard,
  placement: { tid: memberCard.tid },
  extraColumns: {
    membershipNo: sql<string | null>`(select ${member.membershipNo} from ${member}
      where ${member.id} = ${memberCard.memberId})`.as('membership_no'),
    memberName: sql<string | null>`(select ${member.name} from ${member}
      where ${member.id} = ${memberCard.memberId})`.as('member_name'),
  },
  request: MemberCardPageRequest,
  defaultSort: { field: 'cardNo', order: 'ascend' },
  keyword: [
    memberCard.cardNo,
    (text) =>
      sql`${memberCard.memberId} in (select ${member.id} from ${member} where ${contains(member.membershipNo, text)})`,
  ],
  filterBy: {
    // Digits only: the start of the number, so the (tid, card_no) index serves it.
    cardNo: (text) => sql`${memberCard.cardNo} like ${`${text.replace(/[^0-9]/g, '')}%`}`,
  },
  present: (row) => withIsoDates(row) as MemberCard,
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /** The card sits in its member's tenant; its number is unique in the tenant (2171, naming it). */
  async check(tx, ctx, next, before) {
    const tid = await tenantOfMember(tx, ctx, next.memberId as number);
    if (tid !== next.tid) throw unreachable(ctx.user.scope);
    const cardNo = String(next.cardNo);
    const [taken] = await tx
      .select({ id: memberCard.id })
      .from(memberCard)
      .where(
        and(
          eq(memberCard.tid, tid),
          eq(memberCard.cardNo, cardNo),
          before ? ne(memberCard.id, before.id as number) : undefined,
        ),
      );
    if (taken) throw fieldError('cardNo', ErrorCode.MemberCardTaken, ctx.lang, { cardNo });
  },
});

/** The tenant of the member a create or an edit names, so the card is placed where its member is. */
async function withTenant(ctx: SignedInContext, values: Row): Promise<Row> {
  if (values.memberId === undefined) return values;
  const tid = await ctx.db.transaction((tx) => tenantOfMember(tx, ctx, values.memberId as number));
  return { ...values, tid };
}

/** Member cards: `/memberCard*`. */
export const memberCards = {
  ...entity,
  create: async (ctx: SignedInContext, values: Row) => entity.create(ctx, await withTenant(ctx, values)),
  update: async (ctx: SignedInContext, id: number, values: Row) =>
    entity.update(ctx, id, await withTenant(ctx, values)),
};

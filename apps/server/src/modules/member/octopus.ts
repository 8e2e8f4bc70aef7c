import {
  ErrorCode,
  formatOctopus,
  MAX_OCTOPUS_PER_MEMBER,
  OctopusPageRequest,
  ResourceType,
  type MemberOctopus,
  type OctopusCreate,
} from '@srd/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { inScope, unreachable } from '../../platform/permissions/scope.js';
import { member, memberOctopus } from './tables.js';

const STATUS_LABELS: Record<string, string> = { 0: 'disabled', 1: 'active' };

const entity = createEntityService({
  table: memberOctopus,
  resType: ResourceType.MemberOctopus,
  placement: { tid: memberOctopus.tid },
  extraColumns: {
    membershipNo: sql<string | null>`(select ${member.membershipNo} from ${member}
      where ${member.id} = ${memberOctopus.memberId})`.as('membership_no'),
    memberName: sql<string | null>`(select ${member.name} from ${member}
      where ${member.id} = ${memberOctopus.memberId})`.as('member_name'),
  },
  request: OctopusPageRequest,
  defaultSort: { field: 'prefix', order: 'ascend' },
  keyword: [
    (text) => {
      const digits = text.replace(/[^0-9]/g, '');
      return digits ? sql`${memberOctopus.prefix} || ${memberOctopus.suffix} like ${`%${digits}%`}` : undefined;
    },
    (text) =>
      sql`${memberOctopus.memberId} in (select ${member.id} from ${member}
        where ${contains(member.membershipNo, text)})`,
  ],
  // Enabling a number again forgets why it was disabled.
  prepare: (values) => (values.status === 1 ? { ...values, disabledReason: null } : values),
  present: (row) => withIsoDates(row) as MemberOctopus,
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /** SPEC 9: a disabled number needs its reason. */
  async check(_tx, ctx, next) {
    if (next.status === 0 && !((next.disabledReason as string | null | undefined) ?? '').trim())
      throw fieldError('disabledReason', ErrorCode.OctopusReasonRequired, ctx.lang);
  },
});

/**
 * Adds one or two numbers to a member, all or none: at most two per member (2173), none given twice or held by the
 * member already (2174), none registered to another member of the tenant (2175, naming them).
 */
async function create(ctx: SignedInContext, input: OctopusCreate): Promise<MemberOctopus[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    // The member's row is locked so two additions at once count each other's numbers.
    const [owner] = await tx
      .select({ id: member.id, tid: member.tid })
      .from(member)
      .where(eq(member.id, input.memberId))
      .for('update');
    if (!owner || !inScope(ctx.user.scope, owner)) throw unreachable(ctx.user.scope);
    const held = await tx
      .select({ prefix: memberOctopus.prefix, suffix: memberOctopus.suffix })
      .from(memberOctopus)
      .where(eq(memberOctopus.memberId, owner.id));
    const seen = new Set(held.map((row) => row.prefix));
    const repeated: string[] = [];
    for (const number of input.numbers) {
      if (seen.has(number.prefix)) repeated.push(formatOctopus(number.prefix, number.suffix));
      seen.add(number.prefix);
    }
    if (repeated.length)
      throw fieldError('numbers', ErrorCode.OctopusRepeated, ctx.lang, { numbers: repeated.join(', ') });
    if (held.length + input.numbers.length > MAX_OCTOPUS_PER_MEMBER)
      throw fieldError('numbers', ErrorCode.OctopusLimit, ctx.lang, { max: MAX_OCTOPUS_PER_MEMBER });
    const taken = await tx
      .select({ prefix: memberOctopus.prefix, suffix: memberOctopus.suffix })
      .from(memberOctopus)
      .where(
        and(
          eq(memberOctopus.tid, owner.tid),
          inArray(
            memberOctopus.prefix,
            input.numbers.map((number) => number.prefix),
          ),
          ne(memberOctopus.memberId, owner.id),
        ),
      )
      .orderBy(asc(memberOctopus.prefix));
    if (taken.length)
      throw fieldError('numbers', ErrorCode.OctopusTaken, ctx.lang, {
        numbers: taken.map((row) => formatOctopus(row.prefix, row.suffix)).join(', '),
      });
    const created = await tx
      .insert(memberOctopus)
      .values(
        input.numbers.map((number) => ({
          tid: owner.tid,
          memberId: owner.id,
          prefix: number.prefix,
          suffix: number.suffix,
          status: 1,
          creUser: ctx.user.id,
          lupdUser: ctx.user.id,
        })),
      )
      .returning();
    for (const row of created)
      await audit(tx, ctx, {
        resType: ResourceType.MemberOctopus,
        recordId: row.id,
        action: 'create',
        before: null,
        after: row,
        labels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
        placement: { tid: owner.tid },
      });
    return created.map((row) => row.id);
  });
  return Promise.all(ids.map((id) => entity.read(ctx, id)));
}

/** Octopus numbers of members: `/octopus*`. */
export const memberOctopusNumbers = { ...entity, add: create };

import {
  AUDIO_LANGS,
  DISPLAY_LANGS,
  ErrorCode,
  MemberPageRequest,
  ResourceType,
  type Member,
  type MemberDetail,
  type MemberWallets,
  type UsrLangOptions,
  type WalletType,
} from '@srd/contract';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../platform/db/qualified.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { addressBuilding, addressEstate } from '../address/tables.js';
import { wallet } from '../ledger/tables.js';
import { tenant } from '../organisation/tables.js';
import { memberCards } from './cards.js';
import { memberOctopusNumbers } from './octopus.js';
import { member, memberCard, memberOctopus } from './tables.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('member_membership_no_key', { code: ErrorCode.MembershipNoTaken, field: 'membershipNo' });

/** `GET /usrLangType/getUsrLangOptions`. */
export function usrLangOptions(): UsrLangOptions {
  return { audioLangList: [...AUDIO_LANGS], displayLangList: [...DISPLAY_LANGS] };
}

const STATUS_LABELS: Record<string, string> = { 0: 'disabled', 1: 'active' };
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Members whose card or Octopus number is this, found through the card tables' `(tid, number)` unique indexes: the
 * tenants are listed so each tenant's index is probed, instead of reading every card.
 */
const byCardNo = (cardNo: string): SQL =>
  sql`${member.id} in (select ${memberCard.memberId} from ${memberCard}
    where ${memberCard.tid} in (select ${tenant.id} from ${tenant}) and ${memberCard.cardNo} = ${cardNo.trim()})`;
const byOctopusNo = (text: string): SQL | undefined => {
  const digits = text.replace(/[^0-9]/g, '');
  if (!digits) return sql`false`;
  const asWhole =
    digits.length >= 9
      ? sql` or (${memberOctopus.prefix} = ${digits.slice(0, -1)} and ${memberOctopus.suffix} = ${digits.slice(-1)})`
      : sql``;
  return sql`${member.id} in (select ${memberOctopus.memberId} from ${memberOctopus}
    where ${memberOctopus.tid} in (select ${tenant.id} from ${tenant})
      and (${memberOctopus.prefix} = ${digits}${asWhole}))`;
};

export const members = createEntityService({
  table: member,
  resType: ResourceType.Member,
  placement: { tid: member.tid },
  extraColumns: {
    tenantName: sql<string | null>`(select ${tenant.name} from ${tenant} where ${tenant.id} = ${member.tid})`.as(
      'tenant_name',
    ),
    estateName: sql<string | null>`(select ${addressEstate.name} from ${addressEstate}
      where ${addressEstate.id} = ${member.estateId})`.as('estate_name'),
    buildingName: sql<string | null>`(select ${addressBuilding.name} from ${addressBuilding}
      where ${addressBuilding.id} = ${member.buildingId})`.as('building_name'),
    cardNos: sql<string | null>`(select string_agg(${memberCard.cardNo}, ', ' order by ${memberCard.id})
      from ${memberCard} where ${memberCard.memberId} = ${qualified(member.id)})`.as('card_nos'),
  },
  request: MemberPageRequest,
  defaultSort: { field: 'name', order: 'ascend' },
  filterBy: {
    membershipNo: (text) => sql`lower(${member.membershipNo}) like lower(${likePrefix(text)})`,
    cardNo: byCardNo,
    octopusNo: byOctopusNo,
  },
  present: (row) => withIsoDates(row) as Member,
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /**
   * The membership number is unique in the tenant whatever its case (2170); the estate is the member's tenant's or
   * shared, the building of the estate (2172).
   */
  async check(tx, ctx, next, before) {
    const others = before ? ne(member.id, before.id as number) : undefined;
    const membershipNo = String(next.membershipNo);
    const [taken] = await tx
      .select({ id: member.id })
      .from(member)
      .where(
        and(
          eq(member.tid, next.tid as number),
          eq(sql`lower(${member.membershipNo})`, membershipNo.toLowerCase()),
          others,
        ),
      );
    if (taken) throw fieldError('membershipNo', ErrorCode.MembershipNoTaken, ctx.lang, { membershipNo });
    const estateId = next.estateId as number | null;
    const buildingId = next.buildingId as number | null;
    if (estateId !== null) {
      const [estate] = await tx
        .select({ tid: addressEstate.tid })
        .from(addressEstate)
        .where(eq(addressEstate.id, estateId));
      if (!estate || (estate.tid !== null && estate.tid !== next.tid))
        throw fieldError('estateId', ErrorCode.MemberAddressMismatch, ctx.lang);
    }
    if (buildingId !== null) {
      const [building] = await tx
        .select({ estateId: addressBuilding.estateId })
        .from(addressBuilding)
        .where(eq(addressBuilding.id, buildingId));
      if (!building || building.estateId !== estateId)
        throw fieldError('buildingId', ErrorCode.MemberAddressMismatch, ctx.lang);
    }
  },
});

const WALLET_FIELDS: Record<WalletType, keyof MemberWallets> = {
  cst: 'cst',
  octopus: 'octopus',
  donation: 'donation',
  hkstp: 'hkstp',
};

/** `GET /member/{id}`: the member, its cards, its Octopus numbers and its four balances (0 where no wallet yet). */
export async function memberDetail(ctx: SignedInContext, id: number): Promise<MemberDetail> {
  const found = await members.read(ctx, id);
  const [cards, octopus, balances] = await Promise.all([
    memberCards.matching(ctx.db, ctx, { memberId: id }).orderBy(asc(memberCard.id)),
    memberOctopusNumbers.matching(ctx.db, ctx, { memberId: id }).orderBy(asc(memberOctopus.id)),
    ctx.db.select({ type: wallet.type, balance: wallet.balance }).from(wallet).where(eq(wallet.memberId, id)),
  ]);
  const wallets: MemberWallets = { cst: 0, octopus: 0, donation: 0, hkstp: 0 };
  for (const { type, balance } of balances) if (type in WALLET_FIELDS) wallets[WALLET_FIELDS[type]] = Number(balance);
  return {
    ...found,
    cards: cards.map(memberCards.definition.present),
    octopus: octopus.map(memberOctopusNumbers.definition.present),
    wallets,
  };
}

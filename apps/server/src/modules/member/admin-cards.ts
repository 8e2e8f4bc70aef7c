import { AdminCardPageRequest, ErrorCode, ResourceType, type AdminCard } from '@srd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { adminUser } from '../../platform/auth/tables.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { inScope } from '../../platform/permissions/scope.js';
import { merchant, shop, tenant } from '../organisation/tables.js';
import { adminCard } from './tables.js';

type Row = Record<string, unknown>;

const STATUS_LABELS: Record<string, string> = { 0: 'disabled', 1: 'active' };

const entity = createEntityService({
  table: adminCard,
  resType: ResourceType.AdminCard,
  placement: { tid: adminCard.tid, mid: adminCard.mid, sid: adminCard.sid },
  sharedWithoutTenant: true,
  extraColumns: {
    tenantName: sql<string | null>`(select ${tenant.name} from ${tenant} where ${tenant.id} = ${adminCard.tid})`.as(
      'tenant_name',
    ),
    merchantName: sql<string | null>`(select ${merchant.name} from ${merchant}
      where ${merchant.id} = ${adminCard.mid})`.as('merchant_name'),
    shopName: sql<string | null>`(select ${shop.name} from ${shop} where ${shop.id} = ${adminCard.sid})`.as(
      'shop_name',
    ),
    holderLoginId: loginIdOf(adminCard.holderUserId, 'holder_login_id'),
  },
  request: AdminCardPageRequest,
  defaultSort: { field: 'cardNo', order: 'ascend' },
  keyword: [adminCard.cardNo, adminCard.holderName],
  present: (row) => withIsoDates(row) as AdminCard,
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /**
   * The number is unique (2182); the merchant is of the tenant and the shop of the merchant, and a holder who is an
   * admin user is one the caller reaches, of the card's tenant (2181).
   */
  async check(tx, ctx, next, before) {
    const cardNo = String(next.cardNo);
    const [taken] = await tx
      .select({ id: adminCard.id })
      .from(adminCard)
      .where(and(eq(adminCard.cardNo, cardNo), before ? ne(adminCard.id, before.id as number) : undefined));
    if (taken) throw fieldError('cardNo', ErrorCode.AdminCardTaken, ctx.lang, { cardNo });
    const tid = next.tid as number | null;
    const mid = next.mid as number | null;
    const sid = next.sid as number | null;
    if (mid !== null) {
      const [found] = await tx.select({ tid: merchant.tid }).from(merchant).where(eq(merchant.id, mid));
      if (!found || found.tid !== tid) throw fieldError('mid', ErrorCode.AdminCardScopeMismatch, ctx.lang);
    }
    if (sid !== null) {
      const [found] = await tx.select({ mid: shop.mid }).from(shop).where(eq(shop.id, sid));
      if (!found || found.mid !== mid) throw fieldError('sid', ErrorCode.AdminCardScopeMismatch, ctx.lang);
    }
    const holderUserId = next.holderUserId as number | null;
    if (holderUserId !== null) {
      const [holder] = await tx
        .select({ tid: adminUser.tid, mid: adminUser.mid, sid: adminUser.sid })
        .from(adminUser)
        .where(eq(adminUser.id, holderUserId));
      if (!holder || !inScope(ctx.user.scope, holder) || (tid !== null && holder.tid !== tid))
        throw fieldError('holderUserId', ErrorCode.AdminCardScopeMismatch, ctx.lang);
    } else if (!((next.holderName as string | null | undefined) ?? '').trim()) {
      throw fieldError('holderName', ErrorCode.AdminCardHolderRequired, ctx.lang);
    }
  },
});

/** A holder who is an admin user is named as the user is, unless a name is given. */
async function withHolderName(ctx: SignedInContext, values: Row): Promise<Row> {
  if (values.holderName || typeof values.holderUserId !== 'number') return values;
  const [user] = await ctx.db
    .select({ adminName: adminUser.adminName, loginId: adminUser.loginId })
    .from(adminUser)
    .where(eq(adminUser.id, values.holderUserId));
  return user ? { ...values, holderName: user.adminName || user.loginId } : values;
}

/** Admin cards: `/adminCard*`. */
export const adminCards = {
  ...entity,
  create: async (ctx: SignedInContext, values: Row) =>
    entity.create(ctx, await withHolderName(ctx, { holderName: '', ...values })),
  update: async (ctx: SignedInContext, id: number, values: Row) =>
    entity.update(ctx, id, await withHolderName(ctx, values)),
};

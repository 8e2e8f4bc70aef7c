import {
  ErrorCode,
  normaliseTel,
  ResourceType,
  type CouponValidToken,
  type Shop,
  ShopPageRequest,
} from '@srd/contract';
import { count, eq, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords.js';
import { adminUser } from '../../platform/auth/tables.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { shop } from '../organisation/tables.js';
import { assertAcceptableLogo } from '../../platform/crud/logo.js';
import { assertValidTel } from './checks.js';
import { merchantNameColumns, tenantNameColumns } from './names.js';
import { shortNameOptions } from './short-names.js';

type Row = Record<string, unknown>;

/** A shop sits in its tenant and merchant, and is the `sid` of the callers placed in it. */
const placement = { tid: shop.tid, mid: shop.mid, sid: shop.id };

/** How many characters of the coupon valid token a list shows. */
const TOKEN_VISIBLE_TAIL = 4;

const shopEntity = createEntityService({
  table: shop,
  resType: ResourceType.Shop,
  placement,
  // The password hash and the token are secrets: never answered, never audited (the token's rotation time is).
  hidden: ['passwordHash', 'couponValidToken'],
  extraColumns: {
    ...tenantNameColumns(shop.tid),
    ...merchantNameColumns(shop.mid),
    hasPassword: sql<boolean>`(${shop.passwordHash} is not null)`.as('has_password'),
    couponValidTokenMasked:
      sql<string>`('********' || right(${shop.couponValidToken}, ${sql.raw(String(TOKEN_VISIBLE_TAIL))}))`.as(
        'coupon_valid_token_masked',
      ),
  },
  request: ShopPageRequest,
  defaultSort: { field: 'id', order: 'descend' },
  keyword: [
    shop.name,
    shop.nameCht,
    shop.nameChs,
    shop.shortName,
    shop.shortNameCht,
    shop.shortNameChs,
    shop.address,
    shop.tel,
  ],
  filterBy: {
    // One of the short names the list offers, in any language: equal, not contained.
    shortName: (name) => or(eq(shop.shortName, name), eq(shop.shortNameCht, name), eq(shop.shortNameChs, name)),
  },
  // A logo is audited as changed, never copied: the image would fill the log.
  secretFields: () => ['logo'],
  present: (row) => withIsoDates(row) as Shop,
  auditLabels: { shopType: (value) => (String(value) === '1' ? 'online' : String(value) === '0' ? 'offline' : null) },
  /** One list of numbers, whichever separators were typed. */
  prepare: (values) => (typeof values.tel === 'string' ? { ...values, tel: normaliseTel(values.tel) || null } : values),
  /** The merchant belongs to the shop's tenant (1019); tel numbers and logo are valid. */
  async check(tx, ctx, next, before) {
    await assertPlacementExists(tx, { tid: next.tid as number, mid: next.mid as number, sid: null });
    if (next.tel !== before?.tel) assertValidTel(next.tel, ctx.lang);
    if (next.logo !== before?.logo) assertAcceptableLogo(next.logo, ctx.lang);
  },
  /** Admin users placed in the shop refer to it without a foreign key. */
  async checkDelete(tx, _ctx, before) {
    const [users] = await tx
      .select({ n: count() })
      .from(adminUser)
      .where(eq(adminUser.sid, before.id as number));
    if (users!.n > 0) throw new AppError(ErrorCode.InUse);
  },
});

/** A new password replaces the stored hash (the product's password rule and argon2id hashing). */
async function withPasswordHash(values: Row): Promise<Row> {
  const { password, ...rest } = values;
  if (typeof password !== 'string') return rest;
  assertAcceptablePassword(password);
  return { ...rest, passwordHash: await hashPassword(password) };
}

function newCouponValidToken(): string {
  return randomBytes(16).toString('hex');
}

export const shops = {
  ...shopEntity,
  create: async (ctx: SignedInContext, input: Row) => shopEntity.create(ctx, await withPasswordHash(input)),
  update: async (ctx: SignedInContext, id: number, input: Row) =>
    shopEntity.update(ctx, id, await withPasswordHash(input)),
};

/** The whole token of a shop the caller reaches. */
export async function couponValidToken(ctx: SignedInContext, id: number): Promise<CouponValidToken> {
  await shopEntity.read(ctx, id);
  const [row] = await ctx.db
    .select({ id: shop.id, couponValidToken: shop.couponValidToken, couponTokenRotatedAt: shop.couponTokenRotatedAt })
    .from(shop)
    .where(eq(shop.id, id));
  return { ...row!, couponTokenRotatedAt: row!.couponTokenRotatedAt.toISOString() };
}

/** Replaces the token: vouchers validated with the old one stop working. The audit records when. */
export async function rotateCouponValidToken(ctx: SignedInContext, id: number): Promise<CouponValidToken> {
  await shopEntity.update(ctx, id, { couponValidToken: newCouponValidToken(), couponTokenRotatedAt: new Date() });
  return couponValidToken(ctx, id);
}

/** The shop short names for the list's filter (SPEC 7). */
export function shopShortNames(ctx: SignedInContext): Promise<string[]> {
  return shortNameOptions(ctx, shop, scopeCondition(placement, ctx.user.scope));
}

import { ErrorCode, ResourceType, type Merchant, MerchantPageRequest, type ResourceOption } from '@srd/contract';
import { count, eq, or } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { merchant, shop } from '../organisation/tables.js';
import { assertAcceptableLogo } from '../../platform/crud/logo.js';
import { tenantNameColumns } from './names.js';
import { shortNameOptions } from './short-names.js';

/** A merchant sits in its tenant, and is the `mid` of the callers placed in it. */
const placement = { tid: merchant.tid, mid: merchant.id };

export const merchants = createEntityService({
  table: merchant,
  resType: ResourceType.Merchant,
  placement,
  extraColumns: tenantNameColumns(merchant.tid),
  request: MerchantPageRequest,
  defaultSort: { field: 'id', order: 'descend' },
  keyword: [
    merchant.name,
    merchant.nameCht,
    merchant.nameChs,
    merchant.shortName,
    merchant.shortNameCht,
    merchant.shortNameChs,
    merchant.address,
    merchant.email,
  ],
  filterBy: {
    // One of the short names the list offers, in any language: equal, not contained.
    shortName: (name) =>
      or(eq(merchant.shortName, name), eq(merchant.shortNameCht, name), eq(merchant.shortNameChs, name)),
  },
  // A logo is audited as changed, never copied: the image would fill the log.
  secretFields: () => ['logo'],
  present: (row) => withIsoDates(row) as Merchant,
  /**
   * The tenant exists; a merchant with shops keeps its tenant (they would sit in another one); the logo is
   * an accepted image.
   */
  async check(tx, ctx, next, before) {
    await assertPlacementExists(tx, { tid: next.tid as number, mid: null, sid: null });
    if (before && before.tid !== next.tid) {
      const [shops] = await tx
        .select({ n: count() })
        .from(shop)
        .where(eq(shop.mid, before.id as number));
      if (shops!.n > 0) throw new AppError(ErrorCode.PlacementMismatch);
    }
    if (next.logo !== before?.logo) assertAcceptableLogo(next.logo, ctx.lang);
  },
  /** Shops refer to it by foreign key (1021); admin users placed in it too, without one. */
  async checkDelete(tx, _ctx, before) {
    const [users] = await tx
      .select({ n: count() })
      .from(adminUser)
      .where(eq(adminUser.mid, before.id as number));
    if (users!.n > 0) throw new AppError(ErrorCode.InUse);
  },
});

/** The merchant short names for the list's filter (SPEC 7). */
export function merchantShortNames(ctx: SignedInContext): Promise<string[]> {
  return shortNameOptions(ctx, merchant, scopeCondition(placement, ctx.user.scope));
}

/**
 * The merchants a shop form offers: those of the caller's tenant (and merchant), as resource options
 * under their tenant. A shop's own staff see their shop's merchant.
 */
export function merchantOptions(ctx: SignedInContext): Promise<ResourceOption[]> {
  return ctx.db
    .select({
      id: merchant.id,
      resName: merchant.name,
      resNameCht: merchant.nameCht,
      resNameChs: merchant.nameChs,
      pId: merchant.tid,
    })
    .from(merchant)
    .where(scopeCondition(placement, { ...ctx.user.scope, sid: null }))
    .orderBy(merchant.name, merchant.id);
}

import {
  ErrorCode,
  ResourceType,
  type MilesConfig,
  type MilesMember,
  type MilesMemberQuery,
  type MilesTerms,
  type MilesTermsQuery,
} from '@srd/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { audit } from '../../platform/audit/audit.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { inScope, unreachable } from '../../platform/permissions/scope.js';
import { localText } from '../kiosk-ops/kiosk-reach.js';
import { ledgerMembers } from '../ledger/service.js';
import { tenant } from '../organisation/tables.js';
import { memberMilesAccount, milesConfig } from './tables.js';

/**
 * `GET /cathayPacificRebate/config`: a tenant's terms, by default the caller's own tenant's; any caller of the tenant
 * reads them (its staff convert by them). A caller of every tenant names the tenant.
 */
export async function termsOf(
  ctx: SignedInContext,
  partnerConnected: boolean,
  query: MilesTermsQuery,
): Promise<MilesTerms> {
  const { scope } = ctx.user;
  const tid = query.tid ?? (scope.allData ? null : scope.tid);
  if (tid === null) throw fieldError('tid', ErrorCode.MilesTenantRequired, ctx.lang);
  if (!scope.allData && scope.tid !== tid) throw unreachable(scope);
  const [row] = await ctx.db
    .select({
      tid: tenant.id,
      tenantName: localText(ctx.lang, { en: tenant.name, cht: tenant.nameCht, chs: tenant.nameChs }),
      pointsPerMile: milesConfig.pointsPerMile,
      minPoints: milesConfig.minPoints,
      enabled: milesConfig.enabled,
      updatedAt: milesConfig.updatedAt,
      updatedByName: loginIdOf(milesConfig.updatedBy, 'updated_by_name'),
    })
    .from(tenant)
    .leftJoin(milesConfig, eq(milesConfig.tid, tenant.id))
    .where(eq(tenant.id, tid));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return {
    ...row,
    enabled: row.enabled ?? false,
    partnerConnected,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * `PUT /cathayPacificRebate/config`: sets a tenant's terms (a caller placed at the tenant itself, or one of every
 * tenant); the minimum makes whole miles. Audited; the next conversion of the tenant's members follows them.
 */
export async function updateTerms(
  ctx: SignedInContext,
  partnerConnected: boolean,
  input: MilesConfig,
): Promise<MilesTerms> {
  if (!inScope(ctx.user.scope, { tid: input.tid })) throw new AppError(ErrorCode.OutOfScope);
  if (input.minPoints % input.pointsPerMile !== 0)
    throw fieldError('minPoints', ErrorCode.MilesMinimumNotWhole, ctx.lang, { rate: input.pointsPerMile });
  await ctx.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.id, input.tid));
    if (!owner) throw new AppError(ErrorCode.NotFound);
    const [existing] = await tx.select().from(milesConfig).where(eq(milesConfig.tid, input.tid)).for('update');
    const values = { pointsPerMile: input.pointsPerMile, minPoints: input.minPoints, enabled: input.enabled };
    await tx
      .insert(milesConfig)
      .values({ tid: input.tid, ...values, updatedBy: ctx.user.id })
      .onConflictDoUpdate({
        target: milesConfig.tid,
        set: { ...values, updatedBy: ctx.user.id, updatedAt: sql`now()` },
      });
    await audit(tx, ctx, {
      resType: ResourceType.MilesConfig,
      recordId: input.tid,
      action: existing ? 'update' : 'create',
      before: existing
        ? { pointsPerMile: existing.pointsPerMile, minPoints: existing.minPoints, enabled: existing.enabled }
        : null,
      after: values,
      placement: { tid: input.tid },
    });
  });
  return termsOf(ctx, partnerConnected, { tid: input.tid });
}

/**
 * `GET /cathayPacificRebate/members`: the adjustment form's members in reach (ledgerMembers), each with the Asia Miles
 * number they converted to last, which the conversion form offers again.
 */
export async function milesMembers(ctx: SignedInContext, query: MilesMemberQuery): Promise<MilesMember[]> {
  const found = await ledgerMembers(ctx, query);
  const accounts =
    found.length === 0
      ? []
      : await ctx.db
          .select({ memberId: memberMilesAccount.memberId, accountNo: memberMilesAccount.accountNo })
          .from(memberMilesAccount)
          .where(
            inArray(
              memberMilesAccount.memberId,
              found.map((row) => row.id),
            ),
          );
  const accountOf = new Map(accounts.map((account) => [account.memberId, account.accountNo]));
  return found.map((row) => ({ ...row, accountNo: accountOf.get(row.id) ?? null }));
}

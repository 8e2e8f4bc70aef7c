import { ErrorCode, errorMessage, ResourceType, type Tenant, type TenantDuplicate } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { unreachable } from '../../platform/permissions/scope.js';
import { tenant } from '../organisation/tables.js';
import { subdomainTaken, TENANT_MASKED_FIELDS, tenantAuditLabels, tenantReach, type TenantService } from './service.js';

const NAME_MAX = 120;
const LABEL_MAX = 63;

/** `text` followed by `suffix`, cut so that the whole fits in `max` characters. */
function suffixed(text: string, suffix: string, max: number): string {
  return text.slice(0, max - suffix.length) + suffix;
}

/** The first free subdomain among `<original>-copy`, `<original>-copy-2`, ... (DNS label rules kept). */
async function freeSubdomain(tx: Tx, original: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
    const candidate = suffixed(original, suffix, LABEL_MAX).replace(/^-+/, '');
    if (!(await subdomainTaken(tx, candidate))) return candidate;
  }
}

/**
 * `PUT /tenants/duplicate/{id}` (access-all-data only): a new tenant with the original's settings and
 * config groups, named and placed at the given names and subdomain or ones derived from the original's
 * ("<name> (copy)", "<subdomain>-copy"). The connection string is not copied: it points at the
 * original's own database. Any failure to store the copy answers 1024 and leaves nothing behind.
 */
export async function duplicateTenant(
  service: TenantService,
  ctx: SignedInContext,
  id: number,
  input: TenantDuplicate,
): Promise<Tenant> {
  const { scope } = ctx.user;
  const copyId = await ctx.db
    .transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(tenant)
        .where(and(eq(tenant.id, id), tenantReach(ctx)));
      if (!original) throw unreachable(scope);
      if (!scope.allData) throw new AppError(ErrorCode.OutOfScope);
      if (input.subdomain && (await subdomainTaken(tx, input.subdomain))) {
        throw new AppError(ErrorCode.CopyTenantFailed, undefined, {
          fields: [{ field: 'subdomain', message: errorMessage(ErrorCode.CodeTaken, ctx.lang) }],
        });
      }
      const {
        id: _id,
        creUser: _cu,
        creDttm: _cd,
        lupdUser: _lu,
        lupdDttm: _ld,
        connectionString: _secret,
        ...settings
      } = original;
      const [copy] = await tx
        .insert(tenant)
        .values({
          ...settings,
          name: input.name ?? suffixed(original.name, ' (copy)', NAME_MAX),
          nameCht: input.nameCht ?? (original.nameCht && suffixed(original.nameCht, '（副本）', NAME_MAX)),
          nameChs: input.nameChs ?? (original.nameChs && suffixed(original.nameChs, '（副本）', NAME_MAX)),
          subdomain:
            input.subdomain !== undefined
              ? input.subdomain
              : original.subdomain && (await freeSubdomain(tx, original.subdomain)),
          connectionString: null,
          creUser: ctx.user.id,
          lupdUser: ctx.user.id,
        })
        .returning();
      const { connectionString: _none, ...audited } = copy!;
      await audit(tx, ctx, {
        resType: ResourceType.Tenant,
        recordId: copy!.id,
        action: 'create',
        before: null,
        after: audited,
        labels: tenantAuditLabels,
        masked: TENANT_MASKED_FIELDS,
        placement: { tid: copy!.id },
      });
      return copy!.id;
    })
    .catch((error: unknown) => {
      throw error instanceof AppError ? error : new AppError(ErrorCode.CopyTenantFailed);
    });
  return service.read(ctx, copyId);
}

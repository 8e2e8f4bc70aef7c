import {
  ErrorCode,
  ResourceType,
  TENANT_TEXT_KINDS,
  tenantPeriodValid,
  type RecycleCap,
  type Tenant,
  TenantPageRequest,
  type TenantTexts,
} from '@srd/contract';
import { and, eq, getTableColumns, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { LabelFor } from '../../platform/audit/audit.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { assertAcceptableLogo } from '../../platform/crud/logo.js';
import type { Tx } from '../../platform/db/client.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { deriveFilters } from '../../platform/paging/derive.js';
import { reachCondition } from '../mapping/resources.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { sysClient, tenant } from '../organisation/tables.js';
import { maskSecret, type SecretBox } from './secret-box.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('tenant_subdomain_key', { code: ErrorCode.CodeTaken, field: 'subdomain' });

type Row = Record<string, unknown>;

/** SPEC 4 status names, as the audit labels them. */
const STATUS_LABELS: Record<string, string> = { 0: 'disable', 1: 'active', 2: 'draft', 3: 'pending', 5: 'expired' };
export const tenantAuditLabels: Record<string, LabelFor> = { status: (value) => STATUS_LABELS[String(value)] ?? null };
/** A logo is an image of up to 256 KB: the audit notes that it changed rather than keeping copies of it. */
export const TENANT_MASKED_FIELDS = ['logo'];

const sysClientColumn = (column: AnyColumn, alias: string) =>
  sql<string | null>`(select ${column} from ${sysClient} where ${sysClient.id} = ${tenant.sysClientId})`.as(alias);

/** The system client's names, answered with each tenant. */
export const tenantExtraColumns = {
  sysClientName: sysClientColumn(sysClient.name, 'sys_client_name'),
  sysClientNameCht: sysClientColumn(sysClient.nameCht, 'sys_client_name_cht'),
  sysClientNameChs: sysClientColumn(sysClient.nameChs, 'sys_client_name_chs'),
};

/** What the list's keyword matches: the names and the short name. */
const TENANT_KEYWORD = [tenant.name, tenant.nameCht, tenant.nameChs, tenant.shortName];

/** The list's filters (keyword, status, system client), for its export too. */
export const tenantFilters = deriveFilters(
  { name: 'tenant', request: TenantPageRequest, columns: getTableColumns(tenant) },
  { keyword: TENANT_KEYWORD },
);

/** Tenants a caller reads: their own (by scope), those admin mapping grants, or all with access-all-data. */
export const tenantReach = (ctx: SignedInContext) => reachCondition(ctx, 'Tenant');

function sanitizedTexts(texts: TenantTexts): TenantTexts {
  return Object.fromEntries(
    TENANT_TEXT_KINDS.map((kind) => [
      kind,
      {
        en_US: sanitizeRichText(texts[kind].en_US),
        zh_HK: sanitizeRichText(texts[kind].zh_HK),
        zh_CN: sanitizeRichText(texts[kind].zh_CN),
      },
    ]),
  ) as TenantTexts;
}

/** Another tenant already uses this subdomain. */
export async function subdomainTaken(tx: Tx, subdomain: string, exceptId?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.subdomain, subdomain), exceptId === undefined ? undefined : ne(tenant.id, exceptId)));
  return Boolean(taken);
}

/**
 * The tenant rules inside the write's transaction: only access-all-data callers create tenants or move
 * one to another system client; the client exists; the period is ordered (1023); the subdomain is free
 * (1020); the logo fits (1025); recycle caps name materials of the catalogue.
 */
async function checkTenant(tx: Tx, ctx: SignedInContext, next: Row, before: Row | null): Promise<void> {
  const { scope } = ctx.user;
  if (!scope.allData && (!before || next.sysClientId !== before.sysClientId)) throw new AppError(ErrorCode.OutOfScope);
  if (next.sysClientId !== null && next.sysClientId !== undefined && next.sysClientId !== before?.sysClientId) {
    const [client] = await tx
      .select({ id: sysClient.id })
      .from(sysClient)
      .where(eq(sysClient.id, next.sysClientId as number));
    if (!client) throw fieldError('sysClientId', ErrorCode.BadRequest, ctx.lang);
  }
  if (!tenantPeriodValid(next)) throw fieldError('expiryDate', ErrorCode.ExpiryBeforeEffective, ctx.lang);
  if (
    typeof next.subdomain === 'string' &&
    (await subdomainTaken(tx, next.subdomain, before?.id as number | undefined))
  ) {
    throw fieldError('subdomain', ErrorCode.CodeTaken, ctx.lang);
  }
  if (next.logo !== before?.logo) assertAcceptableLogo(next.logo, ctx.lang);
  const caps = (next.recycleConfig ?? []) as RecycleCap[];
  if (caps.length > 0) {
    const codes = caps.map((cap) => cap.materialCode);
    const known = new Set(
      (
        await tx
          .select({ code: kioskMaterialType.code })
          .from(kioskMaterialType)
          .where(inArray(kioskMaterialType.code, codes))
      ).map((row) => row.code),
    );
    const unknown = codes.findIndex((code) => !known.has(code));
    if (unknown >= 0) throw fieldError(`recycleConfig.${unknown}.materialCode`, ErrorCode.BadRequest, ctx.lang);
  }
}

/**
 * A sealed secret as answers show it; one sealed under another key (a changed TENANT_SECRET_KEY) shows as set
 * but unreadable.
 */
function masked(box: SecretBox, sealed: string): string {
  try {
    return maskSecret(box.decrypt(sealed));
  } catch {
    return maskSecret('');
  }
}

/**
 * Tenants (SPEC 3): the kit's list, detail, create and edit with the tenant rules; the connection
 * string is sealed with `box` on the way in and only its last 4 characters come back out.
 */
export function createTenantService(box: SecretBox) {
  const service = createEntityService({
    table: tenant,
    resType: ResourceType.Tenant,
    placement: { tid: tenant.id },
    reach: tenantReach,
    extraColumns: tenantExtraColumns,
    prepare(values) {
      const prepared = { ...values };
      if (typeof values.connectionString === 'string') prepared.connectionString = box.encrypt(values.connectionString);
      if (values.texts) prepared.texts = sanitizedTexts(values.texts as TenantTexts);
      return prepared;
    },
    request: TenantPageRequest,
    defaultSort: { field: 'name', order: 'ascend' },
    keyword: TENANT_KEYWORD,
    present: (row) => {
      const sealed = row.connectionString as string | null;
      return { ...withIsoDates(row), connectionString: sealed === null ? null : masked(box, sealed) } as Tenant;
    },
    auditLabels: tenantAuditLabels,
    secretFields: () => TENANT_MASKED_FIELDS,
    check: checkTenant,
  });
  return service;
}
export type TenantService = ReturnType<typeof createTenantService>;

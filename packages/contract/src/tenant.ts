import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { LogoInput } from './logo.js';
import { defineActions } from './actions.js';
import { editInput, EntityStatus, nameInput, nameOutput, stampOutput } from './entity.js';
import { LANGS } from './i18n.js';
import { pageRequest, pageResult } from './paging.js';
import { ruleText, textPattern } from './issue-message.js';

export const tenantActions = defineActions('tenants', {
  view: { menuTitle: 'Tenants' },
  add: { menuTitle: 'Add a tenant' },
  edit: { menuTitle: 'Edit a tenant' },
  duplicate: { menuTitle: 'Duplicate a tenant' },
  export: { menuTitle: 'Export tenants' },
});

/** What a tenant runs: each mode turns on a part of the platform for it. */
export const TENANT_MODES = ['rvm', 'smartClassify', 'smartBin', 'foodContainer', 'octopus', 'memberCard'] as const;
export const TenantMode = z.enum(TENANT_MODES);
export type TenantMode = z.infer<typeof TenantMode>;

/** Colour schemes of the tenant's dashboard screens. */
export const DASHBOARD_THEMES = ['default', 'dark', 'ocean', 'forest'] as const;
export const DashboardTheme = z.enum(DASHBOARD_THEMES);

/** A DNS label: lower-case letters, digits and inner hyphens, 1 to 63 of them. */
export const SUBDOMAIN_PATTERN = textPattern('subdomain', /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);

const count = (max: number) => z.int32().min(0).max(max);
/** An amount of money: non-negative, at most two decimals. */
const money = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, ruleText('cents'));

/** Reverse vending machines of the tenant. */
export const RvmConfig = z.object({
  maxItemsPerTransaction: z.int32().min(1).max(500).default(50),
  acceptUnknownBarcode: z.boolean().default(false),
  printReceipt: z.boolean().default(true),
});
export type RvmConfig = z.infer<typeof RvmConfig>;

/** Food container machines: the deposit paid and the refund on return. */
export const FcmConfig = z
  .object({
    depositAmount: money.default(0),
    refundAmount: money.default(0),
    returnWithinDays: z.int32().min(1).max(365).default(30),
  })
  .refine((value) => value.refundAmount <= value.depositAmount, { path: ['refundAmount'] });
export type FcmConfig = z.infer<typeof FcmConfig>;

/** TODI smart bins. */
export const TbConfig = z.object({
  capacityLitres: z.int32().min(1).max(5000).default(240),
  collectionIntervalHours: z.int32().min(1).max(720).default(24),
  requireMemberCard: z.boolean().default(false),
});
export type TbConfig = z.infer<typeof TbConfig>;

/**
 * What one material (a kioskMaterialType code) earns a member, and the daily caps per member (0: no cap). The rates are
 * per kilogram at a kiosk crediting by weight, per item at one crediting by count (the kiosk's credit mode).
 */
export const RecycleCap = z.object({
  materialCode: z.string().trim().min(1).max(40),
  pointsPerUnit: z.number().min(0).max(100_000).default(0),
  /** HKD paid to the member's Octopus card. */
  rebatePerUnit: money.max(10_000).default(0),
  dailyMaxQuantity: count(1_000_000),
  dailyMaxPoints: count(100_000_000),
  dailyMaxAmount: money,
});
export type RecycleCap = z.infer<typeof RecycleCap>;
export const RecycleConfig = z
  .array(RecycleCap)
  .max(100)
  .superRefine((caps, context) => {
    const seen = new Set<string>();
    caps.forEach((cap, index) => {
      if (seen.has(cap.materialCode))
        context.addIssue({
          code: 'custom',
          path: [index, 'materialCode'],
          message: 'duplicate',
          ...ruleText('unique'),
        });
      seen.add(cap.materialCode);
    });
  });

/** When a bin reports near full and full, by weight and by fill depth; near full comes first. */
export const BinConfig = z
  .object({
    nearFullWeightKg: count(10_000),
    fullWeightKg: z.int32().min(1).max(10_000),
    nearFullDepthCm: count(1_000),
    fullDepthCm: z.int32().min(1).max(1_000),
  })
  .superRefine((value, context) => {
    if (value.nearFullWeightKg >= value.fullWeightKg)
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: value.fullWeightKg - 1,
        inclusive: true,
        path: ['nearFullWeightKg'],
        input: value.nearFullWeightKg,
        message: 'near full',
      });
    if (value.nearFullDepthCm >= value.fullDepthCm)
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: value.fullDepthCm - 1,
        inclusive: true,
        path: ['nearFullDepthCm'],
        input: value.nearFullDepthCm,
        message: 'near full',
      });
  });
export type BinConfig = z.infer<typeof BinConfig>;

/** The odour spray of the bins. */
export const SprayConfig = z.object({
  enabled: z.boolean(),
  intervalMinutes: z.int32().min(1).max(1440),
  durationSeconds: z.int32().min(1).max(300),
});
export type SprayConfig = z.infer<typeof SprayConfig>;

/** Kiosk timings, in seconds. */
export const TimingConfig = z.object({
  idleTimeoutSeconds: z.int32().min(10).max(600),
  doorOpenSeconds: z.int32().min(1).max(60),
  resultDisplaySeconds: z.int32().min(1).max(60),
  sessionTimeoutSeconds: z.int32().min(30).max(1800),
});
export type TimingConfig = z.infer<typeof TimingConfig>;

/** The tenant's legal and about texts (rich text, sanitised by the server), each in the three languages. */
export const TENANT_TEXT_KINDS = ['terms', 'privacy', 'disclaimer', 'aboutUs'] as const;
export type TenantTextKind = (typeof TENANT_TEXT_KINDS)[number];
const richText = z.string().max(100_000).default('');
const TextInLangs = z.object({ en_US: richText, zh_HK: richText, zh_CN: richText });
const textInLangs = () => TextInLangs.default({ en_US: '', zh_HK: '', zh_CN: '' });
export const TenantTexts = z.object({
  terms: textInLangs(),
  privacy: textInLangs(),
  disclaimer: textInLangs(),
  aboutUs: textInLangs(),
});
export type TenantTexts = z.infer<typeof TenantTexts>;

/** The defaults a new tenant starts from. */
export const DEFAULT_BIN_CONFIG: BinConfig = {
  nearFullWeightKg: 80,
  fullWeightKg: 100,
  nearFullDepthCm: 80,
  fullDepthCm: 100,
};
export const DEFAULT_SPRAY_CONFIG: SprayConfig = { enabled: false, intervalMinutes: 60, durationSeconds: 5 };
export const DEFAULT_TIMING_CONFIG: TimingConfig = {
  idleTimeoutSeconds: 60,
  doorOpenSeconds: 10,
  resultDisplaySeconds: 5,
  sessionTimeoutSeconds: 180,
};

/** A tenant as the API answers it; the connection string only masked (its last 4 characters). */
export const Tenant = z.object({
  id: z.int32(),
  sysClientId: z.int32().nullable(),
  ...nameOutput,
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  status: z.int32(),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  subdomain: z.string().nullable(),
  /** `****abcd`; null when none is set. */
  connectionString: z.string().nullable(),
  defaultLang: z.enum(LANGS),
  modes: z.array(TenantMode),
  useCstPoint: z.boolean(),
  dashboardTheme: DashboardTheme,
  rvmConfig: RvmConfig,
  fcmConfig: FcmConfig,
  tbConfig: TbConfig,
  recycleConfig: z.array(RecycleCap),
  binConfig: BinConfig,
  sprayConfig: SprayConfig,
  timingConfig: TimingConfig,
  texts: TenantTexts,
  /** The system client's names, for lists. */
  sysClientName: z.string().nullable(),
  sysClientNameCht: z.string().nullable(),
  sysClientNameChs: z.string().nullable(),
  ...stampOutput,
});
export type Tenant = z.infer<typeof Tenant>;

const tenantFields = {
  sysClientId: z.int32().positive().nullable().default(null),
  ...nameInput(120),
  shortName: z.string().trim().max(40).nullish(),
  /** A PNG, JPEG, GIF or WebP image as a data URL (logo.ts rules, checked by the server). */
  logo: LogoInput,
  status: EntityStatus,
  effectiveDate: IsoDate().nullish(),
  expiryDate: IsoDate().nullish(),
  subdomain: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value),
    z.string().regex(SUBDOMAIN_PATTERN).nullish(),
  ),
  /** Stored encrypted; omitted on an edit: unchanged; null: removed. */
  connectionString: z.string().trim().min(1).max(2000).nullish(),
  defaultLang: z.enum(LANGS).default('en_US'),
  modes: z
    .array(TenantMode)
    .max(TENANT_MODES.length)
    .refine((modes) => new Set(modes).size === modes.length, ruleText('unique'))
    .default([]),
  useCstPoint: z.boolean().default(false),
  dashboardTheme: DashboardTheme.default('default'),
  rvmConfig: RvmConfig.default(RvmConfig.parse({})),
  fcmConfig: FcmConfig.default(FcmConfig.parse({})),
  tbConfig: TbConfig.default(TbConfig.parse({})),
  recycleConfig: RecycleConfig.default([]),
  binConfig: BinConfig.default(DEFAULT_BIN_CONFIG),
  sprayConfig: SprayConfig.default(DEFAULT_SPRAY_CONFIG),
  timingConfig: TimingConfig.default(DEFAULT_TIMING_CONFIG),
  texts: TenantTexts.default(TenantTexts.parse({})),
};
export const TenantCreate = z.object(tenantFields);
export type TenantCreate = z.infer<typeof TenantCreate>;
/**
 * An edit: omitted fields keep their values; a config group or `texts` sent is replaced whole (its omitted fields take
 * their defaults).
 */
export const TenantUpdate = editInput(tenantFields);
export type TenantUpdate = z.infer<typeof TenantUpdate>;

/** `PUT /tenants/duplicate/{id}`: the copy's names and subdomain; omitted, derived from the original's. */
export const TenantDuplicate = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  nameCht: z.string().trim().max(120).optional(),
  nameChs: z.string().trim().max(120).optional(),
  subdomain: tenantFields.subdomain,
});
export type TenantDuplicate = z.infer<typeof TenantDuplicate>;

export const TenantPageRequest = pageRequest(
  ['name', 'shortName', 'status', 'subdomain', 'effectiveDate', 'expiryDate', 'lupdDttm', 'id'],
  {
    /** Matches the names and the short name. */
    keyword: z.string().max(120).optional(),
    status: EntityStatus.optional(),
    sysClientId: z.int32().positive().optional(),
  },
);
export type TenantPageRequest = z.infer<typeof TenantPageRequest>;
export const TenantPage = pageResult(Tenant);

/** `GET /tenant/getTreeInfoByRole`: which level of the tree to answer. */
export const TREE_LEVELS = ['tenant', 'merchant', 'shop'] as const;
export const TenantTreeQuery = z.object({
  type: z.enum(TREE_LEVELS).default('tenant'),
  sysClientId: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z.int32().positive().optional(),
  ),
});
export type TenantTreeQuery = z.infer<typeof TenantTreeQuery>;

/** The expiry may not come before the effective date (1023). */
export function tenantPeriodValid(period: { effectiveDate?: string | null; expiryDate?: string | null }): boolean {
  return !period.effectiveDate || !period.expiryDate || period.expiryDate >= period.effectiveDate;
}

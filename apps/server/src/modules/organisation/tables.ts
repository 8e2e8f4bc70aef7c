import {
  DEFAULT_BIN_CONFIG,
  DEFAULT_SPRAY_CONFIG,
  DEFAULT_TIMING_CONFIG,
  FcmConfig,
  RvmConfig,
  TbConfig,
  TenantTexts,
  type BinConfig,
  type Lang,
  type RecycleCap,
  type SprayConfig,
  type TenantMode,
  type TimingConfig,
} from '@srd/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nameColumns, stampColumns } from '../../platform/db/columns.js';

/** Operators of the platform; each may run several tenants. */
export const sysClient = pgTable('sys_client', {
  id: serial('id').primaryKey(),
  ...nameColumns(),
  status: smallint('status').notNull().default(1),
  contactPerson: text('contact_person'),
  contactEmail: text('contact_email'),
  phone: text('phone'),
  remarks: text('remarks'),
  ...stampColumns(),
});

/** A tenant: the top of the tid > mid > sid scope every user and record sits in. */
export const tenant = pgTable(
  'tenant',
  {
    id: serial('id').primaryKey(),
    sysClientId: integer('sys_client_id').references(() => sysClient.id),
    ...nameColumns(),
    status: smallint('status').notNull().default(1),
    shortName: text('short_name'),
    /** A data URL of the logo image (small: checked for type and size on the way in). */
    logo: text('logo'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    subdomain: text('subdomain'),
    /** AES-256-GCM ciphertext (modules/tenant/secret-box.ts), never the plain string. */
    connectionString: text('connection_string'),
    defaultLang: text('default_lang').$type<Lang>().notNull().default('en_US'),
    modes: jsonb('modes').$type<TenantMode[]>().notNull().default([]),
    useCstPoint: boolean('use_cst_point').notNull().default(false),
    dashboardTheme: text('dashboard_theme').notNull().default('default'),
    // Config groups: validated by the contract's schemas on the way in, read whole by kiosks and screens.
    rvmConfig: jsonb('rvm_config').$type<RvmConfig>().notNull().default(RvmConfig.parse({})),
    fcmConfig: jsonb('fcm_config').$type<FcmConfig>().notNull().default(FcmConfig.parse({})),
    tbConfig: jsonb('tb_config').$type<TbConfig>().notNull().default(TbConfig.parse({})),
    recycleConfig: jsonb('recycle_config').$type<RecycleCap[]>().notNull().default([]),
    binConfig: jsonb('bin_config').$type<BinConfig>().notNull().default(DEFAULT_BIN_CONFIG),
    sprayConfig: jsonb('spray_config').$type<SprayConfig>().notNull().default(DEFAULT_SPRAY_CONFIG),
    timingConfig: jsonb('timing_config').$type<TimingConfig>().notNull().default(DEFAULT_TIMING_CONFIG),
    texts: jsonb('texts').$type<TenantTexts>().notNull().default(TenantTexts.parse({})),
    ...stampColumns(),
  },
  (t) => [index('tenant_sys_client_idx').on(t.sysClientId), uniqueIndex('tenant_subdomain_key').on(t.subdomain)],
);

/** Address and short name in the three languages, as merchants and shops have them (SPEC 3). */
function addressAndShortName() {
  return {
    address: text('address').notNull().default(''),
    addressCht: text('address_cht').notNull().default(''),
    addressChs: text('address_chs').notNull().default(''),
    shortName: text('short_name').notNull().default(''),
    shortNameCht: text('short_name_cht').notNull().default(''),
    shortNameChs: text('short_name_chs').notNull().default(''),
  };
}

/** A merchant of one tenant (SPEC 3); its logo is an image `data:` URL. */
export const merchant = pgTable(
  'merchant',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    ...nameColumns(),
    ...addressAndShortName(),
    status: smallint('status').notNull().default(1),
    logo: text('logo'),
    email: text('email'),
    website: text('website'),
    ...stampColumns(),
  },
  (t) => [index('merchant_tid_idx').on(t.tid), index('merchant_short_name_idx').on(t.shortName)],
);

export const shop = pgTable(
  'shop',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    mid: integer('mid')
      .notNull()
      .references(() => merchant.id),
    ...nameColumns(),
    ...addressAndShortName(),
    /** SPEC 4: 0 offline, 1 online. */
    shopType: smallint('shop_type').notNull().default(0),
    status: smallint('status').notNull().default(1),
    logo: text('logo'),
    /** Numbers joined by ", ". */
    tel: text('tel'),
    website: text('website'),
    redemptionLink: text('redemption_link'),
    receiveReminderEmail: boolean('receive_reminder_email').notNull().default(false),
    /** argon2id hash of the shop password; never answered nor audited. */
    passwordHash: text('password_hash'),
    /** E-voucher validation token; generated, rotated on demand, never audited. */
    couponValidToken: text('coupon_valid_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    couponTokenRotatedAt: timestamp('coupon_token_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    ...stampColumns(),
  },
  (t) => [index('shop_scope_idx').on(t.tid, t.mid)],
);

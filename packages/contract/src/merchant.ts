import { z } from 'zod';
import { LogoInput } from './logo.js';
import { defineActions } from './actions.js';
import { blankAsNull, editInput, EntityStatus, nameInput, nameOutput, PhoneNumber, stampOutput } from './entity.js';
import type { Lang } from './i18n.js';
import { pageRequest, pageResult } from './paging.js';

export const merchantActions = defineActions('merchant', {
  view: { menuTitle: 'Merchants' },
  add: { menuTitle: 'Add a merchant' },
  edit: { menuTitle: 'Edit a merchant' },
  delete: { menuTitle: 'Delete a merchant' },
  export: { menuTitle: 'Export merchants' },
});

export const merchantShopActions = defineActions('merchantShop', {
  view: { menuTitle: 'Shops' },
  add: { menuTitle: 'Add a shop' },
  edit: { menuTitle: 'Edit a shop, set its password, see and rotate its coupon token' },
  delete: { menuTitle: 'Delete a shop' },
  export: { menuTitle: 'Export shops' },
});

/** SPEC 9: the short-name filter lists at most this many names. */
export const SHORT_NAME_LIST_SIZE = 200;

/** SPEC 4 shop types. */
export const ShopType = { Offline: 0, Online: 1 } as const;
export const ShopTypeValue = z.literal([0, 1]);

const optionalText = (max: number) => z.string().trim().max(max).default('');
const url = z.preprocess(
  blankAsNull,
  z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullish(),
);

// ---- phone numbers -------------------------------------------------------------------------------

/** SPEC 3: a shop's tel holds several numbers separated by commas or semicolons. */
export function splitTel(tel: string): string[] {
  return tel
    .split(/[,;，；]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The numbers of a tel list that break the phone format. */
export function invalidTelNumbers(tel: string): string[] {
  return splitTel(tel).filter((number) => !PhoneNumber.safeParse(number).success);
}

/** How a tel list is stored and shown: its numbers joined by ", ". */
export function normaliseTel(tel: string): string {
  return splitTel(tel).join(', ');
}

// ---- short names ---------------------------------------------------------------------------------

export interface ShortNames {
  shortName: string;
  shortNameCht: string;
  shortNameChs: string;
}

/** The short name in `lang`, the English one where that translation is empty. */
export function localShortName(item: ShortNames, lang: Lang): string {
  const translated = lang === 'zh_HK' ? item.shortNameCht : lang === 'zh_CN' ? item.shortNameChs : '';
  return translated || item.shortName;
}

const addressInput = { address: optionalText(300), addressCht: optionalText(300), addressChs: optionalText(300) };
const shortNameInput = { shortName: optionalText(60), shortNameCht: optionalText(60), shortNameChs: optionalText(60) };
const textsOutput = {
  address: z.string(),
  addressCht: z.string(),
  addressChs: z.string(),
  shortName: z.string(),
  shortNameCht: z.string(),
  shortNameChs: z.string(),
};
const tenantNames = { tenantName: z.string(), tenantNameCht: z.string(), tenantNameChs: z.string() };

// ---- merchant ------------------------------------------------------------------------------------

/** SPEC 3 merchant, in one tenant. */
export const Merchant = z.object({
  id: z.int32(),
  tid: z.int32(),
  ...nameOutput,
  ...textsOutput,
  status: z.int32(),
  /** The logo as a `data:` URL; null: none. */
  logo: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  ...tenantNames,
  ...stampOutput,
});
export type Merchant = z.infer<typeof Merchant>;

const merchantFields = {
  tid: z.int32().positive(),
  ...nameInput(120),
  ...addressInput,
  ...shortNameInput,
  status: EntityStatus,
  logo: LogoInput,
  email: z.preprocess(blankAsNull, z.email().max(120).nullish()),
  website: url,
};
export const MerchantCreate = z.object(merchantFields);
export type MerchantCreate = z.infer<typeof MerchantCreate>;
export const MerchantUpdate = editInput(merchantFields);
export type MerchantUpdate = z.infer<typeof MerchantUpdate>;

export const MerchantPageRequest = pageRequest(['name', 'shortName', 'status', 'lupdDttm', 'id'], {
  /** Matches names, short names, address and e-mail. */
  keyword: z.string().max(120).optional(),
  tid: z.int32().positive().optional(),
  status: EntityStatus.optional(),
  /** One of the names the short-name list offers (in any language). */
  shortName: z.string().max(60).optional(),
});
export type MerchantPageRequest = z.infer<typeof MerchantPageRequest>;
export const MerchantPage = pageResult(Merchant);

// ---- shop ----------------------------------------------------------------------------------------

/** SPEC 3 shop, of one merchant in one tenant. Its password and coupon token are never answered. */
export const Shop = z.object({
  id: z.int32(),
  tid: z.int32(),
  mid: z.int32(),
  ...nameOutput,
  ...textsOutput,
  shopType: z.int32(),
  status: z.int32(),
  logo: z.string().nullable(),
  /** Numbers separated by ", ". */
  tel: z.string().nullable(),
  website: z.string().nullable(),
  redemptionLink: z.string().nullable(),
  receiveReminderEmail: z.boolean(),
  /** Whether a password is set (the hash stays on the server). */
  hasPassword: z.boolean(),
  /** The coupon valid token with all but its last 4 characters hidden. */
  couponValidTokenMasked: z.string(),
  couponTokenRotatedAt: z.string(),
  merchantName: z.string(),
  merchantNameCht: z.string(),
  merchantNameChs: z.string(),
  ...tenantNames,
  ...stampOutput,
});
export type Shop = z.infer<typeof Shop>;

/** The shop password (an empty field: none given); its strength rule is the product's password rule. */
const shopPassword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().max(128).optional(),
);

const shopFields = {
  tid: z.int32().positive(),
  mid: z.int32().positive(),
  ...nameInput(120),
  ...addressInput,
  ...shortNameInput,
  shopType: ShopTypeValue,
  status: EntityStatus,
  logo: LogoInput,
  /** Several numbers separated by commas or semicolons, each in the phone format. */
  tel: z.preprocess(blankAsNull, z.string().max(300).nullish()),
  website: url,
  redemptionLink: url,
  receiveReminderEmail: z.boolean().default(false),
};
export const ShopCreate = z.object({ ...shopFields, password: shopPassword });
export type ShopCreate = z.infer<typeof ShopCreate>;
/** `password` sets a new one (reset); omitted keeps it. */
export const ShopUpdate = editInput(shopFields).extend({ password: shopPassword });
export type ShopUpdate = z.infer<typeof ShopUpdate>;

export const ShopPageRequest = pageRequest(['name', 'shortName', 'shopType', 'status', 'lupdDttm', 'id'], {
  keyword: z.string().max(120).optional(),
  tid: z.int32().positive().optional(),
  mid: z.int32().positive().optional(),
  shopType: ShopTypeValue.optional(),
  status: EntityStatus.optional(),
  shortName: z.string().max(60).optional(),
});
export type ShopPageRequest = z.infer<typeof ShopPageRequest>;
export const ShopPage = pageResult(Shop);

/** The whole coupon valid token, shown on demand or after a rotation. */
export const CouponValidToken = z.object({
  id: z.int32(),
  couponValidToken: z.string(),
  couponTokenRotatedAt: z.string(),
});
export type CouponValidToken = z.infer<typeof CouponValidToken>;

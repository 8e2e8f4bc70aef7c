import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, EntityStatus, nameInput, nameOutput, PhoneNumber, stampOutput } from './entity.js';
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

/** A cleared form field arrives as ''; it means no value (the format rules would refuse ''). */
const blankAsNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const url = z.preprocess(blankAsNull, z.url({ protocol: /^https?$/ }).max(500).nullish());

// ---- logo ----------------------------------------------------------------------------------------

/** Largest logo accepted, in bytes, and how the SPEC 5 message names it. */
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_MAX_SIZE_TEXT = '500 KB';
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The first bytes of each accepted image type: the declared type must match the content. */
const SIGNATURES: Record<(typeof LOGO_TYPES)[number], (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/**
 * Why a logo (an image as a `data:` URL, as the form reads the chosen file) is refused: not one of
 * the accepted image types, or too large; null when it is accepted.
 */
export function logoProblem(dataUrl: string): 'type' | 'size' | null {
  const match = /^data:([a-z/]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  const type = match?.[1] as (typeof LOGO_TYPES)[number] | undefined;
  if (!match || !type || !LOGO_TYPES.includes(type)) return 'type';
  const base64 = match[2]!;
  const bytes = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (bytes > LOGO_MAX_BYTES) return 'size';
  const head = Uint8Array.from(atob(base64.slice(0, 16)), (char) => char.charCodeAt(0));
  return SIGNATURES[type](head) ? null : 'type';
}

// Bounded by the request body limit; the size rule itself is logoProblem's, with the SPEC message.
const logo = z.preprocess(blankAsNull, z.string().max(1_500_000).nullish());

// ---- phone numbers -------------------------------------------------------------------------------

/** SPEC 3: a shop's tel holds several numbers separated by commas or semicolons. */
export function splitTel(tel: string): string[] {
  return tel.split(/[,;，；]/).map((part) => part.trim()).filter(Boolean);
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
  address: z.string(), addressCht: z.string(), addressChs: z.string(),
  shortName: z.string(), shortNameCht: z.string(), shortNameChs: z.string(),
};
const tenantNames = { tenantName: z.string(), tenantNameCht: z.string(), tenantNameChs: z.string() };

// ---- merchant ------------------------------------------------------------------------------------

/** SPEC 3 merchant, in one tenant. */
export const Merchant = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  ...nameOutput,
  ...textsOutput,
  status: z.number().int(),
  /** The logo as a `data:` URL; null: none. */
  logo: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  ...tenantNames,
  ...stampOutput,
});
export type Merchant = z.infer<typeof Merchant>;

const merchantFields = {
  tid: z.number().int().positive(),
  ...nameInput(120),
  ...addressInput,
  ...shortNameInput,
  status: EntityStatus,
  logo,
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
  tid: z.number().int().positive().optional(),
  status: EntityStatus.optional(),
  /** One of the names the short-name list offers (in any language). */
  shortName: z.string().max(60).optional(),
});
export type MerchantPageRequest = z.infer<typeof MerchantPageRequest>;
export const MerchantPage = pageResult(Merchant);

// ---- shop ----------------------------------------------------------------------------------------

/** SPEC 3 shop, of one merchant in one tenant. Its password and coupon token are never answered. */
export const Shop = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  mid: z.number().int(),
  ...nameOutput,
  ...textsOutput,
  shopType: z.number().int(),
  status: z.number().int(),
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
const shopPassword = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().max(128).optional());

const shopFields = {
  tid: z.number().int().positive(),
  mid: z.number().int().positive(),
  ...nameInput(120),
  ...addressInput,
  ...shortNameInput,
  shopType: ShopTypeValue,
  status: EntityStatus,
  logo,
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
  tid: z.number().int().positive().optional(),
  mid: z.number().int().positive().optional(),
  shopType: ShopTypeValue.optional(),
  status: EntityStatus.optional(),
  shortName: z.string().max(60).optional(),
});
export type ShopPageRequest = z.infer<typeof ShopPageRequest>;
export const ShopPage = pageResult(Shop);

/** The whole coupon valid token, shown on demand or after a rotation. */
export const CouponValidToken = z.object({ id: z.number().int(), couponValidToken: z.string(), couponTokenRotatedAt: z.string() });
export type CouponValidToken = z.infer<typeof CouponValidToken>;

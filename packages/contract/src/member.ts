import { z } from 'zod';
import { defineActions } from './actions.js';
import { blankAsNull, editInput, OnOffStatus, PhoneNumber, stampOutput } from './entity.js';
import { textPattern } from './issue-message.js';
import { pageRequest, pageResult } from './paging.js';

/** Members (screens Member and MemberDetail): `/member/*`. */
export const memberActions = defineActions('member', {
  view: { menuTitle: 'Members' },
  add: { menuTitle: 'Add a member' },
  edit: { menuTitle: 'Edit a member' },
  export: { menuTitle: 'Export members' },
});

/** Member cards (MemberCardList and the member detail's cards): `/memberCard*` (SPEC 7). */
export const memberCardActions = defineActions('memberCard', {
  view: { menuTitle: 'Member cards' },
  add: { menuTitle: 'Add a member card' },
  edit: { menuTitle: 'Edit a member card' },
  delete: { menuTitle: 'Delete a member card' },
  upload: { menuTitle: 'Upload member cards from a spreadsheet' },
});

/** Octopus numbers of members (OctopusList and the member detail's Octopus tab): `/octopus*`. */
export const octopusActions = defineActions('octopus', {
  view: { menuTitle: 'Octopus numbers' },
  add: { menuTitle: 'Add an Octopus number' },
  edit: { menuTitle: 'Disable or enable an Octopus number' },
  delete: { menuTitle: 'Remove an Octopus number' },
  export: { menuTitle: 'Export Octopus numbers' },
});

/** Cards staff use at a kiosk (AdminCardList): `/adminCard*`. */
export const adminCardActions = defineActions('adminCard', {
  view: { menuTitle: 'Admin cards' },
  add: { menuTitle: 'Add an admin card' },
  edit: { menuTitle: 'Edit an admin card' },
  delete: { menuTitle: 'Delete an admin card' },
});

/** SPEC 5: a member card number is digits only, more than 10 of them. */
export const MEMBER_CARD_MIN_DIGITS = 11;
export const MEMBER_CARD_MAX_DIGITS = 32;
/** SPEC 5/9: a member has at most two Octopus numbers. */
export const MAX_OCTOPUS_PER_MEMBER = 2;
/** The most rows one card upload may hold. */
export const MEMBER_CARD_UPLOAD_MAX_ROWS = 100_000;

export const MemberCardNo = z
  .string()
  .trim()
  .max(MEMBER_CARD_MAX_DIGITS)
  .regex(textPattern('memberCardNo', /^[0-9]{11,}$/));

/** An Octopus number as a card prints it: 8 or 9 digits, then the check digit in brackets. */
export function formatOctopus(prefix: string, suffix: string): string {
  return `${prefix}(${suffix})`;
}

/**
 * SPEC 7 `GET /usrLangType/getUsrLangOptions`: the languages a kiosk speaks to a member and shows them. A member's
 * audio and display language is one of these aliases.
 */
export const LangOption = z.object({ alias: z.string(), localeId: z.string() });
export type LangOption = z.infer<typeof LangOption>;
export const AUDIO_LANGS = [
  { alias: 'Cantonese', localeId: 'zh_HK' },
  { alias: 'Mandarin', localeId: 'zh_CN' },
  { alias: 'English', localeId: 'en_US' },
] as const satisfies readonly LangOption[];
export const DISPLAY_LANGS = [
  { alias: 'Traditional Chinese', localeId: 'zh_HK' },
  { alias: 'Simplified Chinese', localeId: 'zh_CN' },
  { alias: 'English', localeId: 'en_US' },
] as const satisfies readonly LangOption[];
export const UsrLangOptions = z.object({ audioLangList: z.array(LangOption), displayLangList: z.array(LangOption) });
export type UsrLangOptions = z.infer<typeof UsrLangOptions>;

/** A member's four wallets (SPEC 3), as balances. */
export const MemberWallets = z.object({
  cst: z.number(),
  octopus: z.number(),
  donation: z.number(),
  hkstp: z.number(),
});
export type MemberWallets = z.infer<typeof MemberWallets>;

/** SPEC 3 member, as a list row. */
export const Member = z.object({
  id: z.int32(),
  tid: z.int32(),
  tenantName: z.string().nullable(),
  membershipNo: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  estateId: z.int32().nullable(),
  estateName: z.string().nullable(),
  buildingId: z.int32().nullable(),
  buildingName: z.string().nullable(),
  audioLang: z.string().nullable(),
  displayLang: z.string().nullable(),
  status: z.int32(),
  registeredAt: z.string(),
  /** The member's card numbers, comma-separated. */
  cardNos: z.string().nullable(),
  ...stampOutput,
});
export type Member = z.infer<typeof Member>;

/** A member card as lists and the member detail show it. */
export const MemberCard = z.object({
  id: z.int32(),
  tid: z.int32(),
  memberId: z.int32(),
  membershipNo: z.string().nullable(),
  memberName: z.string().nullable(),
  cardNo: z.string(),
  status: z.int32(),
  ...stampOutput,
});
export type MemberCard = z.infer<typeof MemberCard>;

/** An Octopus number of a member. */
export const MemberOctopus = z.object({
  id: z.int32(),
  tid: z.int32(),
  memberId: z.int32(),
  membershipNo: z.string().nullable(),
  memberName: z.string().nullable(),
  prefix: z.string(),
  suffix: z.string(),
  status: z.int32(),
  disabledReason: z.string().nullable(),
  ...stampOutput,
});
export type MemberOctopus = z.infer<typeof MemberOctopus>;

/** `GET /member/{id}`: the member with its cards, Octopus numbers and wallet balances. */
export const MemberDetail = Member.extend({
  cards: z.array(MemberCard),
  octopus: z.array(MemberOctopus),
  wallets: MemberWallets,
});
export type MemberDetail = z.infer<typeof MemberDetail>;

const optionalText = (max: number) => z.preprocess(blankAsNull, z.string().max(max).nullish());
const langOf = (options: readonly LangOption[]) =>
  z.preprocess(blankAsNull, z.enum(options.map((option) => option.alias) as [string, ...string[]]).nullish());

const memberFields = {
  tid: z.int32().positive(),
  membershipNo: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(textPattern('lettersDigits', /^[A-Za-z0-9]+$/)),
  name: z.string().trim().min(1).max(120),
  mobile: z.preprocess(blankAsNull, PhoneNumber.nullish()),
  email: z.preprocess(blankAsNull, z.email().max(200).nullish()),
  estateId: z.int32().positive().nullable().default(null),
  buildingId: z.int32().positive().nullable().default(null),
  audioLang: langOf(AUDIO_LANGS),
  displayLang: langOf(DISPLAY_LANGS),
  status: OnOffStatus.default(1),
};
export const MemberCreate = z.object(memberFields);
export type MemberCreate = z.infer<typeof MemberCreate>;
const { tid: _tenant, ...editableMemberFields } = memberFields;
/** A member stays in its tenant: its cards, numbers and wallets are that tenant's. */
export const MemberUpdate = editInput(editableMemberFields);
export type MemberUpdate = z.infer<typeof MemberUpdate>;

export const MemberPageRequest = pageRequest(['name', 'membershipNo', 'registeredAt', 'id'], {
  /** Membership number, exactly or as its start. */
  membershipNo: z.string().trim().max(30).optional(),
  name: z.string().trim().max(120).optional(),
  mobile: z.string().trim().max(30).optional(),
  /** A card number, exactly. */
  cardNo: z.string().trim().max(MEMBER_CARD_MAX_DIGITS).optional(),
  /** An Octopus number's 8 or 9 digit prefix (a check digit after it, bracketed or not, is ignored). */
  octopusNo: z.string().trim().max(16).optional(),
  estateId: z.int32().positive().optional(),
  tid: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type MemberPageRequest = z.infer<typeof MemberPageRequest>;
export const MemberPage = pageResult(Member);

const cardFields = {
  memberId: z.int32().positive(),
  cardNo: MemberCardNo,
  status: OnOffStatus.default(1),
};
export const MemberCardCreate = z.object(cardFields);
export type MemberCardCreate = z.infer<typeof MemberCardCreate>;
export const MemberCardUpdate = editInput(cardFields);
export type MemberCardUpdate = z.infer<typeof MemberCardUpdate>;

export const MemberCardPageRequest = pageRequest(['cardNo', 'lupdDttm', 'id'], {
  /** Card number or membership number, containing this. */
  keyword: z.string().trim().max(40).optional(),
  cardNo: z.string().trim().max(MEMBER_CARD_MAX_DIGITS).optional(),
  memberId: z.int32().positive().optional(),
  tid: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type MemberCardPageRequest = z.infer<typeof MemberCardPageRequest>;
export const MemberCardPage = pageResult(MemberCard);

/** `POST /memberCard/upload`: how many cards the sheet added. */
export const MemberCardUploadResult = z.object({ created: z.int32() });
export type MemberCardUploadResult = z.infer<typeof MemberCardUploadResult>;

export const OctopusNumber = z.object({
  prefix: z
    .string()
    .trim()
    .regex(textPattern('octopusPrefix', /^[0-9]{8,9}$/)),
  suffix: z
    .string()
    .trim()
    .regex(textPattern('octopusSuffix', /^[0-9]$/)),
});
export type OctopusNumber = z.infer<typeof OctopusNumber>;

/** Adds one or two Octopus numbers to a member (at most two in all). */
export const OctopusCreate = z.object({
  memberId: z.int32().positive(),
  numbers: z.array(OctopusNumber).min(1).max(MAX_OCTOPUS_PER_MEMBER),
});
export type OctopusCreate = z.infer<typeof OctopusCreate>;

/** Disables a number (with its reason) or enables it again. */
export const OctopusUpdate = z.object({
  status: OnOffStatus,
  disabledReason: optionalText(200),
});
export type OctopusUpdate = z.infer<typeof OctopusUpdate>;

export const OctopusPageRequest = pageRequest(['prefix', 'lupdDttm', 'id'], {
  /** Octopus number or membership number, containing this. */
  keyword: z.string().trim().max(40).optional(),
  memberId: z.int32().positive().optional(),
  tid: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type OctopusPageRequest = z.infer<typeof OctopusPageRequest>;

/** A card staff use at a kiosk, with its holder and the scope it works in. */
export const AdminCard = z.object({
  id: z.int32(),
  tid: z.int32().nullable(),
  mid: z.int32().nullable(),
  sid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  merchantName: z.string().nullable(),
  shopName: z.string().nullable(),
  cardNo: z.string(),
  holderUserId: z.int32().nullable(),
  holderLoginId: z.string().nullable(),
  holderName: z.string(),
  status: z.int32(),
  remarks: z.string().nullable(),
  ...stampOutput,
});
export type AdminCard = z.infer<typeof AdminCard>;

const adminCardFields = {
  tid: z.int32().positive().nullable().default(null),
  mid: z.int32().positive().nullable().default(null),
  sid: z.int32().positive().nullable().default(null),
  cardNo: z
    .string()
    .trim()
    .min(4)
    .max(32)
    .regex(textPattern('lettersDigits', /^[A-Za-z0-9]+$/)),
  /** An admin user holding the card; without one, `holderName` names the holder. */
  holderUserId: z.int32().positive().nullable().default(null),
  holderName: z.preprocess(blankAsNull, z.string().max(120).nullish()),
  status: OnOffStatus.default(1),
  remarks: optionalText(500),
};
export const AdminCardCreate = z.object(adminCardFields);
export type AdminCardCreate = z.infer<typeof AdminCardCreate>;
export const AdminCardUpdate = editInput(adminCardFields);
export type AdminCardUpdate = z.infer<typeof AdminCardUpdate>;

export const AdminCardPageRequest = pageRequest(['cardNo', 'holderName', 'lupdDttm', 'id'], {
  /** Card number or holder, containing this. */
  keyword: z.string().trim().max(120).optional(),
  tid: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type AdminCardPageRequest = z.infer<typeof AdminCardPageRequest>;

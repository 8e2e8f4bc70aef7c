import { z } from 'zod';
import { textPattern } from './issue-message.js';
import { defineActions } from './actions.js';
import { IdFromText } from './auth.js';
import { IsoDateTime } from './calendar.js';
import { LedgerMember, LedgerMemberQuery } from './ledger.js';
import { pageRequest, pageResult } from './paging.js';

/**
 * CathayPacificRebate: members' CST points converted to Cathay Pacific (Asia Miles) miles, at their tenant's rate, to
 * their partner membership number; staff convert on a member's behalf.
 */
export const cathayPacificRebateActions = defineActions('cathayPacificRebate', {
  view: { menuTitle: 'Cathay Pacific rebates' },
  export: { menuTitle: 'Export the Cathay Pacific rebates' },
  convert: { menuTitle: "Convert a member's points to miles" },
  configure: { menuTitle: 'Set the miles conversion terms' },
});

/** Pending until the partner answers: credited, or refused (the points are given back). */
export const MILES_CONVERSION_STATUSES = ['pending', 'credited', 'refused'] as const;
export const MilesConversionStatus = z.enum(MILES_CONVERSION_STATUSES);
export type MilesConversionStatus = z.infer<typeof MilesConversionStatus>;

/** An Asia Miles membership number: ten digits. */
export const MilesAccountNo = z
  .string()
  .trim()
  .regex(textPattern('milesAccountNo', /^\d{10}$/));

/** `PUT /cathayPacificRebate/config`: a tenant's conversion terms; the minimum makes whole miles. */
export const MilesConfig = z.object({
  tid: z.int32().positive(),
  pointsPerMile: z.int32().min(1).max(10_000),
  minPoints: z.int32().min(0).max(1_000_000),
  enabled: z.boolean(),
});
export type MilesConfig = z.infer<typeof MilesConfig>;

/** `GET /cathayPacificRebate/config?tid=`: a tenant's terms; without tid, the caller's tenant's. */
export const MilesTermsQuery = z.object({ tid: IdFromText.optional() });
export type MilesTermsQuery = z.infer<typeof MilesTermsQuery>;

/** A tenant's terms as they stand: rate and minimum null while the tenant has set none. */
export const MilesTerms = z.object({
  tid: z.int32(),
  tenantName: z.string(),
  pointsPerMile: z.int32().nullable(),
  minPoints: z.int32().nullable(),
  enabled: z.boolean(),
  /** Whether this server can reach Asia Miles (ASIA_MILES_URL): without it no tenant converts. */
  partnerConnected: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type MilesTerms = z.infer<typeof MilesTerms>;

/** `GET /cathayPacificRebate/members?keyword=`: members the conversion form may pick, as the adjustment form's. */
export const MilesMemberQuery = LedgerMemberQuery;
export type MilesMemberQuery = z.infer<typeof MilesMemberQuery>;

/** A member in reach with their balances and the Asia Miles number they converted to last (null: never). */
export const MilesMember = LedgerMember.extend({ accountNo: z.string().nullable() });
export type MilesMember = z.infer<typeof MilesMember>;

/** `POST /cathayPacificRebate/convert`: converts a member's points, once per key. */
export const MilesConversionInput = z.object({
  memberId: z.int32().positive(),
  points: z.int32().positive().max(1_000_000),
  /** The member's Asia Miles number; kept as theirs for the next time. */
  accountNo: MilesAccountNo,
  idempotencyKey: z.uuid(),
});
export type MilesConversionInput = z.infer<typeof MilesConversionInput>;

export const MilesConversionRow = z.object({
  id: z.number().int(),
  tid: z.int32(),
  tenantName: z.string().nullable(),
  memberId: z.int32(),
  membershipNo: z.string(),
  memberName: z.string(),
  points: z.int32(),
  miles: z.int32(),
  accountNo: z.string(),
  status: MilesConversionStatus,
  partnerReference: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type MilesConversionRow = z.infer<typeof MilesConversionRow>;

export const MilesConversionPageRequest = pageRequest(['createdAt', 'points', 'id'], {
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
  tid: z.int32().min(1).optional(),
  membershipNo: z.string().trim().max(40).optional(),
  status: MilesConversionStatus.optional(),
});
export type MilesConversionPageRequest = z.infer<typeof MilesConversionPageRequest>;
export const MilesConversionPage = pageResult(MilesConversionRow);
export type MilesConversionPage = z.infer<typeof MilesConversionPage>;

/** The partner's answer to a conversion request, posted back signed with the shared key. */
export const MilesPartnerAnswer = z.object({
  conversionId: z.number().int().positive(),
  status: z.enum(['credited', 'refused']),
  reference: z.string().trim().max(100).optional(),
  reason: z.string().trim().max(200).optional(),
});
export type MilesPartnerAnswer = z.infer<typeof MilesPartnerAnswer>;

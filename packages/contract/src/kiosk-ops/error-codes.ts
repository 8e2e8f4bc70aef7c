import { z } from 'zod';
import { editInput, KioskType } from '../entity.js';
import { textPattern } from '../issue-message.js';
import { pageRequest, pageResult } from '../paging.js';

/** A kiosk error code's texts in the caller's language. */
export const ErrorCodeText = z.object({
  code: z.string(),
  /** Null for a code missing from the catalogue. */
  description: z.string().nullable(),
  reason: z.string().nullable(),
  action: z.string().nullable(),
});
export type ErrorCodeText = z.infer<typeof ErrorCodeText>;

/** The kiosk error code catalogue (SPEC 8), shared by every tenant. */
export const KioskErrorCode = z.object({
  id: z.int32(),
  code: z.string(),
  kioskType: z.int32().nullable(),
  alertTypeCode: z.string().nullable(),
  description: z.string(),
  descriptionCht: z.string(),
  descriptionChs: z.string(),
  reason: z.string(),
  reasonCht: z.string(),
  reasonChs: z.string(),
  action: z.string(),
  actionCht: z.string(),
  actionChs: z.string(),
  creUser: z.int32().nullable(),
  creDttm: z.string(),
  lupdUser: z.int32().nullable(),
  lupdDttm: z.string(),
});
export type KioskErrorCode = z.infer<typeof KioskErrorCode>;

const text = (max: number) => z.string().trim().max(max).default('');
const kioskErrorCodeFields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(textPattern('upperCodeDash', /^[A-Z0-9_-]+$/)),
  kioskType: KioskType.nullable().default(null),
  alertTypeCode: z
    .string()
    .trim()
    .max(40)
    .regex(textPattern('upperCode', /^[A-Z0-9_]*$/))
    .nullable()
    .default(null),
  description: z.string().trim().min(1).max(300),
  descriptionCht: text(300),
  descriptionChs: text(300),
  reason: text(1000),
  reasonCht: text(1000),
  reasonChs: text(1000),
  action: text(1000),
  actionCht: text(1000),
  actionChs: text(1000),
};
export const KioskErrorCodeCreate = z.object(kioskErrorCodeFields);
export type KioskErrorCodeCreate = z.infer<typeof KioskErrorCodeCreate>;
export const KioskErrorCodeUpdate = editInput(kioskErrorCodeFields);

export const KioskErrorCodePageRequest = pageRequest(['code', 'lupdDttm'], {
  /** Matches the code and the descriptions. */
  keyword: z.string().max(120).optional(),
  kioskType: KioskType.optional(),
  alertTypeCode: z.string().trim().max(40).optional(),
});
export type KioskErrorCodePageRequest = z.infer<typeof KioskErrorCodePageRequest>;
export const KioskErrorCodePage = pageResult(KioskErrorCode);

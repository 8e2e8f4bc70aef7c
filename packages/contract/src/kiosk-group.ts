import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, KioskType, nameInput, nameOutput, OnOffStatus, stampOutput } from './entity.js';
import { ErrorCode } from './errors.js';
import { pageRequest, pageResult } from './paging.js';

export const kioskGroupActions = defineActions('kioskGroup', {
  view: { menuTitle: 'Kiosk groups' },
  add: { menuTitle: 'Add a kiosk group' },
  edit: { menuTitle: 'Edit a kiosk group' },
  delete: { menuTitle: 'Delete a kiosk group' },
});

/** The most kiosks one group holds. */
export const KIOSK_GROUP_MAX_KIOSKS = 500;

/** A kiosk of a group, as the group answers it. */
export const KioskGroupMember = z.object({ id: z.int32(), kid: z.string() });
export type KioskGroupMember = z.infer<typeof KioskGroupMember>;

/**
 * Kiosks of one tenant and one type, grouped to share a schedule or settings (SPEC 5: name, tenant, type and a kiosk
 * required).
 */
export const KioskGroup = z.object({
  id: z.int32(),
  tid: z.int32(),
  ...nameOutput,
  kioskType: z.int32(),
  status: z.int32(),
  /** Member kiosks, by KID. */
  kiosks: z.array(KioskGroupMember),
  /** Their ids, as the form edits them. */
  kioskIds: z.array(z.int32()),
  tenantName: z.string(),
  tenantNameCht: z.string(),
  tenantNameChs: z.string(),
  ...stampOutput,
});
export type KioskGroup = z.infer<typeof KioskGroup>;

const kioskGroupFields = {
  tid: z.int32().positive(),
  ...nameInput(120),
  kioskType: KioskType,
  status: OnOffStatus.default(1),
  kioskIds: z
    .array(z.int32().positive())
    .max(KIOSK_GROUP_MAX_KIOSKS)
    .refine((ids) => ids.length > 0, { params: { errorCode: ErrorCode.KioskGroupNeedsKiosk } }),
};
export const KioskGroupCreate = z.object(kioskGroupFields);
export type KioskGroupCreate = z.infer<typeof KioskGroupCreate>;
export const KioskGroupUpdate = editInput(kioskGroupFields);
export type KioskGroupUpdate = z.infer<typeof KioskGroupUpdate>;

export const KioskGroupPageRequest = pageRequest(['name', 'kioskType', 'status', 'lupdDttm', 'id'], {
  /** Matches the names and the KIDs of member kiosks. */
  keyword: z.string().max(120).optional(),
  tid: z.int32().positive().optional(),
  kioskType: KioskType.optional(),
  status: OnOffStatus.optional(),
});
export type KioskGroupPageRequest = z.infer<typeof KioskGroupPageRequest>;
export const KioskGroupPage = pageResult(KioskGroup);

/** `GET /kioskGroup/kioskOptions`: which kiosks the picker offers. */
export const KioskOptionsQuery = z.object({
  tid: z.coerce.number().pipe(z.int32().positive()).optional(),
  kioskType: z.coerce.number().pipe(KioskType).optional(),
});

/** A kiosk in a picker: labelled by its KID (SPEC 3 resNo), with its names, tenant and type. */
export const KioskOption = z.object({
  id: z.int32(),
  resNo: z.string(),
  ...nameOutput,
  tid: z.int32().nullable(),
  kioskType: z.int32(),
});
export type KioskOption = z.infer<typeof KioskOption>;

import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const kioskSerialNumberActions = defineActions('kioskSerialNumber', {
  view: { menuTitle: 'Serial numbers' },
  add: { menuTitle: 'Add a serial number' },
  edit: { menuTitle: 'Edit a serial number' },
  delete: { menuTitle: 'Delete a serial number' },
  export: { menuTitle: 'Export serial numbers' },
});

/** Where a machine's hardware stands: in stock, installed in a kiosk, under repair, retired. */
export const SerialStatus = { InStock: 0, Installed: 1, UnderRepair: 2, Retired: 3 } as const;
export const SERIAL_STATUSES = [0, 1, 2, 3] as const;
export const SerialStatusValue = z.literal(SERIAL_STATUSES);

/** SPEC 3 serial-number record of a kiosk: model, serial, cameras, SIM number, supplier, status. */
export const KioskSerialNumber = z.object({
  id: z.int32(),
  model: z.string(),
  serialNo: z.string(),
  /** Serial numbers of the cameras fitted; their count is the camera count. */
  cameraSerials: z.array(z.string()),
  simNo: z.string().nullable(),
  supplier: z.string().nullable(),
  status: z.int32(),
  /** The kiosk it is installed in; null: none (stock shared by every tenant). */
  kioskId: z.int32().nullable(),
  kid: z.string().nullable(),
  /** The kiosk's tenant; null without a kiosk. */
  tid: z.int32().nullable(),
  remark: z.string().nullable(),
  ...stampOutput,
});
export type KioskSerialNumber = z.infer<typeof KioskSerialNumber>;

const serialText = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(textPattern('serialNumber', /^[A-Za-z0-9][A-Za-z0-9._/-]*$/));
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || null : value), z.string().max(max).nullish());

const serialFields = {
  model: z.string().trim().min(1).max(60),
  serialNo: serialText,
  cameraSerials: z.array(serialText).max(16).default([]),
  simNo: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z
      .string()
      .regex(textPattern('simNo', /^[0-9]{6,22}$/))
      .nullish(),
  ),
  supplier: optionalText(120),
  status: SerialStatusValue,
  kioskId: z.int32().positive().nullable().default(null),
  remark: optionalText(500),
};
export const KioskSerialNumberCreate = z.object(serialFields);
export type KioskSerialNumberCreate = z.infer<typeof KioskSerialNumberCreate>;
export const KioskSerialNumberUpdate = editInput(serialFields);

export const KioskSerialNumberPageRequest = pageRequest(['serialNo', 'model', 'status', 'lupdDttm', 'id'], {
  /** Matches serial, model, supplier, SIM number and the kiosk's KID. */
  keyword: z.string().max(120).optional(),
  status: SerialStatusValue.optional(),
  /** True: only those installed in no kiosk. */
  unassigned: z.boolean().optional(),
});
export type KioskSerialNumberPageRequest = z.infer<typeof KioskSerialNumberPageRequest>;
export const KioskSerialNumberPage = pageResult(KioskSerialNumber);

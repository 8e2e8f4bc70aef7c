import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, KioskType, nameInput, nameOutput, OnOffStatus, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const alertTypeActions = defineActions('alertType', {
  view: { menuTitle: 'Alert types' },
  add: { menuTitle: 'Add an alert type' },
  edit: { menuTitle: 'Edit an alert type' },
  delete: { menuTitle: 'Delete an alert type' },
});

/** How urgent alerts of a type are: 1 information, 2 warning, 3 critical. */
export const AlertLevel = z.literal([1, 2, 3]);

/** A kind of kiosk alert (bin full, door open, ...), shared by every tenant. */
export const AlertType = z.object({
  id: z.int32(),
  /** Stable code kiosks report, e.g. BIN_FULL. */
  code: z.string(),
  ...nameOutput,
  /** The kiosk type it applies to; null: every type. */
  kioskType: z.int32().nullable(),
  level: z.int32(),
  description: z.string().nullable(),
  status: z.int32(),
  ...stampOutput,
});
export type AlertType = z.infer<typeof AlertType>;

const alertTypeFields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(textPattern('upperCode', /^[A-Z0-9_]+$/)),
  ...nameInput(120),
  kioskType: KioskType.nullable().default(null),
  level: AlertLevel,
  description: z.string().trim().max(500).nullish(),
  status: OnOffStatus,
};
export const AlertTypeCreate = z.object(alertTypeFields);
export type AlertTypeCreate = z.infer<typeof AlertTypeCreate>;
export const AlertTypeUpdate = editInput(alertTypeFields);

export const AlertTypePageRequest = pageRequest(['code', 'name', 'level', 'lupdDttm', 'id'], {
  /** Matches code and names. */
  keyword: z.string().max(120).optional(),
  kioskType: KioskType.optional(),
  level: AlertLevel.optional(),
  status: OnOffStatus.optional(),
});
export type AlertTypePageRequest = z.infer<typeof AlertTypePageRequest>;
export const AlertTypePage = pageResult(AlertType);

/** An alert type for selectors (the alarm list's filter): its code, named in the caller's language. */
export const AlertTypeOption = z.object({ value: z.string(), label: z.string() });
export type AlertTypeOption = z.infer<typeof AlertTypeOption>;

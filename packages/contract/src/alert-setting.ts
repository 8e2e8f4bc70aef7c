import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, OnOffStatus, stampOutput } from './entity.js';
import { ErrorCode } from './errors.js';
import { LANGS } from './i18n.js';
import { ruleText } from './issue-message.js';
import { ALERT_INTERVAL_MIN_MINUTES, AlertMethod, receiverFits } from './kiosk.js';
import { pageRequest, pageResult } from './paging.js';

export const alertSettingActions = defineActions('alertSetting', {
  view: { menuTitle: 'Alert settings' },
  add: { menuTitle: 'Add an alert setting' },
  edit: { menuTitle: 'Edit an alert setting' },
  delete: { menuTitle: 'Delete an alert setting' },
});

/** Which kiosks a setting watches: a whole tenant, kiosk groups, kiosk types, or named kiosks. */
export const ALERT_TARGETS = ['tenant', 'kioskGroup', 'kioskType', 'kiosk'] as const;
export const AlertTarget = z.enum(ALERT_TARGETS);
export type AlertTarget = z.infer<typeof AlertTarget>;

/** SPEC 4 alert triggers: at most one message per interval, or a count of alarms reached within an interval. */
export const ALERT_TRIGGERS = ['interval', 'accumulation'] as const;
export const AlertTrigger = z.enum(ALERT_TRIGGERS);
export type AlertTrigger = z.infer<typeof AlertTrigger>;

const Minutes = z.int32().min(ALERT_INTERVAL_MIN_MINUTES).max(10_080);
const Ids = z.array(z.int32().min(1)).max(500);
const Addresses = z.array(z.string().trim().min(1).max(120)).max(20);

const alertSettingShape = {
  name: z.string().trim().min(1).max(120),
  /** The tenant whose kiosks it watches; null (all-data callers only): every tenant's. */
  tid: z.int32().min(1).nullable().default(null),
  target: AlertTarget.default('tenant'),
  /** Kiosk group ids, kiosk type numbers or kiosk ids, by `target`; unused for a tenant. */
  targetIds: Ids.default([]),
  /** Alert type codes it tells of; empty: every type. */
  alertTypes: z.array(z.string().trim().min(1).max(60)).max(100).default([]),
  /** The least urgent level it tells of: 1 information, 2 warning, 3 critical. */
  minLevel: z.literal([1, 2, 3]).default(1),
  method: AlertMethod.default('DEFAULT'),
  /** Admins told, each at their own e-mail or mobile number. */
  receiverUserIds: Ids.default([]),
  /** Further e-mail addresses or mobile numbers told. */
  receiverAddresses: Addresses.default([]),
  /** The language of its messages, to admins and listed addresses alike. */
  lang: z.enum(LANGS).default('zh_HK'),
  trigger: AlertTrigger.default('interval'),
  /** Interval: the shortest time between two messages to a receiver. Accumulation: the window counted. */
  intervalMinutes: Minutes.default(30),
  /** Accumulation: how many alarms within the interval make a message. */
  accumulateCount: z.int32().min(2).max(10_000).nullable().default(null),
  /** An alarm not acknowledged this long after its message goes to the escalation receivers; null: never. */
  escalateAfterMinutes: Minutes.nullable().default(null),
  escalationUserIds: Ids.default([]),
  escalationAddresses: Addresses.default([]),
  /** Tell the receivers when the alarms they were told of are cleared. */
  allClear: z.boolean().default(false),
  status: OnOffStatus.default(1),
};

type AlertSettingShape = z.infer<z.ZodObject<typeof alertSettingShape>>;

/** The rules a setting's parts must keep together; shared by create and edit (where the stored values fill gaps). */
export function checkAlertSetting(value: Partial<AlertSettingShape>, context: z.RefinementCtx): void {
  const method = value.method ?? 'DEFAULT';
  const addressIssue = (field: 'receiverAddresses' | 'escalationAddresses') =>
    (value[field] ?? []).forEach((address, index) => {
      if (!receiverFits(method, address))
        context.addIssue({
          code: 'custom',
          path: [field, index],
          params: { errorCode: ErrorCode.InvalidAlertReceiver },
          message: 'receiver',
        });
    });
  addressIssue('receiverAddresses');
  addressIssue('escalationAddresses');
  if (value.trigger === 'accumulation' && value.accumulateCount == null)
    context.addIssue({ code: 'custom', path: ['accumulateCount'], message: 'count', ...ruleText('accumulateCount') });
  if (value.target !== undefined && value.target !== 'tenant' && value.targetIds?.length === 0)
    context.addIssue({ code: 'custom', path: ['targetIds'], message: 'targets', ...ruleText('alertTargets') });
  if ((value.receiverUserIds?.length ?? 0) + (value.receiverAddresses?.length ?? 0) === 0)
    context.addIssue({
      code: 'custom',
      path: ['receiverAddresses'],
      params: { errorCode: ErrorCode.AlertReceiversRequired },
      message: 'receivers',
    });
  if (
    value.escalateAfterMinutes != null &&
    (value.escalationUserIds?.length ?? 0) + (value.escalationAddresses?.length ?? 0) === 0
  )
    context.addIssue({
      code: 'custom',
      path: ['escalationAddresses'],
      params: { errorCode: ErrorCode.AlertReceiversRequired },
      message: 'receivers',
    });
}

/** `POST /alertSetting`. */
export const AlertSettingCreate = z.object(alertSettingShape).superRefine(checkAlertSetting);
export type AlertSettingCreate = z.infer<typeof AlertSettingCreate>;
/** `PUT /alertSetting/{id}`: omitted fields keep their values; the server checks the whole after merging. */
export const AlertSettingUpdate = editInput(alertSettingShape);
export type AlertSettingUpdate = z.infer<typeof AlertSettingUpdate>;

export const AlertSetting = z.object({
  id: z.int32(),
  name: z.string(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  target: AlertTarget,
  targetIds: z.array(z.int32()),
  alertTypes: z.array(z.string()),
  minLevel: z.int32(),
  method: AlertMethod,
  receiverUserIds: z.array(z.int32()),
  receiverAddresses: z.array(z.string()),
  lang: z.enum(LANGS),
  trigger: AlertTrigger,
  intervalMinutes: z.int32(),
  accumulateCount: z.int32().nullable(),
  escalateAfterMinutes: z.int32().nullable(),
  escalationUserIds: z.array(z.int32()),
  escalationAddresses: z.array(z.string()),
  allClear: z.boolean(),
  status: z.int32(),
  /** When its receivers were last told of new alarms. */
  lastNotifiedAt: z.string().nullable(),
  ...stampOutput,
});
export type AlertSetting = z.infer<typeof AlertSetting>;

export const AlertSettingPageRequest = pageRequest(['name', 'lupdDttm', 'id'], {
  name: z.string().trim().max(120).optional(),
  tid: z.int32().min(1).optional(),
  target: AlertTarget.optional(),
  method: AlertMethod.optional(),
  status: OnOffStatus.optional(),
});
export type AlertSettingPageRequest = z.infer<typeof AlertSettingPageRequest>;
export const AlertSettingPage = pageResult(AlertSetting);

/** A record an alert setting may name, labelled in the caller's language; `tid` its tenant (null: every tenant's). */
export const AlertSettingChoice = z.object({ value: z.int32(), label: z.string(), tid: z.int32().nullable() });
export type AlertSettingChoice = z.infer<typeof AlertSettingChoice>;

/**
 * `GET /alertSetting/options`: what the form may pick, within the caller's scope, under the alert-setting view
 * action alone (a role that manages alerts needs no right to the kiosk, group, admin or alarm type screens).
 */
export const AlertSettingOptions = z.object({
  kioskGroups: z.array(AlertSettingChoice),
  /** By KID. */
  kiosks: z.array(AlertSettingChoice),
  /** By name and login id. */
  admins: z.array(AlertSettingChoice),
  /** The active alarm types, by code. */
  alertTypes: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AlertSettingOptions = z.infer<typeof AlertSettingOptions>;

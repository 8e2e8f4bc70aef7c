import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, OnOffStatus, stampOutput } from './entity.js';
import { LANGS } from './i18n.js';
import type { MessageChannel } from './messages.js';
import { pageRequest, pageResult } from './paging.js';

export const messageTemplateActions = defineActions('messageTemplate', {
  view: { menuTitle: 'Message templates' },
  create: { menuTitle: 'Add a message template' },
  edit: { menuTitle: 'Edit a message template' },
  delete: { menuTitle: 'Delete a message template' },
  testSend: { menuTitle: 'Send a test message from a template' },
});

/**
 * What a message tells people about: an alarm raised, escalated or cleared, a digest of many of each (an alarm storm
 * gives each receiver one message), a test.
 */
export const TEMPLATE_EVENTS = [
  'alarm.raised',
  'alarm.digest',
  'alarm.escalated',
  'alarm.escalatedDigest',
  'alarm.cleared',
  'alarm.clearedDigest',
  'test',
] as const;
export const TemplateEvent = z.enum(TEMPLATE_EVENTS);
export type TemplateEvent = z.infer<typeof TemplateEvent>;

/** The channels people read: webhooks carry JSON, not a template's text. */
export const TEMPLATE_CHANNELS = ['email', 'sms', 'whatsapp'] as const satisfies readonly MessageChannel[];
export const TemplateChannel = z.enum(TEMPLATE_CHANNELS);
export type TemplateChannel = z.infer<typeof TemplateChannel>;

/** A value a template prints, or a list it repeats a section over (a digest's alarms). */
export type TemplateValue = string | number;
export type TemplateData = Record<string, TemplateValue | Record<string, TemplateValue>[]>;

/** An event's variables: the values it prints, its lists with the variables of each item, and sample data. */
export interface EventVariables {
  values: readonly string[];
  lists: Readonly<Record<string, readonly string[]>>;
  sample: TemplateData;
}

const ALARM_VALUES = ['tenantName', 'kioskName', 'kid', 'alarm', 'severity', 'raisedAt', 'message', 'link'] as const;
const ALARM_SAMPLE = {
  tenantName: 'Green Hong Kong',
  kioskName: 'Tai Po Market RVM',
  kid: 'RVM-TP-001',
  alarm: 'Bin full',
  severity: 'critical',
  raisedAt: '2026-03-02 09:15',
  message: 'The plastic bin is 98% full',
  link: 'https://dashboard.example.com/kiosk/alarms?id=4821',
};

const DIGEST_VALUES = ['tenantName', 'count', 'since', 'until', 'link'] as const;
const DIGEST_ITEM = ['kioskName', 'kid', 'alarm', 'severity', 'raisedAt'] as const;
/** A digest's sample alarms, each with the time it was cleared (for the all-clear digest). */
const DIGEST_ALARMS = [
  { kioskName: 'Tai Po Market RVM', kid: 'RVM-TP-001', alarm: 'Bin full', severity: 'critical', raisedAt: '09:05' },
  { kioskName: 'Sha Tin Plaza RVM', kid: 'RVM-ST-004', alarm: 'No heartbeat', severity: 'critical', raisedAt: '09:12' },
  { kioskName: 'Mong Kok Bin', kid: 'BIN-MK-010', alarm: 'Door left open', severity: 'warning', raisedAt: '09:21' },
].map((alarm, index) => ({ ...alarm, clearedAt: `09:4${index}` }));
const DIGEST_SAMPLE = {
  tenantName: 'Green Hong Kong',
  count: 3,
  since: '2026-03-02 09:00',
  until: '2026-03-02 09:30',
  link: 'https://dashboard.example.com/kiosk/alarms',
};
/** The sample alarms with only the variables a digest's items offer. */
const digestAlarms = (items: readonly string[]) =>
  DIGEST_ALARMS.map((alarm) => Object.fromEntries(Object.entries(alarm).filter(([name]) => items.includes(name))));

/** The catalogue: what each event offers its templates. */
export const EVENT_VARIABLES: Record<TemplateEvent, EventVariables> = {
  'alarm.raised': { values: ALARM_VALUES, lists: {}, sample: ALARM_SAMPLE },
  'alarm.digest': {
    values: DIGEST_VALUES,
    lists: { alarms: DIGEST_ITEM },
    sample: { ...DIGEST_SAMPLE, alarms: digestAlarms(DIGEST_ITEM) },
  },
  'alarm.escalated': {
    values: [...ALARM_VALUES, 'minutes', 'receiverLevel'],
    lists: {},
    sample: { ...ALARM_SAMPLE, minutes: 30, receiverLevel: 2 },
  },
  'alarm.escalatedDigest': {
    values: [...DIGEST_VALUES, 'minutes'],
    lists: { alarms: DIGEST_ITEM },
    sample: { ...DIGEST_SAMPLE, minutes: 30, alarms: digestAlarms(DIGEST_ITEM) },
  },
  'alarm.cleared': {
    values: [...ALARM_VALUES, 'clearedAt'],
    lists: {},
    sample: { ...ALARM_SAMPLE, clearedAt: '2026-03-02 09:48' },
  },
  'alarm.clearedDigest': {
    values: DIGEST_VALUES,
    lists: { alarms: [...DIGEST_ITEM, 'clearedAt'] },
    sample: { ...DIGEST_SAMPLE, alarms: digestAlarms([...DIGEST_ITEM, 'clearedAt']) },
  },
  test: { values: ['name', 'sentAt'], lists: {}, sample: { name: 'Chan Tai Man', sentAt: '2026-03-02 10:00' } },
};

/** A stored template; `tid` null: the product default, used by every tenant without its own. */
export const MessageTemplate = z.object({
  id: z.int32(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  event: TemplateEvent,
  channel: TemplateChannel,
  lang: z.enum(LANGS),
  /** E-mail only. */
  subject: z.string().nullable(),
  body: z.string(),
  /** WhatsApp only: the name of the template Meta approved; its parameters are the body's variables in order. */
  whatsappTemplate: z.string().nullable(),
  status: z.int32(),
  ...stampOutput,
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;

const templateFields = {
  tid: z.int32().positive().nullable().default(null),
  event: TemplateEvent,
  channel: TemplateChannel,
  lang: z.enum(LANGS),
  subject: z.string().trim().max(200).nullish(),
  body: z.string().trim().min(1).max(4000),
  whatsappTemplate: z.string().trim().max(512).nullish(),
  status: OnOffStatus.default(1),
};
export const MessageTemplateCreate = z.object(templateFields);
export type MessageTemplateCreate = z.infer<typeof MessageTemplateCreate>;
export const MessageTemplateUpdate = editInput(templateFields);

export const MessageTemplatePageRequest = pageRequest(['event', 'channel', 'lang', 'status', 'lupdDttm', 'id'], {
  event: TemplateEvent.optional(),
  channel: TemplateChannel.optional(),
  lang: z.enum(LANGS).optional(),
  tid: z.int32().positive().optional(),
  status: OnOffStatus.optional(),
});
export type MessageTemplatePageRequest = z.infer<typeof MessageTemplatePageRequest>;
export const MessageTemplatePage = pageResult(MessageTemplate);

/** `POST /messageTemplate/preview`: a template as the form holds it, rendered with its event's sample data. */
export const MessageTemplatePreviewRequest = z.object({
  event: TemplateEvent,
  channel: TemplateChannel,
  subject: z.string().max(200).nullish(),
  body: z.string().max(4000),
});
export type MessageTemplatePreviewRequest = z.infer<typeof MessageTemplatePreviewRequest>;

export const MessageTemplatePreview = z.object({
  subject: z.string().nullable(),
  body: z.string(),
  /** WhatsApp: the approved template's parameters, in order. */
  params: z.array(z.string()).nullable(),
});
export type MessageTemplatePreview = z.infer<typeof MessageTemplatePreview>;

/** `POST /messageTemplate/{id}/testSend`: whom to send the template to, rendered with sample data. */
export const MessageTemplateTestSend = z.object({ recipient: z.string().trim().min(1).max(200) });
export type MessageTemplateTestSend = z.infer<typeof MessageTemplateTestSend>;

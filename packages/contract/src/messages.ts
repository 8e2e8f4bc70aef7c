import { z } from 'zod';
import { defineActions, type ActionRef } from './actions.js';
import { IsoDateTime } from './calendar.js';
import { PhoneNumber } from './entity.js';
import { ErrorCode } from './errors.js';
import type { ExportModule } from './export.js';
import { LANGS } from './i18n.js';
import { pageRequest, pageResult } from './paging.js';

/** How a message leaves: e-mail, SMS, WhatsApp, or a JSON request to another system (a webhook). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp', 'webhook'] as const;
export const MessageChannel = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof MessageChannel>;

/**
 * A message's state (SPEC 4's SMS statuses, used by every channel). `requested`: in the outbox, waiting to be
 * sent (e-mail: "not sent"); `sending`: being handed to the provider; `accepted`, `queued`, `sent`: the
 * provider has it; `delivered`, `undelivered`, `failed`: the end.
 */
export const MESSAGE_STATUSES = [
  'requested',
  'sending',
  'accepted',
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
] as const;
export const MessageStatus = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof MessageStatus>;

/** How far along a status is: a provider report that comes late never moves a message back. */
export const MESSAGE_STATUS_RANK: Record<MessageStatus, number> = {
  requested: 0,
  sending: 1,
  accepted: 2,
  queued: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
};

/** Statuses after which nothing more happens to a message; failed and undelivered ones may be resent. */
export const FINAL_MESSAGE_STATUSES: readonly MessageStatus[] = ['delivered', 'undelivered', 'failed'];
export const RESENDABLE_MESSAGE_STATUSES: readonly MessageStatus[] = ['undelivered', 'failed'];

/** Who sends a channel's messages: a real provider, or the server log when none is configured. */
export const MESSAGE_PROVIDERS = ['smtp', 'twilio', 'whatsappCloud', 'http', 'log'] as const;
export const MessageProvider = z.enum(MESSAGE_PROVIDERS);
export type MessageProvider = z.infer<typeof MessageProvider>;

/** The history screen of each channel, by the domain of its actions (SPEC's SMSHistory, EmailHistory...). */
export const messageHistoryActions = {
  sms: defineActions('sms', {
    view: { menuTitle: 'SMS history' },
    export: { menuTitle: 'Export the SMS history' },
    resend: { menuTitle: 'Resend an SMS' },
  }),
  email: defineActions('email', {
    view: { menuTitle: 'E-mail history' },
    export: { menuTitle: 'Export the e-mail history' },
    resend: { menuTitle: 'Resend an e-mail' },
  }),
  whatsapp: defineActions('whatsapp', {
    view: { menuTitle: 'WhatsApp history' },
    export: { menuTitle: 'Export the WhatsApp history' },
    resend: { menuTitle: 'Resend a WhatsApp message' },
  }),
  webhook: defineActions('epdRequestHistory', {
    view: { menuTitle: 'Outbound requests' },
    export: { menuTitle: 'Export the outbound requests' },
    resend: { menuTitle: 'Resend an outbound request' },
  }),
} satisfies Record<MessageChannel, Record<'view' | 'export' | 'resend', ActionRef>>;

/** Each channel's history in the API: `/{path}/page`, `/{path}/{id}`, `/{path}/{id}/resend`, export `{path}`. */
export const MESSAGE_HISTORY_PATHS = {
  sms: 'smsHistory',
  email: 'emailHistory',
  whatsapp: 'whatsappHistory',
  webhook: 'epdRequestHistory',
} as const satisfies Record<MessageChannel, ExportModule>;

export const insideTestActions = defineActions('insideTest', {
  view: { menuTitle: 'Inside test' },
  send: { menuTitle: 'Send a test message' },
});

/** One message as a history lists it. */
export const Message = z.object({
  id: z.int32(),
  channel: MessageChannel,
  /** What caused it: `alarm.raised`, `alarm.digest`, `test`... (the template's event). */
  event: z.string(),
  tenantId: z.int32().nullable(),
  tenantName: z.string().nullable(),
  /** E-mail address, mobile number, or the URL of a webhook. */
  recipient: z.string(),
  lang: z.enum(LANGS),
  templateId: z.int32().nullable(),
  /** E-mail subject; a webhook's event. */
  subject: z.string().nullable(),
  /** The text as sent (a webhook: its JSON body). */
  body: z.string(),
  status: MessageStatus,
  provider: MessageProvider,
  /** The provider's id for the message (Twilio's SID, WhatsApp's wamid, the SMTP message id). */
  providerId: z.string().nullable(),
  /** Why the last attempt failed, or the provider's error. */
  error: z.string().nullable(),
  attempts: z.int32(),
  createdAt: z.string(),
  /** When it left for the provider. */
  sentAt: z.string().nullable(),
  /** When its status last changed. */
  statusAt: z.string(),
  /** When the next attempt is due while it waits for a retry. */
  nextAttemptAt: z.string().nullable(),
  /** The message this one resends. */
  resentFromId: z.int32().nullable(),
  /** Who caused it, for messages a person sent (a test, a resend). */
  createdByName: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

/** A step of a message's life: each status it took, with where the news came from. */
export const MessageEvent = z.object({
  status: MessageStatus,
  at: z.string(),
  /** `outbox` (our sender), `provider` (a delivery report), `person` (a resend). */
  source: z.enum(['outbox', 'provider', 'person']),
  detail: z.string().nullable(),
});
export type MessageEvent = z.infer<typeof MessageEvent>;

/** `GET /{history}/{id}`: the message, its status changes and, for a webhook, the answer it got. */
export const MessageDetail = Message.extend({
  events: z.array(MessageEvent),
  /** The receiving system's answer (status line and start of its body), for webhooks. */
  response: z.string().nullable(),
});
export type MessageDetail = z.infer<typeof MessageDetail>;

export const MessagePageRequest = pageRequest(['createdAt', 'statusAt', 'status', 'id'], {
  status: MessageStatus.optional(),
  event: z.string().trim().max(60).optional(),
  /** Part of the recipient's address or number. */
  recipient: z.string().trim().max(200).optional(),
  tenantId: z.int32().min(1).optional(),
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
});
export type MessagePageRequest = z.infer<typeof MessagePageRequest>;
export const MessagePage = pageResult(Message);

/** A message just written to the outbox (a resend, a test): its id, to follow its delivery. */
export const MessageQueued = z.object({ id: z.int32() });

/**
 * A mobile number as SMS and WhatsApp providers take it (E.164): spaces and dashes dropped, and a Hong Kong
 * number of 8 digits given its country code.
 */
export function e164(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) return digits;
  return /^\d{8}$/.test(digits) ? `+852${digits}` : `+${digits}`;
}

/** Whether `recipient` is what `channel` sends to: an e-mail address, a mobile number, an http(s) address. */
export function recipientFits(channel: MessageChannel, recipient: string): boolean {
  if (channel === 'email') return z.email().safeParse(recipient).success;
  if (channel === 'webhook') return z.url({ protocol: /^https?$/ }).safeParse(recipient).success;
  return PhoneNumber.safeParse(recipient).success;
}

/**
 * `POST /insideTest/send`: a test message through a person-facing channel, to watch its delivery. Outbound requests
 * go only to the addresses configured for them (no probing of other hosts from the server).
 */
export const InsideTestSend = z
  .object({
    channel: MessageChannel.exclude(['webhook']),
    recipient: z.string().trim().min(1).max(200),
    lang: z.enum(LANGS).default('en_US'),
    /** E-mail subject. */
    subject: z.string().trim().max(200).optional(),
    body: z.string().trim().min(1).max(1600),
  })
  .superRefine((value, context) => {
    if (!recipientFits(value.channel, value.recipient)) {
      context.addIssue({
        code: 'custom',
        path: ['recipient'],
        params: { errorCode: ErrorCode.RecipientMismatch },
        message: 'recipient',
      });
    }
  });
export type InsideTestSend = z.infer<typeof InsideTestSend>;

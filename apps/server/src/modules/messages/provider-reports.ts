import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageStatus } from '@srd/contract';
import { z } from 'zod';

/** Compares a secret as sent with the one expected in constant time, whatever their lengths. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the callback's full URL followed by each posted
 * parameter, sorted by name, as name and value; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether the X-Twilio-Signature `header` signs these parameters posted to `url`; false when it is missing. */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  return !!header && sameSecret(header, twilioSignature(authToken, url, params));
}

/** Each status of a Twilio Message as a status of ours. */
const TWILIO_STATUSES: Record<string, MessageStatus> = {
  accepted: 'accepted',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  // Read receipts come from channels that have them (WhatsApp through Twilio): a message read was delivered.
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

/** The parameters of Twilio's status callback that a delivery report uses; Twilio posts more, all of them signed. */
export const TwilioStatusCallback = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(40),
  ErrorCode: z.string().max(20).optional(),
  ErrorMessage: z.string().max(1000).optional(),
});
export type TwilioStatusCallback = z.infer<typeof TwilioStatusCallback>;

export interface ProviderStatusReport {
  providerId: string;
  status: MessageStatus;
  /** Why it failed, as the provider says it. */
  detail: string | null;
}

/** The report a status callback makes; undefined for a status Twilio may add later, which changes nothing. */
export function twilioReport(callback: TwilioStatusCallback): ProviderStatusReport | undefined {
  if (!Object.hasOwn(TWILIO_STATUSES, callback.MessageStatus)) return undefined;
  const detail = [callback.ErrorCode, callback.ErrorMessage].filter(Boolean).join(' ') || null;
  return { providerId: callback.MessageSid, status: TWILIO_STATUSES[callback.MessageStatus]!, detail };
}

/** Whether Meta's check of the webhook address (`hub.mode`, `hub.verify_token`) names the configured verify token. */
export function whatsappChallengeAccepted(verifyToken: string, mode: string, token: string): boolean {
  return mode === 'subscribe' && sameSecret(token, verifyToken);
}

/** Meta's X-Hub-Signature-256 of a webhook's raw body: `sha256=` and the hex HMAC-SHA256 with the app secret. */
export function hubSignature(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the X-Hub-Signature-256 `header` signs exactly these bytes; false when it is missing. */
export function verifyWhatsappSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  return !!header && sameSecret(header, hubSignature(appSecret, rawBody));
}

/**
 * The parts of a WhatsApp Business webhook that delivery reports use. Meta posts other fields to the same address
 * (incoming messages, account updates): they pass, with no statuses, so Meta never retries them.
 */
export const WhatsappWebhook = z.object({
  object: z.string().max(100),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string().min(1).max(200),
                  status: z.string().max(40),
                  errors: z
                    .array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() }))
                    .optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsappWebhook = z.infer<typeof WhatsappWebhook>;

const WHATSAPP_STATUSES: Record<string, MessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  // Meta may skip "delivered" when the message is read at once: read implies delivered.
  read: 'delivered',
  failed: 'failed',
};

/**
 * Every delivery report of a webhook, in order, a failure's detail being Meta's first error (title and code); statuses
 * we do not track (`played`, `deleted`) are left out.
 */
export function whatsappStatuses(body: WhatsappWebhook): ProviderStatusReport[] {
  return body.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.statuses ?? []).flatMap((report) => {
        if (!Object.hasOwn(WHATSAPP_STATUSES, report.status)) return [];
        const error = report.errors?.[0];
        const code = error?.code === undefined ? undefined : `(${error.code})`;
        const detail = [error?.title, code].filter(Boolean).join(' ') || null;
        return [{ providerId: report.id, status: WHATSAPP_STATUSES[report.status]!, detail }];
      }),
    ),
  );
}

import {
  renderTemplate,
  type Lang,
  type RenderedMessage,
  type TemplateChannel,
  type TemplateData,
  type TemplateEvent,
} from '@srd/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { builtInTemplate } from './built-in.js';
import { messageTemplate } from './tables.js';

/** A message rendered for the outbox: its texts, the template it came from and what WhatsApp needs. */
export interface RenderedDraft {
  subject: string | null;
  body: string;
  /** The stored template used; null when the built-in text was. */
  templateId: number | null;
  /** WhatsApp: the approved template's name and its parameters, as the channel sends them. */
  payload: { template: string; params: string[] } | null;
}

/** The outbox payload of a rendered WhatsApp message: Meta's template name and its parameters. */
export function whatsappPayload(whatsappTemplate: string | null, rendered: RenderedMessage): RenderedDraft['payload'] {
  return whatsappTemplate && rendered.params ? { template: whatsappTemplate, params: rendered.params } : null;
}

/**
 * Renders the message of an event for one channel and language: with the tenant's active template, else the
 * product default, else the built-in text. Throws TemplateDataMissing when `data` lacks a value it prints.
 */
export async function renderMessage(
  db: DbOrTx,
  request: { tid: number | null; event: TemplateEvent; channel: TemplateChannel; lang: Lang; data: TemplateData },
): Promise<RenderedDraft> {
  const { tid, event, channel, lang, data } = request;
  const candidates = await db
    .select()
    .from(messageTemplate)
    .where(
      and(
        eq(messageTemplate.status, 1),
        eq(messageTemplate.event, event),
        eq(messageTemplate.channel, channel),
        eq(messageTemplate.lang, lang),
        tid === null ? isNull(messageTemplate.tid) : or(eq(messageTemplate.tid, tid), isNull(messageTemplate.tid)),
      ),
    );
  const stored = candidates.find((row) => row.tid !== null) ?? candidates[0];
  const template = stored ?? builtInTemplate(event, channel, lang);
  const rendered = renderTemplate({ channel, subject: template.subject, body: template.body }, data);
  return {
    subject: rendered.subject,
    body: rendered.body,
    templateId: stored?.id ?? null,
    payload: whatsappPayload(template.whatsappTemplate, rendered),
  };
}

import {
  JOB_TIME_ZONE,
  type Lang,
  type MessageEvent,
  type MessageProvider,
  type MessageStatus,
  type TemplateChannel,
} from '@srd/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { formatInZone } from '../../platform/export/zoned-time.js';
import { message, messageEvent } from '../../platform/outbox/tables.js';
import { renderMessage } from '../message-template/render.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';

const HOUR = 3_600_000;

/** The first two steps are the outbox's own (requested, sending); the provider reported the rest. */
const sourceOf = (step: number): MessageEvent['source'] => (step <= 1 ? 'outbox' : 'provider');
const DAYS = 7;

/** How a demo message ended, and the steps its provider reported on the way. */
interface Fate {
  steps: MessageStatus[];
  error?: string;
  attempts?: number;
}

const DELIVERED: Fate = { steps: ['sending', 'queued', 'sent', 'delivered'] };
const FATES: Record<TemplateChannel | 'webhook', Fate[]> = {
  email: [
    { steps: ['sending', 'sent'] },
    { steps: ['sending', 'sent'] },
    { steps: ['sending', 'failed'], error: '550 5.1.1 Mailbox unavailable' },
  ],
  sms: [
    DELIVERED,
    DELIVERED,
    { steps: ['sending', 'queued', 'sent', 'undelivered'], error: '30003: Unreachable destination handset' },
  ],
  whatsapp: [
    { steps: ['sending', 'accepted', 'sent', 'delivered'] },
    { steps: ['sending', 'accepted', 'failed'], error: '131026: Message undeliverable' },
  ],
  webhook: [
    { steps: ['sending', 'delivered'] },
    { steps: ['sending', 'failed'], error: 'The receiving system answered 503 Service Unavailable', attempts: 6 },
  ],
};

const PROVIDERS: Record<TemplateChannel | 'webhook', MessageProvider> = {
  email: 'smtp',
  sms: 'twilio',
  whatsapp: 'whatsappCloud',
  webhook: 'http',
};

const RECIPIENTS: Record<TemplateChannel, string> = {
  email: 'duty@city-recycling.example',
  sms: '+85291234567',
  whatsapp: '+85298765432',
};

/**
 * A week of messages of each demo tenant, as if sent: alarm e-mails and digests, SMS and WhatsApp alarms (one not
 * delivered each), and recycle transactions pushed to the tenant's own system (one given up after its retries; its
 * webhook subscription, seeded by modules/webhook, takes these as its history), each with the steps its provider
 * reported.
 */
export async function seedDemoMessages(tx: Tx): Promise<void> {
  const tenants = await tx.select().from(tenant).orderBy(asc(tenant.id));
  const now = Date.now();
  let serial = 0;
  for (const owner of tenants) {
    const kiosks = await tx.select().from(kiosk).where(eq(kiosk.tid, owner.id)).orderBy(asc(kiosk.kid)).limit(6);
    if (kiosks.length === 0) continue;
    for (let hoursAgo = DAYS * 24 - 3; hoursAgo > 0; hoursAgo -= 9) {
      serial += 1;
      const machine = kiosks[serial % kiosks.length]!;
      const channels: (TemplateChannel | 'webhook')[] = ['email', 'sms', 'whatsapp', 'webhook'];
      const channel = channels[serial % channels.length]!;
      const fate = FATES[channel][Math.floor(serial / channels.length) % FATES[channel].length]!;
      const createdAt = new Date(now - hoursAgo * HOUR);
      const lang: Lang = serial % 3 === 0 ? 'en_US' : 'zh_HK';
      const text =
        channel === 'webhook'
          ? {
              subject: 'recycle.transaction',
              body: JSON.stringify({
                id: `recycle.transaction:demo-${serial}`,
                event: 'recycle.transaction',
                occurredAt: createdAt.toISOString(),
                data: { kid: machine.kid, locationId: machine.locationId, totalCount: 12, totalWeightKg: 0.42 },
              }),
              templateId: null,
              payload: null,
            }
          : await renderMessage(tx, {
              tid: owner.id,
              event: 'alarm.raised',
              channel,
              lang,
              data: {
                tenantName: lang === 'en_US' ? owner.name : owner.nameCht || owner.name,
                kioskName: lang === 'en_US' ? machine.name : machine.nameCht || machine.name,
                kid: machine.kid,
                alarm: lang === 'en_US' ? 'Bin full' : '回收桶已滿',
                severity: lang === 'en_US' ? 'critical' : '嚴重',
                raisedAt: formatInZone(createdAt, JOB_TIME_ZONE).slice(0, 16),
                message: '',
                link: `http://localhost:8080/configuration/kiosk/kioskAlert?kid=${machine.kid}`,
              },
            });
      const status = fate.steps.at(-1)!;
      const [row] = await tx
        .insert(message)
        .values({
          channel,
          event: channel === 'webhook' ? 'recycle.transaction' : 'alarm.raised',
          tid: owner.id,
          recipient: channel === 'webhook' ? 'https://epd.example.gov.hk/api/recycling' : RECIPIENTS[channel],
          lang,
          templateId: text.templateId,
          subject: text.subject,
          body: text.body,
          payload: text.payload,
          status,
          provider: PROVIDERS[channel],
          providerId: channel === 'webhook' ? null : `${channel.toUpperCase()}-DEMO-${serial}`,
          error: fate.error ?? null,
          response: channel === 'webhook' ? (fate.error ? '503 Service Unavailable' : '200 {"accepted":true}') : null,
          attempts: fate.attempts ?? 1,
          idempotencyKey: `demo:${owner.id}:${serial}`,
          createdAt: createdAt.toISOString(),
          sentAt: new Date(createdAt.getTime() + 2_000).toISOString(),
          statusAt: new Date(createdAt.getTime() + fate.steps.length * 20_000).toISOString(),
        })
        .returning({ id: message.id });
      await tx.insert(messageEvent).values(
        (['requested', ...fate.steps] as MessageStatus[]).map((step, index) => ({
          messageId: row!.id,
          status: step,
          at: new Date(createdAt.getTime() + index * 20_000).toISOString(),
          source: sourceOf(index),
          detail: index === fate.steps.length ? (fate.error ?? null) : null,
        })),
      );
    }
  }
}

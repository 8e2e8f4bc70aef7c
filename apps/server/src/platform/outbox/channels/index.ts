import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { Channels } from '../channel.js';
import { emailChannel } from './email.js';
import { logChannel } from './log.js';
import { twilioSmsChannel } from './twilio-sms.js';
import { webhookChannel, type WebhookTargetOf } from './webhook.js';
import { whatsappCloudChannel } from './whatsapp-cloud.js';

/**
 * The way out of each channel as configured: SMTP, Twilio and WhatsApp's Cloud API where their settings are given,
 * else the log; webhooks always go over HTTP, to the targets `webhookTargetOf` finds (modules/webhook).
 */
export function createChannels(config: Config, log: FastifyBaseLogger, webhookTargetOf: WebhookTargetOf): Channels {
  return {
    email: config.smtpUrl ? emailChannel(config.smtpUrl, config.mailFrom) : logChannel('email', 'SMTP_URL', log),
    sms: config.twilio
      ? twilioSmsChannel(config.twilio, config.publicUrl)
      : logChannel('sms', 'TWILIO_ACCOUNT_SID', log),
    whatsapp: config.whatsapp ? whatsappCloudChannel(config.whatsapp) : logChannel('whatsapp', 'WHATSAPP_TOKEN', log),
    webhook: webhookChannel(webhookTargetOf),
  };
}

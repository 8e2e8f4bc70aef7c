import {
  InsideTestSend,
  insideTestActions,
  MESSAGE_CHANNELS,
  MESSAGE_HISTORY_PATHS,
  MessageDetail,
  MessagePage,
  MessagePageRequest,
  MessageQueued,
  messageHistoryActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { outboxDeliveryJob } from '../../platform/outbox/delivery.js';
import { seedDemoMessages } from './demo.js';
import { messageHistoryExporter } from './history-export.js';
import { registerProviderReports } from './provider-routes.js';
import { createMessageService } from './service.js';

const ById = z.object({ id: z.coerce.number().pipe(z.int32().min(1)) });

/** Made once: every app built in a process (tests build several) registers the same exporters. */
const EXPORTERS = Object.fromEntries(MESSAGE_CHANNELS.map((channel) => [channel, messageHistoryExporter(channel)]));

const CHANNEL_WORDS = { sms: 'SMS', email: 'e-mails', whatsapp: 'WhatsApp messages', webhook: 'outbound requests' };

/**
 * The message histories (SMSHistory, EmailHistory, whatsappHistory, epdRequestHistory: `/{history}/page`,
 * `/{history}/{id}`, `/{history}/{id}/resend`, exports), InsideTest, the providers' delivery reports, and the job
 * that sends the outbox.
 */
export const messagesModule: AppModule = {
  name: 'messages',
  register(app, deps) {
    const messages = createMessageService(deps);
    deps.jobs.define(outboxDeliveryJob(deps.channels, { leaseSeconds: deps.config.outboxLeaseSeconds }));
    registerProviderReports(app, deps);

    for (const channel of MESSAGE_CHANNELS) {
      const path = MESSAGE_HISTORY_PATHS[channel];
      const actions = messageHistoryActions[channel];
      const words = CHANNEL_WORDS[channel];
      registerExporter(EXPORTERS[channel]!);
      app.post(
        `/api/${path}/page`,
        {
          schema: {
            tags: [path],
            summary: `The ${words} sent or waiting, by status, event, recipient, tenant and time`,
            body: MessagePageRequest,
            response: { 200: MessagePage },
          },
          config: { action: actions.view },
        },
        (req) => messages.page(signedIn(req.ctx), channel, req.body),
      );
      app.get(
        `/api/${path}/:id`,
        {
          schema: {
            tags: [path],
            summary: `One of the ${words}, with each status it took and the provider's answer`,
            params: ById,
            response: { 200: MessageDetail },
          },
          config: { action: actions.view },
        },
        (req) => messages.detail(signedIn(req.ctx), channel, req.params.id),
      );
      app.post(
        `/api/${path}/:id/resend`,
        {
          schema: {
            tags: [path],
            summary: `Send one of the failed or undelivered ${words} again, as a new message (audited)`,
            params: ById,
            response: { 200: MessageQueued },
          },
          config: { action: actions.resend },
        },
        (req) => messages.resend(signedIn(req.ctx), channel, req.params.id),
      );
    }

    app.post(
      '/api/insideTest/send',
      {
        schema: {
          tags: ['insideTest'],
          summary: 'Send a test e-mail, SMS or WhatsApp message through the configured provider',
          body: InsideTestSend,
          response: { 200: MessageQueued },
        },
        config: { action: insideTestActions.send },
      },
      (req) => messages.testSend(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/insideTest/message/:id',
      {
        schema: {
          tags: ['insideTest'],
          summary: 'A test message the caller sent, with its delivery status as it changes',
          params: ById,
          response: { 200: MessageDetail },
        },
        config: { action: insideTestActions.send },
      },
      (req) => messages.testMessage(signedIn(req.ctx), req.params.id),
    );
  },
  seedDemo: seedDemoMessages,
};

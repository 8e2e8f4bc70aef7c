import {
  IdFromText,
  WebhookSubscription,
  WebhookSubscriptionCreate,
  WebhookSubscriptionPageRequest,
  WebhookSubscriptionUpdate,
  WebhookSubscriptionWithSecret,
  webhookSubscriptionActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoWebhooks } from './demo.js';
import { createWebhookService } from './service.js';

const tags = ['webhookSubscription'];
const ById = z.object({ id: IdFromText });

/**
 * Webhook subscriptions (`/webhookSubscription/page`, `GET`, `PUT`, `DELETE /webhookSubscription/{id}`, `POST
 * /webhookSubscription`, `POST /webhookSubscription/{id}/renewSecret`). What they hear of is published where it
 * happens (device/transactions.ts, kiosk-ops/lifecycle.ts) and sent by the outbox; their requests show in
 * epdRequestHistory.
 */
export const webhookModule: AppModule = {
  name: 'webhook',
  register(app, deps) {
    const webhooks = createWebhookService(deps);
    registerEntityRoutes(app, webhooks, {
      tags,
      noun: 'webhook subscription',
      actions: {
        view: webhookSubscriptionActions.view,
        edit: webhookSubscriptionActions.edit,
        delete: webhookSubscriptionActions.delete,
      },
      schemas: {
        row: WebhookSubscription,
        pageRequest: WebhookSubscriptionPageRequest,
        update: WebhookSubscriptionUpdate,
      },
      paths: {
        page: { url: '/api/webhookSubscription/page' },
        read: { url: '/api/webhookSubscription/:id', idIn: 'params' },
        update: { url: '/api/webhookSubscription/:id', method: 'PUT', idIn: 'params' },
        delete: { url: '/api/webhookSubscription/:id' },
      },
    });
    app.post(
      '/api/webhookSubscription',
      {
        schema: {
          tags,
          summary: 'Subscribe a system to events; answers its signing secret, this once',
          body: WebhookSubscriptionCreate,
          response: { 200: WebhookSubscriptionWithSecret },
        },
        config: { action: webhookSubscriptionActions.add },
      },
      (req) => webhooks.create(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/webhookSubscription/:id/renewSecret',
      {
        schema: {
          tags,
          summary: "Replace a subscription's signing secret; answers the new one, this once",
          params: ById,
          response: { 200: WebhookSubscriptionWithSecret },
        },
        config: { action: webhookSubscriptionActions.renewSecret },
      },
      (req) => webhooks.renewSecret(signedIn(req.ctx), req.params.id),
    );
  },
  seedDemo: seedDemoWebhooks,
};

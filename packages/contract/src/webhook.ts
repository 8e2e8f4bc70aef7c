import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, OnOffStatus, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';

export const webhookSubscriptionActions = defineActions('webhookSubscription', {
  view: { menuTitle: 'Webhooks' },
  add: { menuTitle: 'Add a webhook' },
  edit: { menuTitle: 'Edit a webhook' },
  delete: { menuTitle: 'Delete a webhook' },
  renewSecret: { menuTitle: "Renew a webhook's signing secret" },
});

/**
 * What another system can hear of: a recycle transaction recorded (what the EPD's endpoint receives), an alarm raised
 * or cleared on a kiosk.
 */
export const WEBHOOK_EVENTS = ['recycle.transaction', 'alarm.raised', 'alarm.cleared'] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

const webhookShape = {
  name: z.string().trim().min(1).max(120),
  /** The tenant whose events it hears; null (all-data callers only): every tenant's. */
  tid: z.int32().min(1).nullable().default(null),
  /** Where requests go: https, or http to a host the server is told to trust (`WEBHOOK_PRIVATE_HOSTS`). */
  url: z.url({ protocol: /^https?$/ }).max(500),
  events: z.array(WebhookEvent).min(1).max(WEBHOOK_EVENTS.length),
  status: OnOffStatus.default(1),
};

/** `POST /webhookSubscription`: answers the subscription with its signing secret, shown this once. */
export const WebhookSubscriptionCreate = z.object(webhookShape);
export type WebhookSubscriptionCreate = z.infer<typeof WebhookSubscriptionCreate>;
/** `PUT /webhookSubscription/{id}`: omitted fields keep their values. */
export const WebhookSubscriptionUpdate = editInput(webhookShape);
export type WebhookSubscriptionUpdate = z.infer<typeof WebhookSubscriptionUpdate>;

export const WebhookSubscription = z.object({
  id: z.int32(),
  name: z.string(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  url: z.string(),
  events: z.array(WebhookEvent),
  /** The signing secret's last 4 characters. */
  secretHint: z.string(),
  status: z.int32(),
  /** Requests sent in the last 7 days that were delivered, and that failed for good. */
  delivered7d: z.int32(),
  failed7d: z.int32(),
  ...stampOutput,
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;

/** A subscription as created or with a renewed secret: the one time its whole signing secret is answered. */
export const WebhookSubscriptionWithSecret = WebhookSubscription.extend({ secret: z.string() });
export type WebhookSubscriptionWithSecret = z.infer<typeof WebhookSubscriptionWithSecret>;

export const WebhookSubscriptionPageRequest = pageRequest(['name', 'lupdDttm', 'id'], {
  name: z.string().trim().max(120).optional(),
  tid: z.int32().min(1).optional(),
  /** Subscriptions that hear of this event. */
  events: WebhookEvent.optional(),
  status: OnOffStatus.optional(),
});
export type WebhookSubscriptionPageRequest = z.infer<typeof WebhookSubscriptionPageRequest>;
export const WebhookSubscriptionPage = pageResult(WebhookSubscription);
export type WebhookSubscriptionPage = z.infer<typeof WebhookSubscriptionPage>;

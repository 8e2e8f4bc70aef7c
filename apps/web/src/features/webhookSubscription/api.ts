import type {
  WebhookSubscription,
  WebhookSubscriptionCreate,
  WebhookSubscriptionUpdate,
  WebhookSubscriptionWithSecret,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /webhookSubscription/page`, `GET`, `PUT`, `DELETE /webhookSubscription/{id}`, `POST /webhookSubscription`. */
export const webhookApi = entityApi<
  WebhookSubscription,
  z.output<typeof WebhookSubscriptionCreate>,
  z.output<typeof WebhookSubscriptionUpdate>
>('/webhookSubscription', { read: 'params', update: { method: 'PUT', idIn: 'params' } });

/** `POST /webhookSubscription/{id}/renewSecret`: the new signing secret, answered this once. */
export const renewWebhookSecret = (id: number) =>
  request<WebhookSubscriptionWithSecret>('POST', `/webhookSubscription/${id}/renewSecret`);

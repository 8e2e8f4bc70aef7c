import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  ResourceType,
  WebhookSubscriptionPageRequest,
  type WebhookSubscription,
  type WebhookSubscriptionWithSecret,
} from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { qualified } from '../../platform/db/qualified.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { hostLooksInternal } from '../../platform/outbox/channels/internal-address.js';
import { message } from '../../platform/outbox/tables.js';
import { tenant } from '../organisation/tables.js';
import { tenantSecretBox } from '../tenant/secret-box.js';
import { webhookSubscription } from './tables.js';

const tenantName = sql<string | null>`(select ${tenant.name} from ${tenant}
  where ${tenant.id} = ${webhookSubscription.tid})`;
/** The subscription's requests of the last 7 days that ended in `status`. */
const lastWeek = (status: 'delivered' | 'failed') => sql<number>`(select count(*)::int from ${message}
  where ${message.channel} = 'webhook' and ${message.createdAt} > now() - interval '7 days'
    and ${message.status} = ${status}
    and ${message.payload}->>'subscriptionId' = ${qualified(webhookSubscription.id)}::text)`;

/** A new signing secret: 32 random bytes, as receivers' libraries expect (`whsec_` like Stripe's and Svix's). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * Webhook subscriptions: the systems, a tenant's own or the operator's, that hear of events as signed requests. The
 * signing secret is answered whole only when it is made (a new subscription, a renewed secret).
 */
export function createWebhookService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const box = tenantSecretBox(deps);
  const privateHosts = new Set(deps.config.webhookPrivateHosts);

  const entity = createEntityService({
    table: webhookSubscription,
    resType: ResourceType.WebhookSubscription,
    placement: { tid: webhookSubscription.tid },
    sharedWithoutTenant: true,
    hidden: ['secretSealed'],
    request: WebhookSubscriptionPageRequest,
    defaultSort: { field: 'name', order: 'ascend' },
    filterBy: { events: (event) => sql`${event} = any(${webhookSubscription.events})` },
    extraColumns: {
      tenantName: tenantName.as('tenant_name'),
      delivered7d: lastWeek('delivered').as('delivered_7d'),
      failed7d: lastWeek('failed').as('failed_7d'),
    },
    present: (row) => withIsoDates(row) as WebhookSubscription,
    async check(_tx, ctx, next) {
      const host = new URL(String(next.url)).hostname.toLowerCase();
      if (hostLooksInternal(host) && !privateHosts.has(host))
        throw fieldError('url', ErrorCode.WebhookAddressInternal, ctx.lang);
    },
  });

  async function sealed(secret: string) {
    await box.load();
    return { secretSealed: box.encrypt(secret), secretHint: secret.slice(-4) };
  }

  return {
    ...entity,
    async create(ctx: SignedInContext, values: Record<string, unknown>): Promise<WebhookSubscriptionWithSecret> {
      const secret = newSecret();
      const created = await entity.create(ctx, { ...values, ...(await sealed(secret)) });
      return { ...created, secret };
    },
    /** A new secret replaces the old at once; the audit entry shows the change of its last 4 characters. */
    async renewSecret(ctx: SignedInContext, id: number): Promise<WebhookSubscriptionWithSecret> {
      const secret = newSecret();
      const renewed = await entity.update(ctx, id, await sealed(secret));
      return { ...renewed, secret };
    },
  };
}

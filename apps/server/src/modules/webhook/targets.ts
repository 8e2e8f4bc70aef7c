import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { SendRefused, type OutgoingMessage } from '../../platform/outbox/channel.js';
import type { WebhookTarget, WebhookTargetOf } from '../../platform/outbox/channels/webhook.js';
import { tenantSecretBox } from '../tenant/secret-box.js';
import { webhookSubscription } from './tables.js';

/** How long a subscription's secret is reused between messages; a renewed secret signs from then on. */
const CACHE_MS = 10_000;

/** What a webhook message's payload says it is for: the EPD's endpoint or one subscription. */
export type WebhookPayload =
  { target: 'epd' } | { target: 'asiaMiles' } | { target: 'subscription'; subscriptionId: number };

/**
 * The webhook channel's targets: the EPD's and Asia Miles' endpoints with their configured keys, or a subscription
 * with its secret, unsealed. A message whose subscription is gone or disabled is not sent.
 */
export function webhookTargets(deps: Pick<AppDeps, 'db' | 'config'>): WebhookTargetOf {
  const box = tenantSecretBox(deps);
  const secrets = new Map<number, { secret: string; until: number }>();
  const privateHosts = new Set(deps.config.webhookPrivateHosts);

  async function secretOf(id: number): Promise<string> {
    const cached = secrets.get(id);
    if (cached && cached.until > Date.now()) return cached.secret;
    const [row] = await deps.db
      .select({ secretSealed: webhookSubscription.secretSealed, status: webhookSubscription.status })
      .from(webhookSubscription)
      .where(eq(webhookSubscription.id, id));
    if (!row || row.status !== 1) throw new SendRefused('The webhook was deleted or disabled');
    if (!row.secretSealed) throw new SendRefused('The webhook has no signing secret yet: renew it');
    await box.load();
    const secret = box.decrypt(row.secretSealed);
    secrets.set(id, { secret, until: Date.now() + CACHE_MS });
    return secret;
  }

  const subscriptionTarget = async (id: number, message: OutgoingMessage): Promise<WebhookTarget> => ({
    signingKey: await secretOf(id),
    internalAllowed: privateHosts.has(new URL(message.recipient).hostname.toLowerCase()),
  });

  return async (message) => {
    const payload = message.payload as WebhookPayload | null;
    if (payload?.target === 'epd') {
      if (!deps.config.epd) throw new SendRefused('EPD_URL is not set any more');
      return { signingKey: deps.config.epd.key, internalAllowed: true };
    }
    if (payload?.target === 'asiaMiles') {
      if (!deps.config.asiaMiles) throw new SendRefused('ASIA_MILES_URL is not set any more');
      return { signingKey: deps.config.asiaMiles.key, internalAllowed: true };
    }
    if (payload?.target === 'subscription') return subscriptionTarget(payload.subscriptionId, message);
    throw new SendRefused('The request names no webhook');
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { message } from '../../platform/outbox/tables.js';
import { tenant } from '../organisation/tables.js';
import { webhookSubscription } from './tables.js';

/**
 * Each demo tenant's own system, hearing of its recycling and alarms, with the week of requests the message demo
 * wrote as its history. They are paused: their addresses are not real ones, and a secret is made only when someone
 * renews it (secrets are sealed with the deployment's key, which demo data does not have).
 */
export async function seedDemoWebhooks(tx: Tx): Promise<void> {
  const tenants = await tx.select({ id: tenant.id, shortName: tenant.shortName }).from(tenant).orderBy(asc(tenant.id));
  for (const owner of tenants) {
    const host = `erp.${(owner.shortName || `tenant${owner.id}`).toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
    const url = `https://${host}/hooks/recycling`;
    const [subscription] = await tx
      .insert(webhookSubscription)
      .values({
        tid: owner.id,
        name: 'ERP recycling feed',
        url,
        events: ['recycle.transaction', 'alarm.raised', 'alarm.cleared'],
        secretSealed: '',
        secretHint: '',
        status: 0,
      })
      .returning({ id: webhookSubscription.id });
    const payload = JSON.stringify({ target: 'subscription', subscriptionId: subscription!.id });
    await tx
      .update(message)
      .set({ recipient: url, payload: sql`${payload}::jsonb` })
      .where(and(eq(message.channel, 'webhook'), eq(message.tid, owner.id)));
  }
}

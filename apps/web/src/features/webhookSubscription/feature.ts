import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screen of the webhook subscriptions (see app/screens/registry.ts). */
export const screens = {
  WebhookSubscriptionList: { texts: ['crud', 'webhookSubscription'], load: () => import('./WebhookSubscriptionPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.WebhookSubscription]: 'webhookSubscription',
} satisfies AuditFields;

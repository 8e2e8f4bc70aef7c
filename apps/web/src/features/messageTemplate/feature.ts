import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screen of the message templates (see app/screens/registry.ts). */
export const screens = {
  MessageTemplate: { texts: ['crud', 'messageTemplate'], load: () => import('./MessageTemplatePage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.MessageTemplate]: 'messageTemplate',
} satisfies AuditFields;

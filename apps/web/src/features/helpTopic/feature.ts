import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the help topics (see app/screens/registry.ts). */
export const screens = {
  HelpTopics: { texts: ['crud', 'helpTopic'], load: () => import('./HelpTopicsPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.HelpTopic]: 'helpTopic',
} satisfies AuditFields;

import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the public contents (see app/screens/registry.ts). */
export const screens = {
  PublicContent: { texts: ['crud', 'pubContent'], load: () => import('./PublicContentPage') },
  PublicContentDetail: { texts: ['crud', 'pubContent'], load: () => import('./PublicContentDetailPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.PublicContent]: 'pubContent',
} satisfies AuditFields;

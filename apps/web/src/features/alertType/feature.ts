import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the alert types (see app/screens/registry.ts). */
export const screens = {
  AlertType: { texts: ['crud', 'alertType'], load: () => import('./AlertTypePage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.AlertType]: 'alertType',
} satisfies AuditFields;

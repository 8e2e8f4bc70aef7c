import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the material types (see app/screens/registry.ts). */
export const screens = {
  MaterialType: { texts: ['crud', 'materialType'], load: () => import('./MaterialTypePage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.MaterialType]: 'materialType',
} satisfies AuditFields;

import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the food containers (see app/screens/registry.ts). */
export const screens = {
  FoodContainerList: { texts: ['crud', 'foodContainer'], load: () => import('./FoodContainerListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.FoodContainer]: 'foodContainer',
} satisfies AuditFields;

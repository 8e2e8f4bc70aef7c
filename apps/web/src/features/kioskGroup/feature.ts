import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the kiosk groups (see app/screens/registry.ts). */
export const screens = {
  kioskGroupList: { texts: ['crud', 'kioskGroup'], load: () => import('./KioskGroupListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.KioskGroup]: 'kioskGroup',
} satisfies AuditFields;

import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the kiosk serial numbers (see app/screens/registry.ts). */
export const screens = {
  kioskSerialNumberList: { texts: ['crud', 'kioskSerialNumber'], load: () => import('./SerialNumberListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.KioskSerialNumber]: 'kioskSerialNumber',
} satisfies AuditFields;

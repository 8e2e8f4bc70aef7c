import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the kiosks and the live fleet map (see app/screens/registry.ts). */
export const screens = {
  KioskList: { texts: ['crud', 'kiosk'], load: () => import('./KioskListPage') },
  Kiosk: { texts: ['crud', 'kiosk', 'kioskOps', 'alertType'], load: () => import('./KioskPage') },
  KioskMap: { texts: ['crud', 'kiosk', 'fleet'], load: () => import('./live/KioskMapPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Kiosk]: 'kiosk',
} satisfies AuditFields;

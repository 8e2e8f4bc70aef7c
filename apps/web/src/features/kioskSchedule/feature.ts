import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the kiosk schedules (see app/screens/registry.ts). */
export const screens = {
  kioskSchedule: { texts: ['crud', 'kioskSchedule'], load: () => import('./KioskSchedulePage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.KioskSchedule]: 'kioskSchedule',
} satisfies AuditFields;

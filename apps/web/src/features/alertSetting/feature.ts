import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screen of the alert settings (see app/screens/registry.ts). */
export const screens = {
  KioskAlertSetting: { texts: ['crud', 'alertSetting'], load: () => import('./AlertSettingPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.AlertSetting]: 'alertSetting',
} satisfies AuditFields;

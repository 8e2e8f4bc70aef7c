import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** RejectionAlert: rejection counts per kiosk and period, the threshold, the rejections of one kiosk. */
export const screens = {
  RejectionAlert: { texts: ['crud', 'rejectionAlert'], load: () => import('./RejectionAlertPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the threshold's audited fields. */
export const auditFields = {
  [ResourceType.RejectionThreshold]: 'rejectionAlert',
} satisfies AuditFields;

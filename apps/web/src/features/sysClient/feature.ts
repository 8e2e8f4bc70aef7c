import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the system clients (see app/screens/registry.ts). */
export const screens = {
  SysClientList: { texts: ['crud', 'sysClient'], load: () => import('./SysClientListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.SysClient]: 'sysClient',
} satisfies AuditFields;

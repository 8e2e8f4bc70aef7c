import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the administrator accounts (see app/screens/registry.ts). */
export const screens = {
  AdminList: { texts: ['crud', 'userManage'], load: () => import('./AdminListPage') },
  Admin: { texts: ['crud', 'userManage'], load: () => import('./AdminPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.AdminUser]: 'userManage',
} satisfies AuditFields;

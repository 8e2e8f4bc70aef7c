import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the roles (see app/screens/registry.ts). */
export const screens = {
  RoleList: { texts: ['crud', 'role'], load: () => import('./RoleListPage') },
  Role: { texts: ['crud', 'role', 'actions'], load: () => import('./RolePage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Role]: 'role',
} satisfies AuditFields;

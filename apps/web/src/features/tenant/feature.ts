import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the tenants (see app/screens/registry.ts). */
export const screens = {
  TenantList: { texts: ['crud', 'tenant'], load: () => import('./TenantListPage') },
  Tenant: { texts: ['crud', 'tenant'], load: () => import('./TenantPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Tenant]: 'tenant',
} satisfies AuditFields;

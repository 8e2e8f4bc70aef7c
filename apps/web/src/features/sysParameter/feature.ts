import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the system parameters (see app/screens/registry.ts). */
export const screens = {
  SysParameter: { texts: ['crud', 'sysParameter'], load: () => import('./SysParameterPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.SysParameter]: 'sysParameter',
} satisfies AuditFields;

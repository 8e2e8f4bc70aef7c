import { ResourceType } from '@srd/contract';

/** The screens of the system parameters (see app/screens/registry.ts). */
export const screens = {
  SysParameter: { texts: ['crud', 'sysParameter'], load: () => import('./SysParameterPage') },
};

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.SysParameter]: 'sysParameter',
};

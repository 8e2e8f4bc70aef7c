import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the programs (see app/screens/registry.ts). */
export const screens = {
  ProgramList: { texts: ['crud', 'program'], load: () => import('./ProgramListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Program]: 'program',
} satisfies AuditFields;

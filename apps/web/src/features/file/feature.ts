import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the files (see app/screens/registry.ts). */
export const screens = {
  FileList: { texts: ['crud', 'file'], load: () => import('./FileListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.File]: 'file',
} satisfies AuditFields;

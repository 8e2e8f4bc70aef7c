import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The background tasks and their runs (see app/screens/registry.ts). */
export const screens = {
  ScheduleTasks: { texts: ['crud', 'jobs'], load: () => import('./ScheduleTasksPage') },
  ScheduleJobHistory: { texts: ['crud', 'jobs'], load: () => import('./JobHistoryPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.ScheduleTask]: 'jobs',
} satisfies AuditFields;

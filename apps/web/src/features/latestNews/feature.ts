import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the latest news (see app/screens/registry.ts). */
export const screens = {
  LatestNewsList: { texts: ['crud', 'latestNews'], load: () => import('./LatestNewsListPage') },
  LatestNews: { texts: ['crud', 'latestNews'], load: () => import('./LatestNewsPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.LatestNews]: 'latestNews',
} satisfies AuditFields;

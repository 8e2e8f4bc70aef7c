import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of recycling's transactions (see app/screens/registry.ts). */
export const screens = {
  TransactionList: { texts: ['crud', 'recycling'], load: () => import('./TransactionListPage') },
  RecycleRecord: { texts: ['crud', 'recycling'], load: () => import('./RecycleRecordPage') },
  RecycleHistory: { texts: ['crud', 'recycling'], load: () => import('./RecycleHistoryPage') },
  RebateHistory: { texts: ['crud', 'recycling'], load: () => import('./RebateHistoryPage') },
  CathayPacificRebate: { texts: ['crud', 'recycling', 'miles'], load: () => import('./CathayPacificRebatePage') },
  FcmRecycle: { texts: ['crud', 'recycling', 'foodRecycling'], load: () => import('./FcmRecyclePage') },
  FoodContainerRecycle: {
    texts: ['crud', 'recycling', 'foodRecycling'],
    load: () => import('./ContainerReturnsPage'),
  },
  FoodContainerRebate: {
    texts: ['crud', 'recycling', 'foodRecycling'],
    load: () => import('./ContainerRefundsPage'),
  },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.RecycleTransaction]: 'recycling',
  [ResourceType.MilesConfig]: 'miles',
  [ResourceType.MilesConversion]: 'miles',
} satisfies AuditFields;

import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

const texts: FeatureScreens[string]['texts'] = ['crud', 'ledger'];

/** The points ledger: every wallet entry, the adjustments staff made (see app/screens/registry.ts). */
export const screens = {
  WalletRecord: { texts, load: () => import('./WalletRecordPage') },
  AdjustmentHistory: { texts, load: () => import('./AdjustmentHistoryPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name an audited wallet entry's fields. */
export const auditFields = {
  [ResourceType.WalletEntry]: 'ledger',
} satisfies AuditFields;

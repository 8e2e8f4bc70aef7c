import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** Octopus settlement: the file kinds and transfers, the card event types and events (see app/screens/registry.ts). */
export const screens = {
  OctSftpType: { texts: ['crud', 'octSettlement'], load: () => import('./OctSftpTypePage') },
  OctSftpLog: { texts: ['crud', 'octSettlement'], load: () => import('./OctSftpLogPage') },
  OctEventType: { texts: ['crud', 'octEventType'], load: () => import('./OctEventTypePage') },
  OctEventLog: { texts: ['crud', 'octSettlement'], load: () => import('./OctEventLogPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.OctSftpType]: 'octSettlement',
  [ResourceType.OctEventType]: 'octEventType',
} satisfies AuditFields;

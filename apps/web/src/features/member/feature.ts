import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of members and their cards (see app/screens/registry.ts). */
export const screens = {
  Member: { texts: ['crud', 'member'], load: () => import('./MemberListPage') },
  MemberDetail: {
    texts: ['crud', 'member', 'memberCard', 'octopus', 'ledger', 'recycling'],
    load: () => import('./MemberDetailPage'),
  },
  MemberCardList: { texts: ['crud', 'memberCard'], load: () => import('./MemberCardListPage') },
  OctopusList: { texts: ['crud', 'octopus'], load: () => import('./OctopusListPage') },
  AdminCardList: { texts: ['crud', 'adminCard'], load: () => import('./AdminCardListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Member]: 'member',
  [ResourceType.MemberCard]: 'memberCard',
  [ResourceType.MemberOctopus]: 'octopus',
  [ResourceType.AdminCard]: 'adminCard',
} satisfies AuditFields;

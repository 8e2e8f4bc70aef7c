import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

const texts: FeatureScreens[string]['texts'] = ['crud', 'messages'];

/** The message histories, one screen per channel, and InsideTest (see app/screens/registry.ts). */
export const screens = {
  SMSHistory: { texts, load: () => import('./MessageHistoryPage').then((page) => ({ default: page.SmsHistoryPage })) },
  EmailHistory: {
    texts,
    load: () => import('./MessageHistoryPage').then((page) => ({ default: page.EmailHistoryPage })),
  },
  whatsappHistory: {
    texts,
    load: () => import('./MessageHistoryPage').then((page) => ({ default: page.WhatsappHistoryPage })),
  },
  epdRequestHistory: {
    texts,
    load: () => import('./MessageHistoryPage').then((page) => ({ default: page.OutboundRequestHistoryPage })),
  },
  InsideTest: { texts, load: () => import('./InsideTestPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Message]: 'messages',
} satisfies AuditFields;

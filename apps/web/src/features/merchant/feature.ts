import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the merchants and their shops (see app/screens/registry.ts). */
export const screens = {
  MerchantList: { texts: ['crud', 'merchant'], load: () => import('./MerchantListPage') },
  Merchant: { texts: ['crud', 'merchant'], load: () => import('./MerchantPage') },
  ShopList: { texts: ['crud', 'shop'], load: () => import('./ShopListPage') },
  Shop: { texts: ['crud', 'shop'], load: () => import('./ShopPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.Merchant]: 'merchant',
  [ResourceType.Shop]: 'shop',
} satisfies AuditFields;

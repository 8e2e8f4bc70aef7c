import { ResourceType } from '@srd/contract';
import type { AuditFields, FeatureScreens } from '../../platform/feature';

/** The screens of the housing estates, their buildings and addresses (see app/screens/registry.ts). */
export const screens = {
  HousingEstateList: { texts: ['crud', 'housingEstate'], load: () => import('./HousingEstateListPage') },
  HousingEstate: { texts: ['crud', 'housingEstate', 'building'], load: () => import('./HousingEstatePage') },
  HousingEstateMap: { texts: ['housingEstate'], load: () => import('./HousingEstateMapPage') },
  AddressList: { texts: ['housingEstate'], load: () => import('./AddressListPage') },
} satisfies FeatureScreens;

/** The namespace whose `fields.<name>` texts name the fields of each audited resource type. */
export const auditFields = {
  [ResourceType.HousingEstate]: 'housingEstate',
  [ResourceType.AddressBuilding]: 'building',
} satisfies AuditFields;

import { housingEstateActions, addressActions, type AddressEstate } from '@srd/contract';
import { useEntityAccess, type EntityAccess } from '../../platform/crud/simpleEntity';
import { useProfile } from '../../platform/profile';

/**
 * What the caller may do with an estate and its buildings: a shared estate (no tenant) only with
 * access-all-data, as the server checks.
 */
export function useEstateAccess() {
  const estates = useEntityAccess(housingEstateActions);
  const buildings = useEntityAccess(addressActions);
  const { accessAllData } = useProfile();
  const mayChange = (estate: Pick<AddressEstate, 'tid'> | null | undefined) =>
    !estate || estate.tid !== null || accessAllData;
  const limit = (access: EntityAccess, estate: Pick<AddressEstate, 'tid'> | null | undefined): EntityAccess =>
    mayChange(estate) ? access : { ...access, add: false, edit: false, delete: false };
  return {
    estate: (estate?: Pick<AddressEstate, 'tid'> | null) => limit(estates, estate),
    buildings: (estate: Pick<AddressEstate, 'tid'> | null | undefined) => limit(buildings, estate),
    addEstate: estates.add,
  };
}

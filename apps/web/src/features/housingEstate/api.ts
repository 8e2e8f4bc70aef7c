import type {
  AddressBuilding,
  AddressBuildingCreate,
  AddressBuildingUpdate,
  AddressEstate,
  AddressEstateCreate,
  AddressEstateUpdate,
  AddressTreeEstate,
} from '@srd/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';
import type { PageOf } from '../../platform/crud/EntityTable';

export const ESTATE_LIST_PATH = '/organisation/housingEstateList';
export const ESTATE_PATH = '/organisation/housingEstate';

/** SPEC 7: `/address/addressEstate` page, `?id`, POST, PUT, DELETE `/{id}`. */
export const estateApi = entityApi<
  AddressEstate,
  z.output<typeof AddressEstateCreate>,
  z.output<typeof AddressEstateUpdate>
>('/address/addressEstate', {
  queryKey: ['addressEstate'],
});

/**
 * SPEC 7: `/address/addressBuilding` page, `?id`, POST, PUT, DELETE `/{id}`; cached with the estates (their counts
 * change too).
 */
export const buildingApi = entityApi<
  AddressBuilding,
  z.output<typeof AddressBuildingCreate>,
  z.output<typeof AddressBuildingUpdate>
>('/address/addressBuilding', {
  queryKey: ['addressEstate', 'building'],
});

/** The buildings of one estate, all at once (the estate page's tab and its count). */
export function estateBuildingsQuery(estateId: number) {
  return queryOptions({
    queryKey: [...buildingApi.queryKey, 'page', { estateId }],
    queryFn: () => buildingApi.page({ page: 1, pageSize: -1, filters: { estateId } }),
  });
}

/** `POST /housingEstate/list` with `allData`: every estate the caller reaches (the map). */
export function fetchAllEstates(): Promise<PageOf<AddressEstate>> {
  return request('POST', '/housingEstate/list', { body: { allData: true } });
}

/** `GET /address/getAddressTree`: estates with their buildings, labelled in the UI language. */
export function fetchAddressTree(): Promise<AddressTreeEstate[]> {
  return request('GET', '/address/getAddressTree');
}

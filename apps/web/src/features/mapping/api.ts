import {
  PAGE_SIZE_ALL,
  type MappingResourceTypeName,
  type ResourceOption,
  type UserOption,
  type AdminMappingPageRequest,
  type AdminMappingRow,
  type AdminMappingUpdate,
  type MappingChange,
  type ResourceAdminsUpdate,
} from '@srd/contract';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';

/** Every admin mapping query (grants, lists, a resource's admins): a save refreshes them all. */
export const MAPPING_KEY = ['mapping'];

function fetchGrants(body: Partial<AdminMappingPageRequest>): Promise<PageOf<AdminMappingRow>> {
  return request('POST', '/adminMapping/list', { body });
}

/** A page of the grants of the admins in the caller's scope. */
export function fetchGrantPage({ page, pageSize, sort, filters }: ListState): Promise<PageOf<AdminMappingRow>> {
  return fetchGrants({ page, pageSize, sort, ...filters } as AdminMappingPageRequest);
}

/** The resources of a type the caller reaches (their scope and their own grants): what they may grant. */
export function fetchMappableResources(type: MappingResourceTypeName): Promise<ResourceOption[]> {
  return request('GET', `/mapping/getResourceOptions/${type}`);
}

/** The admins of the caller's scope, whose access the caller may change. */
export function fetchMappableAdmins(): Promise<UserOption[]> {
  return request('GET', '/mapping/getAdminOptions');
}

/** The resources of a type granted to an admin (those the caller reaches). */
export async function fetchGrantedIds(adminId: number, resTypeId: AdminMappingUpdate['resTypeId']): Promise<number[]> {
  const { rows } = await fetchGrants({ adminId, resTypeId, page: 1, pageSize: PAGE_SIZE_ALL });
  return rows.map((row) => row.resId);
}

/** Sets the resources of a type an admin may reach. */
export function saveAdminGrants(body: AdminMappingUpdate): Promise<MappingChange> {
  return request('POST', '/adminMapping/updateAdminMapping', { body });
}

/** The admins of the caller's scope mapped to a resource. */
export function fetchResourceAdminIds(resTypeId: number, resId: number): Promise<number[]> {
  return request('GET', `/mapping/getAdminIds/${resTypeId}/${resId}`);
}

/** Sets the admins of the caller's scope who may reach a resource. */
export function saveResourceAdmins(body: ResourceAdminsUpdate): Promise<MappingChange> {
  return request('POST', '/mapping/updateAdminMapping', { body });
}

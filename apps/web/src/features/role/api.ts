import type { ActionTreeDomain, Role, RoleCreate, RoleDetail, RolePageRequest, RoleUpdate } from '@srd/contract';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';

export const ROLE_LIST_PATH = '/access/roleList';
export const ROLE_PATH = '/access/role';
export const ROLE_KEY = ['role'];
export const ROLE_PAGE_KEY = [...ROLE_KEY, 'page'];
/** The page request of the list state: what the list shows, and what its export writes. */
export function rolePageRequest({ page, pageSize, sort, filters }: ListState): RolePageRequest {
  return { page, pageSize, sort, ...filters } as RolePageRequest;
}

export function fetchRolePage(state: ListState): Promise<PageOf<Role>> {
  return request('POST', '/role/page', { body: rolePageRequest(state) });
}

export function fetchRole(id: number): Promise<RoleDetail> {
  return request('GET', `/role/getInfo?id=${id}`);
}

export function createRole(body: RoleCreate): Promise<RoleDetail> {
  return request('POST', '/role', { body });
}

export function updateRole(body: RoleUpdate): Promise<RoleDetail> {
  return request('PUT', '/role', { body });
}

export function deleteRole(id: number): Promise<unknown> {
  return request('DELETE', `/role/${id}`);
}

/** The catalogue's actions by domain, each saying whether the caller may grant it. */
export function fetchActionTree(): Promise<ActionTreeDomain[]> {
  return request('GET', '/permission/actionTree');
}

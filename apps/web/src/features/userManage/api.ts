import type { AdminUser, AdminUserCreate, AdminUserPageRequest, AdminUserStatusChange, AdminUserUpdate, ResourceOption } from '@srd/contract';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';

export const ADMIN_LIST_PATH = '/access/adminList';
export const ADMIN_PATH = '/access/admin';
export const ADMIN_KEY = ['userManage'];
export const ADMIN_PAGE_KEY = [...ADMIN_KEY, 'page'];
/** Filters of the admin list kept as numbers in the URL. */
export const NUMERIC_FILTERS = ['status', 'roleId', 'tid'] as const;

export function fetchAdminPage({ page, pageSize, sort, filters }: ListState): Promise<PageOf<AdminUser>> {
  const body = { page, pageSize, sort, ...filters } as AdminUserPageRequest;
  return request('POST', '/userManage/page', { body });
}

export function fetchAdmin(id: number): Promise<AdminUser> {
  return request('GET', `/userManage/getInfo?id=${id}`);
}

export function createAdmin(body: AdminUserCreate): Promise<AdminUser> {
  return request('POST', '/userManage', { body });
}

export function updateAdmin(body: AdminUserUpdate): Promise<AdminUser> {
  return request('PUT', '/userManage', { body });
}

export function changeAdminStatus(body: AdminUserStatusChange): Promise<AdminUser> {
  return request('PATCH', '/userManage/changeStatus', { body });
}

export function clearAdminSessions(id: number): Promise<unknown> {
  return request('GET', `/userManage/clearToken/${id}`);
}

/** The active roles the caller may give a user. */
export function fetchRoleOptions(): Promise<ResourceOption[]> {
  return request('GET', '/role/options');
}

import type {
  AdminUser,
  AdminUserCreate,
  AdminUserPageRequest,
  AdminUserStatusChange,
  AdminUserUpdate,
  InviteRequest,
  InviteSent,
  ResourceOption,
} from '@srd/contract';
import { request, type PassThrough } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';

export const ADMIN_LIST_PATH = '/access/adminList';
export const ADMIN_KEY = ['userManage'];
export const ADMIN_PAGE_KEY = [...ADMIN_KEY, 'page'];

/** The page request of the list state: what the list shows, and what its export writes. */
export function adminPageRequest({ page, pageSize, sort, filters }: ListState): AdminUserPageRequest {
  return { page, pageSize, sort, ...filters } as AdminUserPageRequest;
}

export function fetchAdminPage(state: ListState): Promise<PageOf<AdminUser>> {
  return request('POST', '/userManage/page', { body: adminPageRequest(state) });
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

/** Lifts the sign-in locks failed attempts set on an admin, from every address. */
export function unlockAdmin(id: number): Promise<AdminUser> {
  return request('PATCH', '/userManage/unlock', { body: { id } });
}

export function clearAdminSessions(id: number): Promise<unknown> {
  return request('GET', `/userManage/clearToken/${id}`);
}

/** The active roles the caller may give a user. */
export function fetchRoleOptions(): Promise<ResourceOption[]> {
  return request('GET', '/role/options');
}

/** Invites an admin by e-mail; an e-mail with an account already answers 10041, 10042 or 10043 as a PassThrough. */
export function inviteAdmin(body: InviteRequest): Promise<AdminUser | PassThrough> {
  return request('POST', '/userManage/inviteRegister', { body });
}

/** Sends a user waiting for activation a new invitation link. */
export function resendInvitation(id: number): Promise<InviteSent> {
  return request('GET', `/userManage/inviteRegister/resend/${id}`);
}

import type { LoginInput, LoginResult, UpdatePasswordInput } from '@srd/contract';
import { request } from '../../platform/api';

export function login(input: LoginInput): Promise<LoginResult> {
  return request('POST', '/auth/login', { body: input });
}

/** Quiet: signing out goes on whatever the server answers. */
export function logout(): Promise<null> {
  return request('POST', '/auth/logout', { quiet: true });
}

export function updatePassword(input: UpdatePasswordInput): Promise<null> {
  return request('PATCH', '/userManage/updatePassword', { body: input });
}

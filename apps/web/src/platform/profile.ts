import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { UserProfile } from '@srd/contract';
import { request } from './api';
import { i18n } from './i18n';
import { getToken, SESSION_QUERY_KEY } from './session';

/** The signed-in user. Failures are reported by the session guard, so the call itself stays quiet. */
export const profileQuery = queryOptions({
  queryKey: [...SESSION_QUERY_KEY, 'profile'],
  queryFn: async () => {
    fetchedWith = getToken();
    const profile = await request<UserProfile>('GET', '/userManage/getUserProfile', { quiet: true });
    if (!Array.isArray(profile.roles) || profile.roles.length === 0) throw new Error(i18n.t('error.noRoles'));
    return profile;
  },
  staleTime: Infinity,
});

/** The token the cached profile was loaded with. */
let fetchedWith: string | undefined;

/** Whether the cached profile belongs to another sign-in (another tab signed in as someone else). */
export function profileIsForAnotherSession(): boolean {
  return fetchedWith !== undefined && fetchedWith !== getToken();
}

/** The signed-in user; the session guard loads it before any signed-in screen renders. */
export function useProfile(): UserProfile {
  return useSuspenseQuery(profileQuery).data;
}

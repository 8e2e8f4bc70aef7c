import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { UserProfile } from '@srd/contract';
import { request } from './api';
import { i18n } from './i18n';

/** The signed-in user. Failures are reported by the session guard, so the call itself stays quiet. */
export const profileQuery = queryOptions({
  queryKey: ['session', 'profile'],
  queryFn: async () => {
    const profile = await request<UserProfile>('GET', '/userManage/getUserProfile', { quiet: true });
    if (!Array.isArray(profile.roles) || profile.roles.length === 0) throw new Error(i18n.t('error.noRoles'));
    return profile;
  },
  staleTime: Infinity,
});

/** The signed-in user; the session guard loads it before any signed-in screen renders. */
export function useProfile(): UserProfile {
  return useSuspenseQuery(profileQuery).data;
}

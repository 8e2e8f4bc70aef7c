import type { ActionRef, ActionsMap, UserProfile } from '@srd/contract';

/** The caller's tenant, merchant and shop scope; `allData` when a role has access-all-data. */
export interface Scope {
  allData: boolean;
  tid: number | null;
  mid: number | null;
  sid: number | null;
}

/** The signed-in caller, resolved once per request (and cached briefly across requests). */
export interface AuthUser {
  id: number;
  /** Active roles only; empty when the account has lost every role. */
  roleIds: number[];
  isSuper: boolean;
  /** `domain:name` keys. */
  actions: ReadonlySet<string>;
  scope: Scope;
  /** What getUserProfile answers: names, status, roles and actions by domain. */
  profile: UserProfile;
}

/** How a user is named on screens: first and last name, else the admin name, else the login id. */
export function fullNameOf(user: {
  loginId: string;
  adminName: string | null;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.adminName || user.loginId;
}

export function can(user: AuthUser, action: ActionRef): boolean {
  return user.isSuper || user.actions.has(action.key);
}

/** `{ domain: [names] }` from `domain:name` keys. */
export function actionsMap(keys: Iterable<string>): ActionsMap {
  const map: ActionsMap = {};
  for (const key of keys) {
    const [domain, name] = key.split(':') as [string, string];
    (map[domain] ??= []).push(name);
  }
  for (const names of Object.values(map)) names.sort();
  return map;
}

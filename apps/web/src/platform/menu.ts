import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { dashboardActions, type ActionRef, type ActionsMap, type MenuNode } from '@srd/contract';
import { request } from './api';
import { DASHBOARD_PATH } from './navigation';
import { SESSION_QUERY_KEY } from './session';
import { profileQuery } from './profile';
import { queryClient } from './queryClient';
import { cachedInSession } from './sessionCache';

/** What the signed-in user may see and do: the menu tree and the actions map of their roles. */
export interface Access {
  menu: MenuNode[];
  actions: ActionsMap;
}

async function fetchAccess(): Promise<Access> {
  const profile = await queryClient.ensureQueryData(profileQuery);
  const roleIds = profile.roles.map((role) => role.id);
  const key = `access:${profile.id}:${roleIds.join(',')}`;
  return cachedInSession(key, async () => {
    const [menu, actions] = await Promise.all([
      request<MenuNode[]>('POST', '/permission/getMenuByRoles', { body: { roleIds } }),
      request<ActionsMap>('POST', '/permission/getActionByRoles', { body: { roleIds } }),
    ]);
    return { menu: hideDashboard(menu, actions), actions };
  });
}

/** SPEC 2: holders of `notShowDashboard` get no dashboard entry. */
function hideDashboard(menu: MenuNode[], actions: ActionsMap): MenuNode[] {
  if (!holds(actions, dashboardActions.notShowDashboard)) return menu;
  return menu.filter((node) => node.path !== DASHBOARD_PATH);
}

export const accessQuery = queryOptions({
  queryKey: [...SESSION_QUERY_KEY, 'access'],
  queryFn: fetchAccess,
  staleTime: Infinity,
});

export function useAccess(): Access {
  return useSuspenseQuery(accessQuery).data;
}

/** Whether the actions map holds `action`. */
export function holds(actions: ActionsMap, action: ActionRef): boolean {
  return actions[action.domain]?.includes(action.name) ?? false;
}

/** Every screen entry of the tree, depth first, hidden ones included. */
export function flattenScreens(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => [...(node.screen ? [node] : []), ...flattenScreens(node.children)]);
}

/** Where a user lands when the dashboard is not for them: the first visible screen. */
export function firstVisiblePath(menu: MenuNode[]): string | undefined {
  return flattenScreens(menu).find((node) => !node.hidden)?.path;
}

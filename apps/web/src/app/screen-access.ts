import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { UserStatus } from '@srd/contract';
import { requireSession } from '../features/auth/guards';
import { accessQuery, firstVisiblePath, flattenScreens, type Access } from '../platform/menu';
import { profileQuery } from '../platform/profile';
import { queryClient } from '../platform/queryClient';
import { screenRoute } from './screens/registry';

export { requireSession };

const DASHBOARD_PATH = '/dashboard';

/**
 * The signed-in user's menu and actions, after the session checks: loaders run side by side, and
 * the menu must not be asked for before a sign-in or a forced password change sends the user away.
 */
export async function loadAccess(args: LoaderFunctionArgs): Promise<Access> {
  await requireSession(args);
  return queryClient.ensureQueryData(accessQuery);
}

/** `/`: the dashboard, or the first visible screen for those who may not see it (SPEC 2). */
export async function landing(args: LoaderFunctionArgs): Promise<never> {
  const { menu } = await loadAccess(args);
  const paths = flattenScreens(menu).map((node) => node.path);
  throw redirect(paths.includes(DASHBOARD_PATH) ? DASHBOARD_PATH : (firstVisiblePath(menu) ?? '/401'));
}

/**
 * A menu screen renders only for users whose menu holds it: routes patched in for one user stay in
 * the router after another signs in.
 */
async function requireScreen(args: LoaderFunctionArgs): Promise<null> {
  const { menu } = await loadAccess(args);
  const path = new URL(args.request.url).pathname;
  return flattenScreens(menu).some((node) => node.path === path) ? null : unknownScreen(args);
}

/** Routes for the screens of the signed-in user's menu not yet in the router (`known` holds their paths). */
export function menuScreenRoutes(access: Access, known: Set<string>): RouteObject[] {
  const fresh = flattenScreens(access.menu).filter((node) => !known.has(node.path));
  for (const node of fresh) known.add(node.path);
  return fresh.map((node) => ({ id: `screen:${node.path}`, path: node.path, loader: requireScreen, ...screenRoute(node.screen!) }));
}

/** Paths no route knows: the dashboard goes to the first screen of those without it, the rest to 404. */
export async function unknownScreen(args: LoaderFunctionArgs): Promise<never> {
  const { menu } = await loadAccess(args);
  if (new URL(args.request.url).pathname !== DASHBOARD_PATH) throw redirect('/404');
  throw redirect(firstVisiblePath(menu) ?? '/401');
}

/** The menu of a user who may use the shell; none during a forced password change or without a profile. */
export async function patchableAccess(): Promise<Access | undefined> {
  const profile = await queryClient.ensureQueryData(profileQuery).catch(() => undefined);
  if (!profile || profile.status === UserStatus.MustChangePassword) return undefined;
  return queryClient.ensureQueryData(accessQuery).catch(() => undefined);
}

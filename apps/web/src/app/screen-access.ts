import { UserStatus } from '@srd/contract';
import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { requireSession } from '../features/auth/guards';
import { accessQuery, firstVisiblePath, flattenScreens, type Access } from '../platform/menu';
import { DASHBOARD_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../platform/navigation';
import { profileQuery } from '../platform/profile';
import { queryClient } from '../platform/queryClient';
import { screenRoute } from './screens/registry';

export { requireSession };

/**
 * The signed-in user's menu and actions, after the session checks: loaders run side by side, and
 * the menu must not be asked for before a sign-in or a forced password change sends the user away.
 */
export async function loadAccess(args: LoaderFunctionArgs): Promise<Access> {
  await requireSession(args);
  return queryClient.ensureQueryData(accessQuery);
}

/** Where someone goes who may not see the dashboard: the first screen of the menu. */
function firstScreen(access: Access): string {
  return firstVisiblePath(access.menu) ?? UNAUTHORIZED_PATH;
}

function holdsScreen(access: Access, path: string): boolean {
  return flattenScreens(access.menu).some((node) => node.path === path);
}

/** `/`: the dashboard, or the first visible screen for those who may not see it (SPEC 2). */
export async function landing(args: LoaderFunctionArgs): Promise<never> {
  const access = await loadAccess(args);
  throw redirect(holdsScreen(access, DASHBOARD_PATH) ? DASHBOARD_PATH : firstScreen(access));
}

/** Paths no route knows: the dashboard goes to the first screen of those without it, the rest to 404. */
export async function unknownScreen(args: LoaderFunctionArgs): Promise<never> {
  const access = await loadAccess(args);
  throw redirect(new URL(args.request.url).pathname === DASHBOARD_PATH ? firstScreen(access) : NOT_FOUND_PATH);
}

/**
 * A menu screen renders only for users whose menu holds it: routes patched in for one user stay in
 * the router after another signs in.
 */
function requireScreen(path: string): LoaderFunction {
  return async (args) => (holdsScreen(await loadAccess(args), path) ? null : unknownScreen(args));
}

/** Routes for the screens of the user's menu that are not among the `known` paths yet. */
export function menuScreenRoutes(access: Access, known: ReadonlySet<string>): RouteObject[] {
  return flattenScreens(access.menu)
    .filter((node) => !known.has(node.path))
    .map((node) => ({
      id: `screen:${node.path}`,
      path: node.path,
      loader: requireScreen(node.path),
      ...screenRoute(node.screen!),
    }));
}

/** The menu of a user who may use the shell; none during a forced password change or without a profile. */
export async function patchableAccess(): Promise<Access | undefined> {
  const profile = await queryClient.ensureQueryData(profileQuery).catch(() => undefined);
  if (!profile || profile.status === UserStatus.MustChangePassword) return undefined;
  return queryClient.ensureQueryData(accessQuery).catch(() => undefined);
}

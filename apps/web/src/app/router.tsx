import { UserStatus } from '@srd/contract';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { requireSession } from '../features/auth/guards';
import { changePasswordRoute, loginRoute } from '../features/auth/routes';
import { profileRoute } from '../features/profile/routes';
import { withTexts } from '../platform/i18n';
import { accessQuery } from '../platform/menu';
import { setNavigate } from '../platform/navigation';
import { profileQuery } from '../platform/profile';
import { queryClient } from '../platform/queryClient';
import { getToken } from '../platform/session';
import { PageSpinner } from './PageSpinner';
import { publicRoutes, publicScreenPaths, redirectRoute } from './public/routes';
import { RouteError } from './RouteError';
import { landing, loadAccess, menuScreenRoutes, unknownScreen } from './screen-access';
import { screenRoute } from './screens/registry';

const SHELL_ROUTE_ID = 'shell';

const shellLayout = withTexts(['layout', 'menu'], () => import('./layout/AppLayout').then((m) => ({ Component: m.AppLayout })));

/** SPEC 2 lists these screens as public: the shell frames them for a signed-in user, nothing does otherwise. */
const publicScreens: RouteObject = {
  loader: (args) => (getToken() ? loadAccess(args) : null),
  lazy: async () => {
    const { Component: Shell } = await shellLayout();
    return { Component: () => (getToken() ? <Shell /> : <Outlet />) };
  },
  children: publicScreenPaths.map((path) => ({ path, ...screenRoute(path.split('/').pop()!) })),
};

/** The menu of a user who may use the shell; none before sign-in or during a forced password change. */
async function patchableAccess() {
  if (!getToken()) return undefined;
  const profile = await queryClient.ensureQueryData(profileQuery).catch(() => undefined);
  if (!profile || profile.status === UserStatus.MustChangePassword) return undefined;
  return queryClient.ensureQueryData(accessQuery).catch(() => undefined);
}

export function createAppRouter() {
  // Paths of the menu screens already in the router.
  const knownPaths = new Set(publicScreenPaths);
  const router = createBrowserRouter(
    [
      {
        HydrateFallback: PageSpinner,
        ErrorBoundary: RouteError,
        children: [
          loginRoute,
          ...publicRoutes,
          publicScreens,
          {
            // Every other path needs a session; runs on each navigation so a status-3 user cannot slip past.
            loader: requireSession,
            shouldRevalidate: () => true,
            children: [
              changePasswordRoute,
              {
                id: SHELL_ROUTE_ID,
                loader: loadAccess,
                lazy: shellLayout,
                children: [
                  { index: true, loader: landing },
                  profileRoute,
                  redirectRoute,
                  // The menu's screens are patched in beside this once the server has said which they are.
                  { path: '*', loader: unknownScreen, Component: PageSpinner },
                ],
              },
            ],
          },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ patch }) {
        const access = await patchableAccess();
        if (access) patch(SHELL_ROUTE_ID, menuScreenRoutes(access, knownPaths));
      },
    },
  );
  setNavigate((to) => router.navigate(to));
  return router;
}

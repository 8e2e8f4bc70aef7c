import { createBrowserRouter, Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { changePasswordRoute, loginRoute } from '../features/auth/routes';
import { profileRoute } from '../features/profile/routes';
import { currentLang, withTexts } from '../platform/i18n';
import { setNavigate } from '../platform/navigation';
import { getToken, setSignedInPreload } from '../platform/session';
import { loadUiLocale } from '../platform/uiLocale';
import { PageSpinner } from './PageSpinner';
import { publicRoutes, publicScreenPaths, redirectRoute, type PublicScreenPath } from './public/routes';
import { RouteError } from './RouteError';

const SHELL_ROUTE_ID = 'shell';

/**
 * Signed-in logic (session checks, the menu, the query client) loads with the first signed-in
 * screen, not with the login page.
 */
const screenAccess = () => import('./screen-access');
const lazyLoader =
  (name: 'requireSession' | 'loadAccess' | 'landing' | 'unknownScreen'): LoaderFunction =>
  async (args) =>
    (await screenAccess())[name](args);

const signedInProviders = () => import('./SignedInProviders');
const shellLayout = withTexts(['layout', 'menu'], () => import('./layout/AppLayout'));

/**
 * What every signed-in screen loads, in the order the first one waits for it: antd's and dayjs's
 * texts and the session checks, then the frame. A failed download is reported when a route loads
 * it again.
 */
function preloadSignedIn(): void {
  const uiLocale = () => loadUiLocale(currentLang());
  for (const load of [uiLocale, screenAccess, signedInProviders, shellLayout]) load().catch(() => undefined);
}

/**
 * A public screen's route. The registry of built screens loads with the screen, not with the login
 * page: it grows with every screen built. Without a session the screen's data would be refused, so
 * the visitor is asked to sign in instead (decided at render: signing in keeps the loaded route).
 */
function publicScreenRoute({ path, screen }: PublicScreenPath): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ Component }, { SignInNotice }] = await Promise.all([
        (await import('./screens/registry')).screenRoute(screen).lazy(),
        import('./screens/SignInNotice'),
      ]);
      const Screen = Component!;
      return { Component: () => (getToken() ? <Screen /> : <SignInNotice screen={screen} />) };
    },
  };
}

/** SPEC 2 lists these screens as public: the shell frames them for a signed-in user, nothing does otherwise. */
const publicScreens: RouteObject = {
  // A refused token only costs the frame: the screen stays public.
  loader: (args) => (getToken() ? Promise.resolve(lazyLoader('loadAccess')(args)).catch(() => null) : null),
  lazy: async () => {
    const [{ AppLayout }, { SignedInProviders }] = await Promise.all([shellLayout(), signedInProviders()]);
    return {
      Component: () =>
        getToken() ? (
          <SignedInProviders>
            <AppLayout />
          </SignedInProviders>
        ) : (
          <Outlet />
        ),
    };
  },
  children: publicScreenPaths.map(publicScreenRoute),
};

export function createAppRouter() {
  // Paths of the menu screens already in the router.
  const knownPaths = new Set(publicScreenPaths.map((entry) => entry.path));
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
            loader: lazyLoader('requireSession'),
            shouldRevalidate: () => true,
            lazy: () => signedInProviders().then((m) => ({ Component: m.SignedInProviders })),
            children: [
              changePasswordRoute,
              {
                id: SHELL_ROUTE_ID,
                loader: lazyLoader('loadAccess'),
                lazy: () => shellLayout().then((m) => ({ Component: m.AppLayout })),
                children: [
                  { index: true, loader: lazyLoader('landing') },
                  profileRoute,
                  redirectRoute,
                  // The menu's screens are patched in beside this once the server has said which they are.
                  { path: '*', loader: lazyLoader('unknownScreen'), Component: PageSpinner },
                ],
              },
            ],
          },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ patch, signal }) {
        if (!getToken()) return;
        const { patchableAccess, menuScreenRoutes } = await screenAccess();
        const access = await patchableAccess();
        // An interrupted navigation patches nothing, so nothing may be marked as known either.
        if (!access || signal.aborted) return;
        const routes = menuScreenRoutes(access, knownPaths);
        patch(SHELL_ROUTE_ID, routes);
        for (const route of routes) knownPaths.add(route.path!);
      },
    },
  );
  setNavigate((to) => router.navigate(to));
  setSignedInPreload(preloadSignedIn);
  return router;
}

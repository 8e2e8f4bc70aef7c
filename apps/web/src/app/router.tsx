import { createBrowserRouter, Navigate } from 'react-router';
import { changePasswordRoute, loginRoute } from '../features/auth/routes';
import { requireSession } from '../features/auth/guards';
import { setNavigate } from '../platform/navigation';
import { PageSpinner } from './PageSpinner';
import { RouteError } from './RouteError';

export function createAppRouter() {
  const router = createBrowserRouter([
    {
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteError,
      children: [
        loginRoute,
        { path: '/404', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
        {
          // Every other path needs a session; runs on each navigation so a status-3 user cannot slip past.
          loader: requireSession,
          shouldRevalidate: () => true,
          children: [
            changePasswordRoute,
            {
              lazy: () => import('./SignedInLayout').then((m) => ({ Component: m.SignedInLayout })),
              children: [{ index: true, lazy: () => import('./HomePage').then((m) => ({ Component: m.HomePage })) }],
            },
            // Unknown paths: an element, not a loader, so the guard's redirect to login comes first (SPEC 2).
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ]);
  setNavigate((to) => router.navigate(to));
  return router;
}

import type { RouteObject } from 'react-router';
import { withTexts } from '../../platform/i18n';

/** The signed-in user's own details (below the session guard). */
export const profileRoute: RouteObject = {
  path: '/profile/index',
  lazy: withTexts('profile', () => import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }))),
};

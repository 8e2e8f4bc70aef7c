import type { RouteObject } from 'react-router';
import { withTexts } from '../../platform/i18n';
import { PROFILE_PATH } from '../../platform/navigation';

/** The signed-in user's own details (below the session guard). */
export const profileRoute: RouteObject = {
  path: PROFILE_PATH,
  lazy: withTexts('profile', () => import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }))),
};

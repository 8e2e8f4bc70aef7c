import type { RouteObject } from 'react-router';
import { withTexts } from '../../platform/i18n';
import { LOGIN_PATH } from '../../platform/navigation';
import { CHANGE_PASSWORD_PATH, redirectIfSignedIn } from './guards';

/** Public: the sign-in screen. */
export const loginRoute: RouteObject = {
  path: LOGIN_PATH,
  loader: redirectIfSignedIn,
  lazy: withTexts('auth', () => import('./LoginPage').then((m) => ({ Component: m.LoginPage }))),
};

/** Signed-in (below the session guard); also where a status-3 user must go first. */
export const changePasswordRoute: RouteObject = {
  path: CHANGE_PASSWORD_PATH,
  lazy: withTexts('auth', () => import('./ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage }))),
};

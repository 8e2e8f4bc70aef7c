import { redirect, type RouteObject } from 'react-router';
import { withTexts } from '../../platform/i18n';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH } from '../../platform/navigation';
import { getToken } from '../../platform/session';

/** Public: the sign-in screen; someone signed in goes to `/` (SPEC 2). */
export const loginRoute: RouteObject = {
  path: LOGIN_PATH,
  loader: () => {
    if (getToken()) throw redirect('/');
    return null;
  },
  lazy: withTexts('auth', () => import('./LoginPage').then((m) => ({ Component: m.LoginPage }))),
};

/** Signed-in (below the session guard); also where a status-3 user must go first. */
export const changePasswordRoute: RouteObject = {
  path: CHANGE_PASSWORD_PATH,
  lazy: withTexts('auth', () => import('./ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage }))),
};

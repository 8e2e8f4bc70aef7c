import type { RouteObject } from 'react-router';
import { accountActivationRoute } from '../../features/invitation/routes';
import { withTexts } from '../../platform/i18n';
import { NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../../platform/navigation';
import type { InfoPageProps } from './InfoPage';
import { Redirect } from './Redirect';

/** Public pages whose content comes with later issues (SPEC 2), by path pattern. */
const infoPages: InfoPageProps[] = [
  { page: '/auth-redirect', texts: 'authRedirect', toLogin: true },
  { page: '/forGetPassword', texts: 'forgotPassword', toLogin: true },
  { page: '/changePassword', texts: 'resetPassword', toLogin: true },
  { page: '/content/app-download', texts: 'appDownload' },
  { page: '/register', texts: 'register' },
  { page: '/TVdashBoard', texts: 'tvDashboard' },
  { page: '/TVdashBoard2', texts: 'tvDashboard2' },
  { page: '/hkstptvdashboard', texts: 'hkstpTvDashboard' },
  { page: '/dashboard/rvm', texts: 'rvmDashboard' },
  { page: '/dashboard/sc240l', texts: 'sc240lDashboard' },
  { page: '/dashboard/smart-classify', texts: 'smartClassifyDashboard' },
  { page: '/dashboard/tenant/rvm', texts: 'tenantRvmDashboard' },
  { page: '/dashboard/map120', texts: 'map120' },
  { page: '/dashboard/map240', texts: 'map240' },
  { page: '/service-info/private-policy/hkstp', texts: 'hkstpPolicy' },
  { page: '/service-info/private-policy/cst', texts: 'cstPolicy' },
];

/** Every public page of SPEC 2 but /login: no session needed. */
export const publicRoutes: RouteObject[] = [
  accountActivationRoute,
  ...infoPages.map((props): RouteObject => ({
    path: props.page,
    lazy: withTexts('public', () =>
      import('./InfoPage').then(({ InfoPage }) => ({ Component: () => <InfoPage {...props} /> })),
    ),
  })),
  // A recycling visit's receipt, for whoever holds its signed link.
  {
    path: '/receipt',
    lazy: withTexts('public', () =>
      import('../../features/recycling/ReceiptPage').then((m) => ({ Component: m.ReceiptPage })),
    ),
  },
  // Any path under /pubContent (SPEC 2): a published item by its slug.
  {
    path: '/pubContent/*',
    lazy: withTexts('public', () =>
      import('../../features/pubContent/PublicContentView').then((m) => ({ Component: m.PublicContentView })),
    ),
  },
  {
    path: UNAUTHORIZED_PATH,
    lazy: withTexts('public', () => import('./UnauthorizedPage').then((m) => ({ Component: m.UnauthorizedPage }))),
  },
  {
    path: NOT_FOUND_PATH,
    lazy: withTexts('public', () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage }))),
  },
];

/** A signed-in screen that SPEC 2 also lists as public, at its path: rendered through the screen registry. */
export interface PublicScreenPath {
  path: string;
  /** The screen of the registry it shows. */
  screen: string;
}

/** Signed-in screens that SPEC 2 also lists as public: without a session they ask to sign in. */
export const publicScreenPaths: PublicScreenPath[] = [
  { path: '/configuration/kiosk/kioskGroupList', screen: 'kioskGroupList' },
  { path: '/configuration/kiosk/kioskSchedule', screen: 'kioskSchedule' },
  // The SMS test: InsideTest with SMS chosen (the server sends only for a caller holding insideTest:send).
  { path: '/testSendSms', screen: 'InsideTest' },
];

/** `/redirect/<path>`: the tags view's Refresh passes through it to mount the view again. */
export const redirectRoute: RouteObject = { path: '/redirect/*', Component: Redirect };

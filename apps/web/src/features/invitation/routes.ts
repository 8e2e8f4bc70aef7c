import type { RouteObject } from 'react-router';
import { withTexts } from '../../platform/i18n';
import { ACCOUNT_ACTIVATION_PATH } from '../../platform/navigation';

/** Public (SPEC 2): where the invitation e-mail's link leads. */
export const accountActivationRoute: RouteObject = {
  path: ACCOUNT_ACTIVATION_PATH,
  lazy: withTexts(['activation', 'auth'], () =>
    import('./AccountActivationPage').then((m) => ({ Component: m.AccountActivationPage })),
  ),
};

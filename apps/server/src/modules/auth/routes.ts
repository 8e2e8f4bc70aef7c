import { LoginInput, LoginResult } from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { createAuthService } from './service.js';

export const authModule: AppModule = {
  name: 'auth',
  register(app, deps) {
    const auth = createAuthService(deps, app.log);
    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in; returns the access token',
          body: LoginInput,
          response: { 200: LoginResult },
        },
        // Per address, on top of the per-account lockout: slows down spraying many accounts from one place.
        config: { public: true, rateLimit: { max: deps.config.loginRatePerMinute, timeWindow: '1 minute' } },
      },
      (req) => auth.login(req.ctx, req.body),
    );
    app.post(
      '/api/auth/logout',
      {
        schema: { tags: ['auth'], summary: 'End the current session' },
        config: { signedIn: true, duringPasswordChange: true, withoutRoles: true },
      },
      (req) => auth.logout(signedIn(req.ctx)),
    );
  },
};

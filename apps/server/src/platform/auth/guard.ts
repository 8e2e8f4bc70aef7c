import { ErrorCode, UserStatus } from '@srd/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { langOf } from '../i18n/lang.js';
import { can } from './auth-user.js';
import type { SessionStore } from './sessions.js';
import { bearerToken } from './tokens.js';

/**
 * Decorates the scope that serves what a browser loads (the web app's files, the API documentation):
 * its routes are public and answer their own bodies. Every other route must declare its access.
 */
export const PAGES_SCOPE = 'servesBrowserPages';

/** Every API route must say how it is protected; the app refuses to start otherwise. */
function assertAccessDeclared(route: RouteOptions): void {
  const config = route.config ?? {};
  const declared = [config.action, config.signedIn, config.public].filter(Boolean).length;
  if (declared !== 1) {
    const methods = [route.method].flat().join(',');
    throw new Error(
      `Route ${methods} ${route.url} must declare exactly one of config.action, config.signedIn or config.public`,
    );
  }
}

/**
 * Resolves the caller once per request and enforces the route's declared access: a session for every
 * non-public route (401), an active role (1011), the password change for status-3 users (3001), the
 * declared action (1003).
 */
export function registerGuard(app: FastifyInstance, deps: { db: Db; sessions: SessionStore }): void {
  app.addHook('onRoute', function (route) {
    if (this.hasDecorator(PAGES_SCOPE)) {
      route.config = { ...route.config, public: true, rawResponse: true };
      return;
    }
    assertAccessDeclared(route);
  });

  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = { lang: langOf(req), db: deps.db, requestId: req.id, ip: req.ip, userAgent: req.headers['user-agent'] };
    const config = req.routeOptions.config;
    if (req.is404 || !config || config.public) return;
    const { user, sessionId } = await deps.sessions.resolve(bearerToken(req.headers.authorization));
    req.ctx.user = user;
    req.ctx.sessionId = sessionId;
    if (user.roleIds.length === 0 && !config.withoutRoles) throw new AppError(ErrorCode.NoRoles);
    if (user.profile.status === UserStatus.MustChangePassword && !config.duringPasswordChange) {
      throw new AppError(ErrorCode.PasswordChangeRequired);
    }
    if (config.action && !can(user, config.action)) throw new AppError(ErrorCode.MissingAction);
  });
}

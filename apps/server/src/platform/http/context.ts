import type { ActionRef, Lang } from '@srd/contract';
import type { Db } from '../db/client.js';
import type { AuthUser } from '../auth/auth-user.js';

/** What every service call knows about the request: language, database and (when signed in) the caller. */
export interface RequestContext {
  lang: Lang;
  db: Db;
  requestId: string;
  ip: string;
  userAgent?: string;
  /** Present on every route that is not public. */
  user?: AuthUser;
  sessionId?: number;
}

/** A context whose caller is signed in: what services of non-public routes receive. */
export type SignedInContext = RequestContext & { user: AuthUser; sessionId: number };

/**
 * How a route is protected. Exactly one of `action`, `signedIn` or `public` is declared on every route;
 * the platform refuses to start otherwise.
 */
export interface RouteAccess {
  /** The action the caller's roles must hold. */
  action?: ActionRef;
  /** Any signed-in user may call it (their own profile, logout). */
  signedIn?: boolean;
  /** No sign-in needed. */
  public?: boolean;
  /** Callable while the account must change its password (user status 3). */
  duringPasswordChange?: boolean;
  /** Callable by an account that holds no active role any more (to sign out). */
  withoutRoles?: boolean;
  /** The handler sends its own body (files, docs): no `{ code, message, data }` envelope. */
  rawResponse?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export function signedIn(ctx: RequestContext): SignedInContext {
  if (!ctx.user || ctx.sessionId === undefined)
    throw new Error('Route declared as signed in but no caller was resolved');
  return ctx as SignedInContext;
}

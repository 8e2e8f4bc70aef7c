import { ErrorCode, UserStatus, type LoginInput } from '@srd/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-module.js';
import { accountKey } from '../../platform/auth/login-throttle.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RequestContext, SignedInContext } from '../../platform/http/context.js';
import { adminUser, userRole } from '../user/tables.js';
import { role } from '../permission/tables.js';
import { RevokeReason } from './tables.js';

const SIGN_IN_STATUSES: number[] = [UserStatus.Active, UserStatus.MustChangePassword];

export function createAuthService(deps: AppDeps, log: FastifyBaseLogger) {
  const { db, sessions, throttle, config } = deps;

  /** The account by login id or e-mail, ignoring case. */
  async function findAccount(userName: string) {
    const key = accountKey(userName);
    const [account] = await db
      .select({ id: adminUser.id, status: adminUser.status, passwordHash: adminUser.passwordHash })
      .from(adminUser)
      .where(or(eq(sql`lower(${adminUser.loginId})`, key), eq(sql`lower(${adminUser.email})`, key)));
    return account;
  }

  async function hasActiveRole(userId: number): Promise<boolean> {
    const rows = await db
      .select({ roleId: userRole.roleId })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .where(and(eq(userRole.userId, userId), eq(role.status, 1)))
      .limit(1);
    return rows.length > 0;
  }

  return {
    /**
     * Unknown user, wrong password and an account that may not sign in all answer the same message
     * after the same password check, so nothing tells which accounts exist.
     */
    async login(ctx: RequestContext, input: LoginInput) {
      const key = accountKey(input.userName);
      await throttle.assertNotLocked(key).catch((error: unknown) => {
        log.warn({ account: key, ip: ctx.ip }, 'sign-in refused: account locked');
        throw error;
      });
      const account = await findAccount(input.userName);
      const passwordOk = await verifyPassword(account?.passwordHash, input.password);
      if (!account || !passwordOk || !SIGN_IN_STATUSES.includes(account.status)) {
        const { failures, lockSeconds } = await throttle.recordFailure(key);
        log.warn({ account: key, ip: ctx.ip, failures, lockSeconds }, 'sign-in failed');
        throw new AppError(ErrorCode.LoginFailed);
      }
      await throttle.clear(key);
      if (!(await hasActiveRole(account.id))) throw new AppError(ErrorCode.NoRoles);
      const created = await sessions.create(db, account.id, { ip: ctx.ip, userAgent: ctx.userAgent });
      log.info({ userId: account.id, ip: ctx.ip }, 'signed in');
      return {
        accessToken: created.token,
        expiresAt: created.expiresAt.toISOString(),
        idleMinutes: config.sessionIdleMinutes,
        mustChangePassword: account.status === UserStatus.MustChangePassword,
      };
    },

    async logout(ctx: SignedInContext) {
      await sessions.revoke(db, ctx.sessionId, RevokeReason.Logout);
    },
  };
}

import { ErrorCode, SUCCESS_CODE, UserStatus, type LoginInput } from '@srd/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-module.js';
import { recordSecurityEvent, type SecurityEventInput } from '../../platform/audit/security-events.js';
import { accountLabel } from '../../platform/auth/login-throttle.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { adminUser, RevokeReason, role, userRole } from '../../platform/auth/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RequestContext, SignedInContext } from '../../platform/http/context.js';

const SIGN_IN_STATUSES: number[] = [UserStatus.Active, UserStatus.MustChangePassword];

export function createAuthService(deps: AppDeps, log: FastifyBaseLogger) {
  const { db, sessions, throttle, config } = deps;

  /** The account by login id, else by e-mail, ignoring case; a login id wins over another account's e-mail. */
  async function findAccount(userName: string) {
    const name = userName.trim().toLowerCase();
    const loginIdMatches = eq(sql`lower(${adminUser.loginId})`, name);
    const [account] = await db
      .select({ id: adminUser.id, status: adminUser.status, passwordHash: adminUser.passwordHash })
      .from(adminUser)
      .where(or(loginIdMatches, eq(sql`lower(${adminUser.email})`, name)))
      .orderBy(desc(loginIdMatches))
      .limit(1);
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
      const account = await findAccount(input.userName);
      const throttled = { userId: account?.id ?? null, label: accountLabel(account?.id, input.userName) };
      const record = (type: SecurityEventInput['type'], code: number) =>
        recordSecurityEvent(db, log, { type, code, userId: throttled.userId, account: throttled.label, ip: ctx.ip });
      const attempt = await throttle.beginAttempt(throttled, ctx.ip).catch(async (error: unknown) => {
        log.warn({ account: throttled.label, ip: ctx.ip }, 'sign-in refused: locked for this address');
        if (error instanceof AppError) await record('login_locked', error.code);
        throw error;
      });
      const passwordOk = await verifyPassword(account?.passwordHash, input.password);
      if (!account || !passwordOk || !SIGN_IN_STATUSES.includes(account.status)) {
        log.warn({ account: throttled.label, ip: ctx.ip, attempts: attempt.attempts }, 'sign-in failed');
        await record('login_failed', ErrorCode.LoginFailed);
        await throttle.failed(attempt);
        throw new AppError(ErrorCode.LoginFailed);
      }
      await throttle.succeeded(attempt);
      if (!(await hasActiveRole(account.id))) {
        await record('login_failed', ErrorCode.NoRoles);
        throw new AppError(ErrorCode.NoRoles);
      }
      const created = await sessions.create(db, account.id, { ip: ctx.ip, userAgent: ctx.userAgent });
      log.info({ account: throttled.label, ip: ctx.ip }, 'signed in');
      await record('login_succeeded', SUCCESS_CODE);
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

import { ErrorCode, ResourceType, UserStatus, type UpdatePasswordInput } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { audit } from '../../platform/audit/audit.js';
import { userAccount } from '../../platform/auth/login-throttle.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { adminUser, RevokeReason } from '../../platform/auth/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { holdsSuperRole } from '../permission/tables.js';

export function createUserService({ db, sessions, throttle }: AppDeps) {
  return {
    /**
     * Changes the caller's own password. A wrong old password counts as a failed sign-in, so a stolen
     * session cannot be used to guess it. Other sessions of the user end; this one stays.
     */
    async updatePassword(ctx: SignedInContext, input: UpdatePasswordInput): Promise<void> {
      const [user] = await db.select().from(adminUser).where(eq(adminUser.id, ctx.user.id));
      if (!user) throw new AppError(ErrorCode.InvalidToken);
      const attempt = await throttle.beginAttempt({ userId: user.id, label: userAccount(user.id) }, ctx.ip);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        await throttle.failed(attempt);
        throw new AppError(ErrorCode.WrongOldPassword);
      }
      await throttle.succeeded(attempt);
      assertAcceptablePassword(input.newPassword, input.oldPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(adminUser)
          .set({
            passwordHash,
            passwordChangedAt: new Date(),
            status: user.status === UserStatus.MustChangePassword ? UserStatus.Active : user.status,
            lupdUser: ctx.user.id,
            lupdDttm: new Date(),
          })
          .where(eq(adminUser.id, user.id))
          .returning();
        await audit(tx, ctx, {
          resType: ResourceType.AdminUser,
          recordId: user.id,
          action: 'changePassword',
          before: user,
          after: after!,
          placement: user,
        });
        await sessions.revokeUser(tx, user.id, RevokeReason.PasswordChanged, ctx.sessionId);
      });
    },

    /**
     * Ends every session of a user in the caller's scope; returns how many ended. A scoped caller
     * gets 1004 whether the user is elsewhere or does not exist, so ids reveal nothing; only a
     * super administrator may end a super administrator's sessions.
     */
    async clearSessions(ctx: SignedInContext, userId: number): Promise<number> {
      const [target] = await db
        .select({ id: adminUser.id, isSuper: holdsSuperRole(userId) })
        .from(adminUser)
        .where(and(eq(adminUser.id, userId), scopeCondition(adminUser, ctx.user.scope)));
      if (!target) throw new AppError(ctx.user.scope.allData ? ErrorCode.NotFound : ErrorCode.OutOfScope);
      if (target.isSuper && !ctx.user.isSuper) throw new AppError(ErrorCode.OutOfScope);
      return db.transaction((tx) => sessions.revokeUser(tx, userId, RevokeReason.ClearedByAdmin));
    },
  };
}

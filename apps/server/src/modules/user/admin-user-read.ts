import type { AdminUser } from '@srd/contract';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { fullNameOf } from '../../platform/auth/auth-user.js';
import { signInLocks, userAccount } from '../../platform/auth/login-throttle.js';
import { adminUser, role, session, userRole } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition, unreachable } from '../../platform/permissions/scope.js';

/** The columns of an admin user that may leave the server: never the password hash. */
export const adminUserColumns = {
  id: adminUser.id,
  loginId: adminUser.loginId,
  email: adminUser.email,
  adminName: adminUser.adminName,
  firstName: adminUser.firstName,
  lastName: adminUser.lastName,
  nicknames: adminUser.nicknames,
  avatar: adminUser.avatar,
  mobileNo: adminUser.mobileNo,
  status: adminUser.status,
  tid: adminUser.tid,
  mid: adminUser.mid,
  sid: adminUser.sid,
  creDttm: adminUser.creDttm,
  lupdDttm: adminUser.lupdDttm,
};

export type AdminUserRecord = Pick<typeof adminUser.$inferSelect, keyof typeof adminUserColumns>;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Completes user records with their roles (disabled ones too: the form shows what is assigned),
 * their last sign-in and their sign-in lock: three queries, however many users.
 */
export async function toAdminUsers(db: DbOrTx, records: AdminUserRecord[]): Promise<AdminUser[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.id);
  const [roleRows, signIns, locks] = await Promise.all([
    db
      .select({ userId: userRole.userId, id: role.id, name: role.name, nameCht: role.nameCht, nameChs: role.nameChs })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .where(inArray(userRole.userId, ids))
      .orderBy(asc(role.id)),
    db
      .select({ userId: session.userId, at: max(session.createdAt) })
      .from(session)
      .where(inArray(session.userId, ids))
      .groupBy(session.userId),
    signInLocks(db, ids.map(userAccount)),
  ]);
  const lastSignIn = new Map(signIns.map((row) => [row.userId, row.at]));
  const rolesOf = new Map<number, AdminUser['roles']>();
  for (const { userId, ...summary } of roleRows) {
    const roles = rolesOf.get(userId) ?? [];
    roles.push(summary);
    rolesOf.set(userId, roles);
  }
  return records.map((record) => {
    const at = lastSignIn.get(record.id);
    const lockedUntil = locks.get(userAccount(record.id));
    return {
      ...record,
      fullName: fullNameOf(record),
      roles: rolesOf.get(record.id) ?? [],
      lastLoginAt: at ? iso(at) : null,
      lockedUntil: lockedUntil ? iso(lockedUntil) : null,
      creDttm: iso(record.creDttm),
      lupdDttm: iso(record.lupdDttm),
    };
  });
}

/**
 * The 404 or 1004 for a user the caller cannot reach: a scoped caller gets 1004 whether the user is
 * elsewhere or does not exist, so ids reveal nothing.
 */
export function unreachableUser(ctx: SignedInContext): AppError {
  return unreachable(ctx.user.scope);
}

/** One user inside the caller's scope. */
export async function readAdminUser(ctx: SignedInContext, id: number): Promise<AdminUser> {
  const records = await ctx.db
    .select(adminUserColumns)
    .from(adminUser)
    .where(and(eq(adminUser.id, id), scopeCondition(adminUser, ctx.user.scope)));
  if (records.length === 0) throw unreachableUser(ctx);
  const [user] = await toAdminUsers(ctx.db, records);
  return user!;
}

import { SUCCESS_CODE, type AdminUser } from '@srd/contract';
import { securityEvent } from '../../platform/audit/tables.js';
import { liftSignInLocks, userAccount } from '../../platform/auth/login-throttle.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { auditAdminUser } from './admin-user-audit.js';
import { readAdminUser } from './admin-user-read.js';
import { lockManagedUser } from './admin-user-target.js';

/**
 * Lifts the sign-in locks of an admin user in the caller's scope (1004 outside it), from every
 * address, and starts its failure counts afresh. The lifted locks go to the audit log and the
 * security log in the same transaction; an account without a lock changes nothing there.
 */
export async function unlockAdminUser(ctx: SignedInContext, id: number): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    await lockManagedUser(tx, ctx, id);
    const account = userAccount(id);
    const lifted = await liftSignInLocks(tx, account);
    if (lifted.length === 0) return;
    const latest = new Date(Math.max(...lifted.map((lock) => lock.lockedUntil.getTime())));
    const addresses = lifted
      .map((lock) => lock.ip)
      .sort()
      .join(', ');
    await auditAdminUser(tx, ctx, {
      recordId: id,
      action: 'unlock',
      before: { lockedUntil: latest.toISOString(), lockedAddresses: addresses },
      after: { lockedUntil: null, lockedAddresses: null },
    });
    await tx.insert(securityEvent).values(
      lifted.map((lock) => ({
        type: 'account_unlocked' as const,
        userId: id,
        account,
        ip: lock.ip,
        code: SUCCESS_CODE,
        lockedUntil: lock.lockedUntil,
      })),
    );
  });
  return readAdminUser(ctx, id);
}

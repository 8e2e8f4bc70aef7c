import { ErrorCode } from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../../modules/auth/tables.js';
import { queryRows, type Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';

/** Failures allowed before the first lock. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 3600;
/** A failure older than this no longer counts. */
const FAILURE_MEMORY = '24 hours';

/** The name an account is throttled under, whether or not it exists (so locks reveal nothing). */
export function accountKey(userName: string): string {
  return userName.trim().toLowerCase();
}

/**
 * Escalating lockout per account name: after 5 failures the account is locked for 30 s, and each
 * further failure doubles the lock up to an hour. A success clears the record.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Throws 429 while the account is locked. */
  async assertNotLocked(key: string): Promise<void> {
    const [row] = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.accountKey, key));
    const remaining = row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000) : 0;
    if (remaining > 0) throw new AppError(ErrorCode.LoginLocked, { seconds: remaining }, { retryAfterSeconds: remaining });
  }

  /** Counts a failure; returns the failures so far and the lock it caused, in seconds (0 for none). */
  async recordFailure(key: string): Promise<{ failures: number; lockSeconds: number }> {
    const [row] = await queryRows<{ failures: number }>(this.db, sql`
      insert into login_throttle (account_key, failures, last_failure_at) values (${key}, 1, now())
      on conflict (account_key) do update set
        failures = case when login_throttle.last_failure_at < now() - ${FAILURE_MEMORY}::interval then 1
                        else login_throttle.failures + 1 end,
        last_failure_at = now()
      returning failures`);
    const failures = Number(row!.failures);
    const lockSeconds =
      failures < FREE_FAILURES ? 0 : Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);
    if (lockSeconds > 0) {
      await this.db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(Date.now() + lockSeconds * 1000) })
        .where(eq(loginThrottle.accountKey, key));
    }
    return { failures, lockSeconds };
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.accountKey, key));
  }
}

import { createHash } from 'node:crypto';
import { ErrorCode } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { loginThrottle } from './tables.js';

/** Attempts allowed before the first lock. */
const FREE_ATTEMPTS = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 3600;
/** An attempt older than this no longer counts. */
const ATTEMPT_MEMORY_MS = 24 * 3_600_000;

/**
 * What attempts are counted under: the account once it is known, so its login id and e-mail share
 * one count; else the name typed, so unknown names lock alike and a lock reveals nothing.
 */
export function throttleKey(accountId: number | undefined, typedName: string): string {
  return accountId === undefined ? `name:${typedName.trim().toLowerCase()}` : `user:${accountId}`;
}

/** How logs name the account: its id, or a digest of an unknown name (people type passwords there). */
export function accountLabel(accountId: number | undefined, typedName: string): string {
  if (accountId !== undefined) return `user:${accountId}`;
  return `name#${createHash('sha256').update(typedName.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
}

/**
 * Escalating lockout: after 5 attempts without a success the account is locked for 30 s, and each
 * further attempt doubles the lock, up to an hour. A success clears the count.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /**
   * Counts an attempt before the password is checked, under a row lock, so parallel guesses cannot
   * outrun the lock. Throws 429 while locked; returns the count and the lock this attempt set.
   */
  beginAttempt(key: string): Promise<{ attempts: number; lockSeconds: number }> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      await tx.insert(loginThrottle).values({ accountKey: key, failures: 0, lastFailureAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.accountKey, key)).for('update');
      const remaining = row!.lockedUntil ? Math.ceil((row!.lockedUntil.getTime() - now.getTime()) / 1000) : 0;
      if (remaining > 0) throw new AppError(ErrorCode.LoginLocked, { seconds: remaining }, { retryAfterSeconds: remaining });
      const stale = now.getTime() - row!.lastFailureAt.getTime() > ATTEMPT_MEMORY_MS;
      const attempts = (stale ? 0 : row!.failures) + 1;
      const lockSeconds =
        attempts < FREE_ATTEMPTS ? 0 : Math.min(FIRST_LOCK_SECONDS * 2 ** (attempts - FREE_ATTEMPTS), MAX_LOCK_SECONDS);
      await tx
        .update(loginThrottle)
        .set({ failures: attempts, lastFailureAt: now, lockedUntil: lockSeconds ? new Date(now.getTime() + lockSeconds * 1000) : null })
        .where(eq(loginThrottle.accountKey, key));
      return { attempts, lockSeconds };
    });
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.accountKey, key));
  }
}

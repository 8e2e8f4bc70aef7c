import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '@srd/contract';
import { and, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordSecurityEvent } from '../audit/security-events.js';
import type { Db, DbOrTx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { loginThrottle } from './tables.js';

/** Failures from one address allowed before that address is locked out of the account. */
const PAIR_FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 3600;
/** A failure older than this no longer counts towards a lock. */
const PAIR_MEMORY = '24 hours';

/** Failures from all addresses together before every attempt on the account waits. */
const ACCOUNT_FREE_FAILURES = 10;
/** Each further ten failures double the wait, up to this. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;
/** The account's count starts afresh once it has seen no failure for this long. */
const ACCOUNT_MEMORY = '15 minutes';

/** Failures of an account from every address before this no longer count. */
const accountMemoryStart = sql`now() - interval '${sql.raw(ACCOUNT_MEMORY)}'`;

/** `client_ip` of the row that counts an account's failures from every address. */
const ANY_ADDRESS = '';

/** How the throttle and the security log name a known account. */
export const userAccount = (userId: number): string => `user:${userId}`;

/**
 * How the throttle and the security log name an account: `user:<id>`, or a digest of a typed name
 * that matches no account, so unknown names are throttled alike (a lock reveals nothing) and the
 * name itself, where people sometimes type their password, is never stored.
 */
export function accountLabel(accountId: number | undefined, typedName: string): string {
  if (accountId !== undefined) return userAccount(accountId);
  return `name#${createHash('sha256').update(typedName.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
}

/** Whose password is tried: the account's id when the name matched one, and its label. */
export interface ThrottledAccount {
  userId: number | null;
  label: string;
}

/** An attempt counted for one account from one address, before its password was checked. */
export interface LoginAttempt {
  account: ThrottledAccount;
  ip: string;
  /** Failures of this pair, this attempt included. */
  attempts: number;
  /** The lock this attempt sets should it fail. */
  lockedUntil: Date | null;
}

/** The wait before an account's attempts are checked, from its failures from every address. */
function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.floor((failures - ACCOUNT_FREE_FAILURES) / ACCOUNT_FREE_FAILURES);
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(doublings, 10), MAX_DELAY_MS);
}

/**
 * Throttles password guessing (ASVS 6.3.1) without letting a stranger lock out the rightful user:
 * - hard, per account and client address: after 5 failures that address is refused (429) for 30 s,
 *   each further failure doubling the lock up to an hour;
 * - soft, per account from every address: after 10 failures each attempt waits (1 s, doubling every
 *   ten failures up to 8 s) before its password is checked, and is then checked as usual, so the right
 *   password from any address that is not locked still signs in.
 * The counts live in the database, timed by its clock, so every server instance sharing it applies the
 * same locks; the per-address request rate (`LOGIN_RATE_PER_MINUTE`) comes on top. Every attempt is
 * counted for its pair in one statement before the check; a success then only clears that count and
 * writes nothing else here: it leaves the account's count alone, so signing in does not lift the
 * delay of an attack in progress.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Counts the attempt of `account` from `ip` before its password is checked, in one statement that
   * holds the row, so parallel guesses cannot outrun the lock. Throws 429 while the pair is locked;
   * then waits the account's delay.
   */
  async beginAttempt(account: ThrottledAccount, ip: string): Promise<LoginAttempt> {
    const attempt = await this.countPairAttempt(account, ip);
    const delay = accountDelayMs(await this.accountFailures(account.label));
    if (delay > 0) await sleep(delay);
    return attempt;
  }

  private async countPairAttempt(account: ThrottledAccount, ip: string): Promise<LoginAttempt> {
    const t = loginThrottle;
    const failures = sql`CASE WHEN ${t.lastFailureAt} < now() - interval '${sql.raw(PAIR_MEMORY)}' THEN 1
      ELSE ${t.failures} + 1 END`;
    const [counted] = await this.db
      .insert(t)
      .values({ accountKey: account.label, clientIp: ip, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: [t.accountKey, t.clientIp],
        set: { failures, lastFailureAt: sql`now()`, lockedUntil: lockAfter(failures) },
        // A locked pair is left as it is: its attempts are refused below without counting.
        setWhere: sql`${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= now()`,
      })
      .returning({ attempts: t.failures, lockedUntil: t.lockedUntil });
    if (counted) return { account, ip, ...counted };
    const [locked] = await this.db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${t.lockedUntil} - now()))::int` })
      .from(t)
      .where(and(eq(t.accountKey, account.label), eq(t.clientIp, ip)));
    const seconds = Math.max(locked?.seconds ?? 1, 1);
    throw new AppError(ErrorCode.LoginLocked, { seconds }, { retryAfterSeconds: seconds });
  }

  private async accountFailures(account: string): Promise<number> {
    const [row] = await this.db
      .select({ failures: loginThrottle.failures })
      .from(loginThrottle)
      .where(
        and(
          eq(loginThrottle.accountKey, account),
          eq(loginThrottle.clientIp, ANY_ADDRESS),
          gt(loginThrottle.lastFailureAt, accountMemoryStart),
        ),
      );
    return row?.failures ?? 0;
  }

  /**
   * Adds a failed attempt to the account's count from every address; when it locked the pair, the
   * lock goes to the log and the security log.
   */
  async failed({ account, ip, attempts, lockedUntil }: LoginAttempt): Promise<void> {
    const t = loginThrottle;
    await this.db
      .insert(t)
      .values({ accountKey: account.label, clientIp: ANY_ADDRESS, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: [t.accountKey, t.clientIp],
        set: {
          failures: sql`CASE WHEN ${t.lastFailureAt} <= ${accountMemoryStart} THEN 1 ELSE ${t.failures} + 1 END`,
          lastFailureAt: sql`now()`,
        },
      });
    if (!lockedUntil) return;
    this.log.warn({ account: account.label, ip, attempts, lockedUntil }, 'sign-in locked for this address');
    await recordSecurityEvent(this.db, this.log, {
      type: 'account_locked',
      userId: account.userId,
      account: account.label,
      ip,
      code: ErrorCode.LoginLocked,
      lockedUntil,
    });
  }

  /** Clears the count of the pair that just signed in. */
  async succeeded({ account, ip }: LoginAttempt): Promise<void> {
    await this.db
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.accountKey, account.label), eq(loginThrottle.clientIp, ip)));
  }
}

/** Lifts every lock and count of an account; returns the locks that were in force, by address. */
export async function liftSignInLocks(db: DbOrTx, account: string): Promise<{ ip: string; lockedUntil: Date }[]> {
  const removed = await db
    .delete(loginThrottle)
    .where(eq(loginThrottle.accountKey, account))
    .returning({ ip: loginThrottle.clientIp, lockedUntil: loginThrottle.lockedUntil });
  const now = Date.now();
  return removed.flatMap(({ ip, lockedUntil }) =>
    lockedUntil && lockedUntil.getTime() > now ? [{ ip, lockedUntil }] : [],
  );
}

/** Until when each of these accounts is locked out from some address, for those that are. */
export async function signInLocks(db: DbOrTx, accounts: string[]): Promise<Map<string, Date>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .select({ account: loginThrottle.accountKey, until: max(loginThrottle.lockedUntil) })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.accountKey, accounts), gt(loginThrottle.lockedUntil, sql`now()`)))
    .groupBy(loginThrottle.accountKey);
  return new Map(rows.flatMap((row) => (row.until ? [[row.account, new Date(row.until)] as const] : [])));
}

/** The lock a pair gets at `failures` failures: none below five, then 30 s doubling to an hour. */
function lockAfter(failures: SQL) {
  const free = sql.raw(String(PAIR_FREE_FAILURES));
  // Seven doublings pass the hour already; the exponent stays small however many failures.
  const first = sql.raw(String(FIRST_LOCK_SECONDS));
  const most = sql.raw(String(MAX_LOCK_SECONDS));
  const seconds = sql`LEAST(${first} * power(2, LEAST(${failures} - ${free}, 7)), ${most})`;
  return sql`CASE WHEN ${failures} >= ${free} THEN now() + make_interval(secs => ${seconds}) ELSE NULL END`;
}

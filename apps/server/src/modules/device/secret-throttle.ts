/**
 * Throttles wrong kiosk secrets on the device API, in the spirit of ASVS 6.3.1: the pair (KID, address)
 * hard, the KID alone softly.
 *
 * - The wrong secret after 20 from one address locks the pair: every request of that KID from that
 *   address answers 429, whatever its secret, for 30 s, doubled by each wrong secret after a lock, up to
 *   15 minutes. A right secret starts the pair afresh.
 * - The wrong secret after 200 from any addresses locks the KID the same way, but only for addresses
 *   other than the one the kiosk last authenticated from: a stranger cannot lock the kiosk out of its
 *   own address, however many addresses they strike from.
 *
 * Counted in memory, per instance: kiosk secrets are 256 random bits, so several instances' budgets
 * add no real chance of a guess, and a shared count would cost a database write per wrong secret,
 * which a hostile client could turn into load. A right secret costs one map lookup.
 */

export interface ThrottleLimits {
  /** Wrong secrets from one address that lock nothing yet. */
  pairFreeFailures: number;
  /**
   * Wrong secrets from all addresses that lock nothing yet; the next locks the KID for other addresses than its own.
   */
  kidFreeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Failures older than this (since the last one) no longer count. */
  memoryMs: number;
  /** Entries kept at most per table; the oldest go first (a spray of made-up KIDs cannot fill memory). */
  maxEntries: number;
}

export const DEVICE_SECRET_LIMITS: ThrottleLimits = {
  pairFreeFailures: 20,
  kidFreeFailures: 200,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  memoryMs: 60 * 60_000,
  maxEntries: 50_000,
};

interface Failures {
  count: number;
  lastAt: number;
  lockedUntil: number;
}

/** A lock set by a wrong secret, to record in the security log. */
export interface SecretLock {
  /** `pair`: this KID from this address; `kid`: this KID from any address but its own. */
  scope: 'pair' | 'kid';
  lockedUntil: Date;
}

export class DeviceSecretThrottle {
  private readonly pairs = new Map<string, Failures>();
  private readonly kids = new Map<string, Failures>();
  /** The address each KID last authenticated from: its own, spared by the KID lock. */
  private readonly ownAddress = new Map<string, string>();

  constructor(
    private readonly limits: ThrottleLimits = DEVICE_SECRET_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the KID may try again from this address, or 0 when it may now. `kid` is lower case. */
  retryAfterSeconds(kid: string, address: string): number {
    if (this.pairs.size === 0 && this.kids.size === 0) return 0;
    const now = this.now();
    let until = this.pairs.get(pairKey(kid, address))?.lockedUntil ?? 0;
    if (this.ownAddress.get(kid) !== address) until = Math.max(until, this.kids.get(kid)?.lockedUntil ?? 0);
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts a wrong secret; returns the locks it set. */
  failed(kid: string, address: string): SecretLock[] {
    const now = this.now();
    const locks: SecretLock[] = [];
    const pair = this.count(this.pairs, pairKey(kid, address), this.limits.pairFreeFailures, now);
    if (pair) locks.push({ scope: 'pair', lockedUntil: new Date(pair) });
    const any = this.count(this.kids, kid, this.limits.kidFreeFailures, now);
    if (any) locks.push({ scope: 'kid', lockedUntil: new Date(any) });
    return locks;
  }

  /** A right secret: the address becomes the kiosk's own, and its pair starts afresh. */
  succeeded(kid: string, address: string): void {
    if (this.ownAddress.get(kid) !== address) {
      this.ownAddress.delete(kid);
      remember(this.ownAddress, kid, address, this.limits.maxEntries);
    }
    if (this.pairs.size > 0) this.pairs.delete(pairKey(kid, address));
  }

  /** Adds a failure to the entry; returns when the lock it set ends, if it set one. */
  private count(table: Map<string, Failures>, key: string, freeFailures: number, now: number): number | undefined {
    const entry = table.get(key);
    const fresh = entry && now - entry.lastAt < this.limits.memoryMs;
    const count = (fresh ? entry.count : 0) + 1;
    const lockedUntil =
      count <= freeFailures
        ? 0
        : now + Math.min(this.limits.firstLockMs * 2 ** (count - freeFailures - 1), this.limits.maxLockMs);
    table.delete(key);
    remember(table, key, { count, lastAt: now, lockedUntil }, this.limits.maxEntries);
    return lockedUntil || undefined;
  }
}

const pairKey = (kid: string, address: string) => `${kid}\n${address}`;

/** Sets the entry last in the map's order, dropping the oldest past `max`. */
function remember<T>(table: Map<string, T>, key: string, value: T, max: number): void {
  if (table.size >= max) table.delete(table.keys().next().value!);
  table.set(key, value);
}

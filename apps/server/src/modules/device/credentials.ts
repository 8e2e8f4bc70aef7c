import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { DeviceSecretThrottle, type SecretLock } from './secret-throttle.js';

/**
 * Channel on which a database trigger on `kiosk` announces the KID (lower case) of a kiosk whose KID,
 * secret or enable flag changed, or that was deleted (migration device_credentials_notify), so every
 * instance forgets its cached credentials at once, whichever code path made the change.
 */
export const DEVICE_CREDENTIALS_CHANNEL = 'kiosk_credentials';
/** Cached credentials are read again after this long even without a notification (a safety net). */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 50_000;
/** Compared against when the KID is unknown, so a wrong KID costs the same time as a wrong secret. */
const NO_HASH = Buffer.alloc(32);

export interface ReportedVersions {
  version: string | null;
  firmware: string | null;
  extVersion: string | null;
  fixedVersion: string | null;
}

/** The authenticated kiosk of a device request. */
export interface DeviceKiosk {
  id: number;
  tid: number | null;
  kid: string;
  secretHash: Buffer | null;
  enabled: boolean;
  versions: ReportedVersions;
  /** The kiosk clock of the newest heartbeat accepted (ms); later ones must be newer. */
  lastSentAtMs: number;
  loadedAt: number;
}

interface KioskRow {
  id: number;
  tid: number | null;
  kid: string;
  secret_hash: string | null;
  enable_flag: number;
  version: string | null;
  firmware: string | null;
  ext_version: string | null;
  fixed_version: string | null;
  sent_at: string | Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the device check on `/api/device/*` routes. */
    deviceKiosk: DeviceKiosk;
  }
}

/** `Basic base64(kid:secret)` split in its parts, or undefined when malformed. */
function basicCredentials(header: string | undefined): { kid: string; secret: string } | undefined {
  if (!header || header.length < 7 || header.slice(0, 6).toLowerCase() !== 'basic ') return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return undefined;
  return { kid: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** A lock wrong secrets set, with whom it concerns: `kiosk:<KID>`, or a digest of a KID no kiosk has. */
export interface DeviceLockEvent extends SecretLock {
  account: string;
  req: FastifyRequest;
}

/** How logs name a KID: the kiosk's, or a digest of one that matches no kiosk (anyone can send any text there). */
function kidLabel(kiosk: DeviceKiosk | undefined, typedKid: string): string {
  return kiosk ? `kiosk:${kiosk.kid}` : `kid#${createHash('sha256').update(typedKid).digest('hex').slice(0, 12)}`;
}

/**
 * Device credentials: each kiosk's KID and the SHA-256 of its secret, cached by KID (lower case) and
 * dropped on the credentials channel's notifications, after a lost LISTEN connection, and after a minute.
 */
export class DeviceCredentials {
  private readonly cache = new Map<string, DeviceKiosk>();
  private readonly loading = new Map<string, Promise<DeviceKiosk | undefined>>();
  /** Counts forgettings, so a load that raced with one does not keep what it read. */
  private generation = 0;
  private unlisten?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    /** Told of every lock wrong secrets set, to record in the security log. */
    private readonly onLock: (event: DeviceLockEvent) => Promise<void>,
    private readonly throttle = new DeviceSecretThrottle(),
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      DEVICE_CREDENTIALS_CHANNEL,
      (kid) => this.forget(kid),
      () => this.forgetAll(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  forget(kid: string): void {
    this.generation++;
    this.cache.delete(kid.toLowerCase());
  }

  private forgetAll(): void {
    this.generation++;
    this.cache.clear();
  }

  /**
   * The kiosk of the request's HTTP Basic credentials; 401 (2020) unless they are right, 2021 if it is
   * disabled, 429 (2034, with Retry-After) while wrong secrets locked the KID for this address.
   */
  async authenticate(req: FastifyRequest, reply: FastifyReply): Promise<DeviceKiosk> {
    const credentials = basicCredentials(req.headers.authorization);
    if (!credentials) throw new AppError(ErrorCode.DeviceAuthFailed);
    const key = credentials.kid.toLowerCase();
    const retryAfter = this.throttle.retryAfterSeconds(key, req.ip);
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError(ErrorCode.DeviceAuthThrottled, { seconds: retryAfter }, { retryAfterSeconds: retryAfter });
    }
    const kiosk = await this.lookup(key);
    const given = createHash('sha256').update(credentials.secret).digest();
    const matches = timingSafeEqual(kiosk?.secretHash ?? NO_HASH, given) && !!kiosk?.secretHash;
    if (!kiosk || !matches) {
      for (const lock of this.throttle.failed(key, req.ip))
        await this.onLock({ ...lock, account: kidLabel(kiosk, key), req });
      throw new AppError(ErrorCode.DeviceAuthFailed);
    }
    this.throttle.succeeded(key, req.ip);
    if (!kiosk.enabled) throw new AppError(ErrorCode.DeviceDisabled);
    return kiosk;
  }

  private async lookup(key: string): Promise<DeviceKiosk | undefined> {
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, cached).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string, previous: DeviceKiosk | undefined): Promise<DeviceKiosk | undefined> {
    const generation = this.generation;
    const [row] = await queryRows<KioskRow>(
      this.database.db,
      sql`
      select k.id, k.tid, k.kid, k.secret_hash, k.enable_flag, k.version, k.firmware, k.ext_version, k.fixed_version,
        s.sent_at
      from kiosk k left join kiosk_state s on s.kiosk_id = k.id
      where lower(k.kid) = ${key}`,
    );
    this.cache.delete(key);
    if (!row) return undefined;
    const stored = row.sent_at ? new Date(row.sent_at).getTime() : 0;
    const kiosk: DeviceKiosk = {
      id: row.id,
      tid: row.tid,
      kid: row.kid,
      secretHash:
        row.secret_hash && /^[0-9a-f]{64}$/i.test(row.secret_hash) ? Buffer.from(row.secret_hash, 'hex') : null,
      enabled: row.enable_flag !== 0,
      versions: {
        version: row.version,
        firmware: row.firmware,
        extVersion: row.ext_version,
        fixedVersion: row.fixed_version,
      },
      // Heartbeats accepted but not yet committed are newer than the stored one: keep them in mind.
      lastSentAtMs: previous?.id === row.id ? Math.max(previous.lastSentAtMs, stored) : stored,
      loadedAt: Date.now(),
    };
    if (generation !== this.generation) return kiosk;
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, kiosk);
    return kiosk;
  }
}

import { ErrorCode, type UserProfile, UserStatus } from '@srd/contract';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { RevokeReason, session } from './tables.js';
import { queryRows, type Database, type Db, type DbOrTx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { actionsMap, fullNameOf, type AuthUser } from './auth-user.js';
import { RoleActions } from './role-actions.js';
import { hashToken, newToken } from './tokens.js';

/**
 * Channel on which database triggers announce a changed user id (or `*` for every user) to all
 * instances (migration 0001).
 */
const AUTH_CHANNEL = 'srd_auth';
/** How long a resolved session is trusted before the database is asked again. */
const CACHE_TTL_MS = 10_000;
const CACHE_MAX_ENTRIES = 20_000;
/** The last-seen time is written at most this often; idle expiry is far longer. */
const TOUCH_INTERVAL_MS = 60_000;
/** How long ended sessions stay, for the record, before they are deleted. */
const ENDED_SESSION_KEPT = '30 days';

/** What a caller of a revoked session is told: a logged-out token is simply invalid. */
const REVOKED_CODES: Record<number, ErrorCode> = {
  [RevokeReason.Logout]: ErrorCode.InvalidToken,
  [RevokeReason.AccountDisabled]: ErrorCode.AccountDisabled,
};

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

interface CachedSession {
  sessionId: number;
  user: AuthUser;
  expiresAt: number;
  lastSeenAt: number;
  persistedLastSeenAt: number;
  loadedAt: number;
}

interface RoleRow {
  id: number;
  name: string;
  nameCht: string;
  nameChs: string;
  isSuper: boolean;
  allData: boolean;
}

interface SessionRow {
  session_id: number;
  expires_at: string | Date;
  last_seen_at: string | Date;
  revoked_at: string | Date | null;
  revoke_reason: number | null;
  user_id: number;
  login_id: string;
  email: string | null;
  admin_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  mobile_no: string | null;
  status: number;
  tid: number | null;
  mid: number | null;
  sid: number | null;
  roles: RoleRow[] | string;
}

export interface ResolvedSession {
  sessionId: number;
  user: AuthUser;
}

/** A user whose sign-in data changed (a session ended, the account or its roles changed), or `*` for everyone. */
export type AuthChangeListener = (userId: number | '*') => void;

/** Sign-in sessions: creation, resolution of a bearer token to its caller, and revocation. */
export class SessionStore {
  /** Resolved sessions by token, least recently loaded first. */
  private readonly cache = new Map<string, CachedSession>();
  readonly roleActions: RoleActions;
  private unlisten?: () => Promise<void>;
  private readonly changeListeners = new Set<AuthChangeListener>();

  constructor(
    private readonly database: Database,
    private readonly policy: SessionPolicy,
  ) {
    this.roleActions = new RoleActions(database.db);
  }

  private get db(): Db {
    return this.database.db;
  }

  /** Listens for changes announced by any instance, so revocations apply everywhere at once. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      AUTH_CHANNEL,
      (payload) => {
        if (payload === '*') this.invalidateAll();
        else this.invalidateUser(Number(payload));
        this.announce(payload === '*' ? '*' : Number(payload));
      },
      () => {
        this.invalidateAll();
        this.announce('*');
      },
    );
  }

  /**
   * Calls `listener` after each change announced by any instance, once the cache forgot the user;
   * holders of long-lived connections check their sessions again then. Returns the unsubscribe function.
   */
  onChange(listener: AuthChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private announce(userId: number | '*'): void {
    for (const listener of this.changeListeners) listener(userId);
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Opens a session; the user's sessions that ended over a month ago are deleted on the way. */
  async create(tx: DbOrTx, userId: number, client: { ip?: string; userAgent?: string }) {
    await tx
      .delete(session)
      .where(
        and(
          eq(session.userId, userId),
          sql`coalesce(${session.revokedAt}, ${session.expiresAt}) < now() - ${ENDED_SESSION_KEPT}::interval`,
        ),
      );
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.policy.maxHours * 3_600_000);
    await tx.insert(session).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    });
    return { token, expiresAt };
  }

  /** The caller behind a token, or the AppError that says why there is none. */
  async resolve(token: string | undefined): Promise<ResolvedSession> {
    if (!token) throw new AppError(ErrorCode.InvalidToken);
    const now = Date.now();
    // Keyed by the token itself, so a cached session costs no hashing.
    let entry = this.cache.get(token);
    if (!entry || now - entry.loadedAt > CACHE_TTL_MS) {
      entry = await this.load(sql`s.token_hash = ${hashToken(token)}`, entry);
      this.remember(token, entry);
    }
    this.assertLive(entry, now);
    entry.lastSeenAt = now;
    if (now - entry.persistedLastSeenAt > TOUCH_INTERVAL_MS) {
      entry.persistedLastSeenAt = now;
      await this.db
        .update(session)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(session.id, entry.sessionId));
    }
    return { sessionId: entry.sessionId, user: entry.user };
  }

  /**
   * The caller of a session known by its id, read afresh, or the AppError that says why it ended;
   * does not count as activity. For connections that outlive a request (the live feed).
   */
  async check(sessionId: number): Promise<AuthUser> {
    const entry = await this.load(sql`s.id = ${sessionId}`, undefined);
    this.assertLive(entry, Date.now());
    return entry.user;
  }

  private assertLive(entry: CachedSession, now: number): void {
    if (now >= entry.expiresAt) throw new AppError(ErrorCode.SessionLifetimeReached);
    if (now - entry.lastSeenAt > this.policy.idleMinutes * 60_000) throw new AppError(ErrorCode.SessionExpired);
  }

  /** Ends one session. */
  async revoke(tx: DbOrTx, sessionId: number, reason: number): Promise<void> {
    const rows = await tx
      .update(session)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(session.id, sessionId), isNull(session.revokedAt)))
      .returning({ userId: session.userId });
    if (rows[0]) this.invalidateUser(rows[0].userId);
  }

  /** Ends every open session of a user, but `keepSessionId` when given; returns how many ended. */
  async revokeUser(tx: DbOrTx, userId: number, reason: number, keepSessionId?: number): Promise<number> {
    const rows = await tx
      .update(session)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(
        and(
          eq(session.userId, userId),
          isNull(session.revokedAt),
          sql`${session.expiresAt} > now()`,
          keepSessionId === undefined ? undefined : ne(session.id, keepSessionId),
        ),
      )
      .returning({ id: session.id });
    this.invalidateUser(userId);
    return rows.length;
  }

  invalidateUser(userId: number): void {
    for (const [key, entry] of this.cache) if (entry.user.id === userId) this.cache.delete(key);
  }

  invalidateAll(): void {
    this.cache.clear();
    this.roleActions.invalidate();
  }

  private remember(key: string, entry: CachedSession): void {
    this.cache.delete(key);
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, entry);
  }

  private async load(which: SQL, previous: CachedSession | undefined): Promise<CachedSession> {
    const [row] = await queryRows<SessionRow>(
      this.db,
      sql`
      select s.id as session_id, s.expires_at, s.last_seen_at, s.revoked_at, s.revoke_reason,
        u.id as user_id, u.login_id, u.email, u.admin_name, u.first_name, u.last_name, u.avatar, u.mobile_no,
        u.status, u.tid, u.mid, u.sid,
        coalesce((
          select json_agg(json_build_object('id', r.id, 'name', r.name, 'nameCht', r.name_cht, 'nameChs', r.name_chs,
            'isSuper', r.is_super, 'allData', r.access_all_data) order by r.id)
          from user_role ur join role r on r.id = ur.role_id
          where ur.user_id = u.id and r.status = 1), '[]'::json) as roles
      from session s join admin_user u on u.id = s.user_id
      where ${which}`,
    );
    if (!row) throw new AppError(ErrorCode.InvalidToken);
    if (row.revoked_at) throw new AppError(REVOKED_CODES[row.revoke_reason ?? 0] ?? ErrorCode.SessionRevoked);
    if (row.status === UserStatus.Disabled || row.status === UserStatus.Pending)
      throw new AppError(ErrorCode.AccountDisabled);
    const roles: RoleRow[] = typeof row.roles === 'string' ? (JSON.parse(row.roles) as RoleRow[]) : row.roles;
    const roleIds = roles.map((role) => role.id);
    const isSuper = roles.some((role) => role.isSuper);
    const actions = await this.roleActions.of(roleIds, isSuper);
    const lastSeenAt = Math.max(new Date(row.last_seen_at).getTime(), previous?.lastSeenAt ?? 0);
    const profile: UserProfile = {
      id: row.user_id,
      loginId: row.login_id,
      userName: row.login_id,
      email: row.email,
      adminName: row.admin_name,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: fullNameOf({
        loginId: row.login_id,
        adminName: row.admin_name,
        firstName: row.first_name,
        lastName: row.last_name,
      }),
      avatar: row.avatar,
      mobileNo: row.mobile_no,
      status: row.status,
      roles: roles.map(({ id, name, nameCht, nameChs }) => ({ id, name, nameCht, nameChs })),
      tid: row.tid,
      mid: row.mid,
      sid: row.sid,
      accessAllData: roles.some((role) => role.allData || role.isSuper),
      actions: actionsMap(actions),
    };
    return {
      sessionId: Number(row.session_id),
      expiresAt: new Date(row.expires_at).getTime(),
      lastSeenAt,
      persistedLastSeenAt: new Date(row.last_seen_at).getTime(),
      loadedAt: Date.now(),
      user: {
        id: row.user_id,
        roleIds,
        isSuper,
        actions,
        scope: { allData: profile.accessAllData, tid: row.tid, mid: row.mid, sid: row.sid },
        profile,
      },
    };
  }
}

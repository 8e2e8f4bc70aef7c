import { bigserial, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUser } from '../../modules/user/tables.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Why a session ended before its time (4 is also written by the trigger of migration 0001). */
export const RevokeReason = { Logout: 1, ClearedByAdmin: 2, PasswordChanged: 3, AccountDisabled: 4 } as const;

/** Sign-in sessions. Only the SHA-256 of the token is stored. */
export const session = pgTable(
  'session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: bytea('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => adminUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: smallint('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins, per account and client address (the hard lock) and per account from any address
 * (`client_ip` empty: the soft delay). Accounts are named as in the security log (`user:<id>`, or a
 * digest of a typed name that matches no account).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    accountKey: text('account_key').notNull(),
    clientIp: text('client_ip').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.clientIp] })],
);

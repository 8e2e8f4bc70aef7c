import { bigserial, customType, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Sign-in attempts without a success, per account (or unknown name), for the escalating lockout. */
export const loginThrottle = pgTable('login_throttle', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

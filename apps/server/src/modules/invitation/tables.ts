import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUser } from '../../platform/auth/tables.js';

/**
 * Invitation links sent to admin users waiting for activation. Only the SHA-256 of a link's secret
 * is kept, so the table cannot be turned back into working links. A link works once, until it
 * expires or a newer invitation to the same user replaces it.
 */
export const adminInvitation = pgTable(
  'admin_invitation',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the link's `sign`. */
    tokenHash: text('token_hash').notNull(),
    /** The link's `timestamp`: it must come back unchanged. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer invitation to the same user replaced this one. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** The administrator who sent it. */
    invitedBy: integer('invited_by'),
  },
  (t) => [uniqueIndex('admin_invitation_token_key').on(t.tokenHash), index('admin_invitation_user_idx').on(t.userId)],
);

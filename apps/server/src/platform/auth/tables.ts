import type { RoleType } from '@srd/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Accounts, their roles and what the roles grant are platform tables: every request's caller is
 * resolved from them. The user and permission modules manage their rows.
 */

/** Staff accounts of the back office. */
export const adminUser = pgTable(
  'admin_user',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    email: text('email'),
    adminName: text('admin_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nicknames: text('nicknames'),
    avatar: text('avatar'),
    mobileNo: text('mobile_no'),
    /** 0 disabled, 1 active, 2 pending activation, 3 must change password. */
    status: smallint('status').notNull().default(1),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    tid: integer('tid'),
    mid: integer('mid'),
    sid: integer('sid'),
    onePassLoginId: text('one_pass_login_id'),
    onePassEmail: text('one_pass_email'),
    creUser: integer('cre_user'),
    creDttm: timestamp('cre_dttm', { withTimezone: true }).notNull().defaultNow(),
    lupdUser: integer('lupd_user'),
    lupdDttm: timestamp('lupd_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_user_login_id_key').on(sql`lower(${t.loginId})`),
    uniqueIndex('admin_user_email_key').on(sql`lower(${t.email})`),
    index('admin_user_scope_idx').on(t.tid, t.mid, t.sid),
    // The AdminList orders, each ending with the id as pages do.
    index('admin_user_login_id_order_idx').on(t.loginId, t.id),
    index('admin_user_email_order_idx').on(t.email, t.id),
    index('admin_user_admin_name_order_idx').on(t.adminName, t.id),
    index('admin_user_status_order_idx').on(t.status, t.id),
    index('admin_user_lupd_dttm_order_idx').on(t.lupdDttm, t.id),
  ],
);

export const role = pgTable(
  'role',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameCht: text('name_cht').notNull().default(''),
    nameChs: text('name_chs').notNull().default(''),
    description: text('description'),
    status: smallint('status').notNull().default(1),
    /** system, tenant, merchant, store or other. */
    type: text('type').$type<RoleType>().notNull().default('other'),
    levelMin: integer('level_min').notNull().default(0),
    levelMax: integer('level_max').notNull().default(0),
    accessAllData: boolean('access_all_data').notNull().default(false),
    hasMenu: boolean('has_menu').notNull().default(true),
    /** Holds every action, including ones added later; cannot be deleted or reduced. */
    isSuper: boolean('is_super').notNull().default(false),
    creUser: integer('cre_user'),
    creDttm: timestamp('cre_dttm', { withTimezone: true }).notNull().defaultNow(),
    lupdUser: integer('lupd_user'),
    lupdDttm: timestamp('lupd_dttm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The RoleList orders, each ending with the id as pages do.
    index('role_name_order_idx').on(t.name, t.id),
    index('role_lupd_dttm_order_idx').on(t.lupdDttm, t.id),
  ],
);

export const userRole = pgTable(
  'user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
);

/** The action catalogue as synced at start; method and path come from the routes declaring it. */
export const action = pgTable(
  'action',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    method: text('method'),
    path: text('path'),
    menuTitle: text('menu_title'),
    isMenu: boolean('is_menu').notNull().default(false),
    /** False once the catalogue no longer declares it; kept so role grants survive a rename. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('action_domain_name_key').on(t.domain, t.name),
    // The Action list orders, each ending with the id as pages do.
    index('action_domain_order_idx').on(t.domain, t.id),
    index('action_name_order_idx').on(t.name, t.id),
  ],
);

/** An action's `domain:name` key, as the catalogue and roles name it. */
export const actionKey = sql<string>`${action.domain} || ':' || ${action.name}`;

export const roleAction = pgTable(
  'role_action',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => action.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.actionId] }), index('role_action_action_idx').on(t.actionId)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Why a session ended before its time (4 is also written by the trigger of migration 0001). */
export const RevokeReason = { Logout: 1, ClearedByAdmin: 2, PasswordChanged: 3, AccountDisabled: 4 } as const;

/** Sign-in sessions. Only the SHA-256 of the token is stored. */
export const session = pgTable(
  'session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: bytea('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
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

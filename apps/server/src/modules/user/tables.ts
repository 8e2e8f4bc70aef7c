import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { role } from '../permission/tables.js';

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

export const userRole = pgTable(
  'user_role',
  {
    userId: integer('user_id').notNull().references(() => adminUser.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
);

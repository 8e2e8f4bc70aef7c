import type { RoleType } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const role = pgTable('role', {
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
}, (t) => [
  // The RoleList orders, each ending with the id as pages do.
  index('role_name_order_idx').on(t.name, t.id),
  index('role_lupd_dttm_order_idx').on(t.lupdDttm, t.id),
]);

/**
 * Whether the user holds an active super-administrator role. Takes an id, not a column: drizzle
 * writes a column inside a single-table select without its table name, which the subquery would
 * take for `role.id`.
 */
export function holdsSuperRole(userId: number) {
  return sql<boolean>`exists (select 1 from user_role ur join role r on r.id = ur.role_id
    where ur.user_id = ${userId} and r.is_super and r.status = 1)`;
}

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
    roleId: integer('role_id').notNull().references(() => role.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').notNull().references(() => action.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.actionId] }), index('role_action_action_idx').on(t.actionId)],
);

export const menu = pgTable(
  'menu',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    parentKey: text('parent_key'),
    path: text('path').notNull(),
    screen: text('screen'),
    titleKey: text('title_key').notNull(),
    title: text('title').notNull(),
    icon: text('icon'),
    hidden: boolean('hidden').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    affix: boolean('affix').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** `domain:name` of the action needed to see it; null on groups. */
    actionKey: text('action_key'),
    active: boolean('active').notNull().default(true),
    /** Edited through the API: the catalogue sync keeps its order, icon, hidden, alwaysShow and parent. */
    customized: boolean('customized').notNull().default(false),
  },
  (t) => [uniqueIndex('menu_key_key').on(t.key)],
);

import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Whether the user holds an active super-administrator role. Takes an id, not a column: drizzle
 * writes a column inside a single-table select without its table name, which the subquery would
 * take for `role.id`.
 */
export function holdsSuperRole(userId: number) {
  return sql<boolean>`exists (select 1 from user_role ur join role r on r.id = ur.role_id
    where ur.user_id = ${userId} and r.is_super and r.status = 1)`;
}

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

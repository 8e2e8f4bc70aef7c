import { allActions, flattenMenus } from '@srd/contract';
import { notInArray, sql } from 'drizzle-orm';
import { action, actionKey } from '../../platform/auth/tables.js';
import type { Db } from '../../platform/db/client.js';
import type { RouteEntry } from '../../platform/http/route-table.js';
import { menu } from './tables.js';

/** Which methods and paths each action guards. */
function routesByAction(routes: RouteEntry[]): Map<string, RouteEntry[]> {
  const byAction = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    const key = route.config.action?.key;
    if (key) byAction.set(key, [...(byAction.get(key) ?? []), route]);
  }
  return byAction;
}

/** The catalogue's value of a menu column, except on entries edited through the API, which keep theirs. */
function unlessCustomized(column: 'parent_key' | 'icon' | 'hidden' | 'always_show' | 'sort_order') {
  return sql.raw(`case when "menu"."customized" then "menu"."${column}" else excluded."${column}" end`);
}

/**
 * Brings the action and menu tables in line with the catalogue: new entries are added, changed ones
 * updated, ones no longer declared deactivated (never deleted, so grants survive). Menu entries edited
 * through the API keep their order, icon, visibility and parent. Safe when several instances start at once.
 */
export async function syncCatalogue(db: Db, routeTable: RouteEntry[]): Promise<void> {
  const guarded = routesByAction(routeTable);
  const menus = flattenMenus();
  const menuActionKeys = new Set(menus.map((entry) => entry.action).filter(Boolean));
  const actions = allActions().map((ref) => {
    const routes = guarded.get(ref.key) ?? [];
    return {
      domain: ref.domain,
      name: ref.name,
      method: routes.length ? [...new Set(routes.map((route) => route.method))].join(',') : null,
      path: routes.length ? routes.map((route) => route.url).join(',') : null,
      menuTitle: ref.menuTitle ?? null,
      isMenu: menuActionKeys.has(ref.key),
      active: true,
    };
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(action)
      .values(actions)
      .onConflictDoUpdate({
        target: [action.domain, action.name],
        set: {
          method: sql`excluded.method`,
          path: sql`excluded.path`,
          menuTitle: sql`excluded.menu_title`,
          isMenu: sql`excluded.is_menu`,
          active: sql`true`,
        },
      });
    await tx
      .update(action)
      .set({ active: false })
      .where(
        notInArray(
          actionKey,
          allActions().map((ref) => ref.key),
        ),
      );
    await tx
      .insert(menu)
      .values(
        menus.map((entry) => ({
          key: entry.key,
          parentKey: entry.parentKey,
          path: entry.path,
          screen: entry.screen ?? null,
          titleKey: entry.titleKey,
          title: entry.title,
          icon: entry.icon ?? null,
          hidden: entry.hidden ?? false,
          alwaysShow: entry.alwaysShow ?? false,
          affix: entry.affix ?? false,
          sortOrder: entry.order,
          actionKey: entry.action ?? null,
          active: true,
        })),
      )
      .onConflictDoUpdate({
        target: menu.key,
        set: {
          parentKey: unlessCustomized('parent_key'),
          path: sql`excluded.path`,
          screen: sql`excluded.screen`,
          titleKey: sql`excluded.title_key`,
          title: sql`excluded.title`,
          icon: unlessCustomized('icon'),
          hidden: unlessCustomized('hidden'),
          alwaysShow: unlessCustomized('always_show'),
          affix: sql`excluded.affix`,
          sortOrder: unlessCustomized('sort_order'),
          actionKey: sql`excluded.action_key`,
          active: sql`true`,
        },
      });
    await tx
      .update(menu)
      .set({ active: false })
      .where(
        notInArray(
          menu.key,
          menus.map((entry) => entry.key),
        ),
      );
  });
}

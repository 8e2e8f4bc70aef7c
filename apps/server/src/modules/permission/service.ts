import { ErrorCode, roleActions as roleDomainActions, type ActionsMap, type MenuNode } from '@srd/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { actionsMap, can } from '../../platform/auth/auth-user.js';
import type { RoleActions } from '../../platform/auth/role-actions.js';
import { role } from '../../platform/auth/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { menu } from './tables.js';

type MenuRow = typeof menu.$inferSelect;

/** Callers may ask about their own roles; other roles need the role-viewing action. */
function assertMayInspect(ctx: SignedInContext, roleIds: number[]): void {
  const foreign = roleIds.some((id) => !ctx.user.roleIds.includes(id));
  if (foreign && !can(ctx.user, roleDomainActions.view)) throw new AppError(ErrorCode.MissingAction);
}

/** The action keys the active roles among `roleIds` hold together. */
async function heldActions(ctx: SignedInContext, roleActions: RoleActions, roleIds: number[]) {
  if (roleIds.length === 0) return new Set<string>();
  const roles = await ctx.db
    .select({ id: role.id, isSuper: role.isSuper })
    .from(role)
    .where(and(inArray(role.id, roleIds), eq(role.status, 1)));
  return roleActions.of(
    roles.map((row) => row.id),
    roles.some((row) => row.isSuper),
  );
}

function toNode(row: MenuRow, children: MenuNode[]): MenuNode {
  return {
    key: row.key,
    path: row.path,
    screen: row.screen,
    titleKey: row.titleKey,
    title: row.title,
    icon: row.icon,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    affix: row.affix,
    order: row.sortOrder,
    children,
  };
}

/** Builds the visible tree: a screen shows when its action is held, a group when any child shows. */
export function buildMenuTree(rows: MenuRow[], held: ReadonlySet<string>): MenuNode[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentKey) ?? [];
    siblings.push(row);
    byParent.set(row.parentKey, siblings);
  }
  const build = (parentKey: string | null): MenuNode[] =>
    (byParent.get(parentKey) ?? []).flatMap((row) => {
      const children = build(row.key);
      const visible = row.actionKey ? held.has(row.actionKey) : children.length > 0;
      return visible ? [toNode(row, children)] : [];
    });
  return build(null);
}

export function createPermissionService(roleActions: RoleActions) {
  return {
    async menuByRoles(ctx: SignedInContext, roleIds: number[]): Promise<MenuNode[]> {
      assertMayInspect(ctx, roleIds);
      const held = await heldActions(ctx, roleActions, roleIds);
      const rows = await ctx.db
        .select()
        .from(menu)
        .where(eq(menu.active, true))
        .orderBy(asc(menu.sortOrder), asc(menu.id));
      return buildMenuTree(rows, held);
    },

    async actionsByRoles(ctx: SignedInContext, roleIds: number[]): Promise<ActionsMap> {
      assertMayInspect(ctx, roleIds);
      return actionsMap(await heldActions(ctx, roleActions, roleIds));
    },
  };
}

import { ErrorCode, ResourceType, type MenuEdit, type MenuEntry } from '@srd/contract';
import { asc, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { t } from '../../platform/i18n/messages.js';
import { menu } from './tables.js';

type MenuRow = typeof menu.$inferSelect;

function activeMenus(db: DbOrTx): Promise<MenuRow[]> {
  return db.select().from(menu).where(eq(menu.active, true)).orderBy(asc(menu.sortOrder), asc(menu.id));
}

/** Every active entry as a tree, hidden ones included, for the Menu screen. */
export async function fullMenuTree(ctx: SignedInContext): Promise<MenuEntry[]> {
  const rows = await activeMenus(ctx.db);
  const build = (parentKey: string | null): MenuEntry[] =>
    rows
      .filter((row) => row.parentKey === parentKey)
      .map(({ sortOrder, id: _id, active: _active, ...row }) => ({
        ...row,
        order: sortOrder,
        children: build(row.key),
      }));
  return build(null);
}

/** 400 unless the new parent is an active group that is neither the entry nor one of its descendants. */
function assertValidParent(ctx: SignedInContext, rows: MenuRow[], key: string, parentKey: string | null): void {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (let ancestor = parentKey; ancestor !== null; ancestor = byKey.get(ancestor)?.parentKey ?? null) {
    const parent = byKey.get(ancestor);
    // Only groups hold entries: a screen given children would become a group.
    if (!parent || parent.screen !== null || ancestor === key) {
      throw new AppError(ErrorCode.BadRequest, undefined, {
        fields: [{ field: 'parentKey', message: t('invalidMenuParent', ctx.lang) }],
      });
    }
  }
}

/**
 * Edits one entry's order, icon, visibility and parent and marks it customized, so that later catalogue
 * syncs keep these while still updating its path, screen, title and action. 404 for an unknown entry.
 */
export async function editMenu(ctx: SignedInContext, input: MenuEdit): Promise<MenuEntry[]> {
  // The menu is every tenant's: only a caller who reaches every tenant changes it.
  if (!ctx.user.scope.allData) throw new AppError(ErrorCode.OutOfScope);
  await ctx.db.transaction(async (tx) => {
    const rows = await activeMenus(tx);
    const before = rows.find((row) => row.key === input.key);
    if (!before) throw new AppError(ErrorCode.NotFound);
    assertValidParent(ctx, rows, input.key, input.parentKey);
    const changes = {
      sortOrder: input.order,
      icon: input.icon || null,
      hidden: input.hidden,
      alwaysShow: input.alwaysShow,
      parentKey: input.parentKey,
    };
    await tx
      .update(menu)
      .set({ ...changes, customized: true })
      .where(eq(menu.key, input.key));
    const audited = (row: typeof changes) => ({
      order: row.sortOrder,
      icon: row.icon,
      hidden: row.hidden,
      alwaysShow: row.alwaysShow,
      parentKey: row.parentKey,
    });
    await audit(tx, ctx, {
      resType: ResourceType.Menu,
      recordId: input.key,
      action: 'update',
      before: audited(before),
      after: audited(changes),
    });
  });
  return fullMenuTree(ctx);
}

import { actionByKey, type ActionTreeDomain } from '@srd/contract';
import { asc, eq } from 'drizzle-orm';
import { action, actionKey } from '../../platform/auth/tables.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { mayGrantAction } from './escalation.js';

/** The active actions by domain, for the role form's tree, each saying whether the caller may grant it. */
export async function actionTree(ctx: SignedInContext): Promise<ActionTreeDomain[]> {
  const rows = await ctx.db
    .select({
      key: actionKey,
      domain: action.domain,
      name: action.name,
      menuTitle: action.menuTitle,
      method: action.method,
      path: action.path,
      isMenu: action.isMenu,
    })
    .from(action)
    .where(eq(action.active, true))
    .orderBy(asc(action.domain), asc(action.name));
  const domains = new Map<string, ActionTreeDomain>();
  for (const { domain, ...row } of rows) {
    const entry = domains.get(domain) ?? {
      domain,
      title: actionByKey(`${domain}:view`)?.menuTitle ?? domain,
      actions: [],
    };
    entry.actions.push({ ...row, grantable: mayGrantAction(ctx.user, row.key) });
    domains.set(domain, entry);
  }
  return [...domains.values()];
}

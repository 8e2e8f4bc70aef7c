import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { action, actionKey, roleAction } from './tables.js';

/** Gives a role the actions named by their `domain:name` keys. */
export async function grantActions(tx: DbOrTx, roleId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const actions = await tx.select({ id: action.id }).from(action).where(inArray(actionKey, keys));
  if (actions.length === 0) return;
  await tx.insert(roleAction).values(actions.map((row) => ({ roleId, actionId: row.id }))).onConflictDoNothing();
}

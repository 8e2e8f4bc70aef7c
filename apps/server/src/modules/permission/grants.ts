import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { action, actionKey, roleAction } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';

/** Gives a role the actions named by their `domain:name` keys. */
export async function grantActions(tx: DbOrTx, roleId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const actions = await tx.select({ id: action.id }).from(action).where(inArray(actionKey, keys));
  if (actions.length === 0) return;
  await tx
    .insert(roleAction)
    .values(actions.map((row) => ({ roleId, actionId: row.id })))
    .onConflictDoNothing();
}

/** Makes a role's grants of active actions exactly `keys`; grants of retired actions are left alone. */
export async function replaceGrants(tx: DbOrTx, roleId: number, keys: string[]): Promise<void> {
  const dropped = tx
    .select({ id: action.id })
    .from(action)
    .where(and(eq(action.active, true), keys.length ? notInArray(actionKey, keys) : undefined));
  await tx.delete(roleAction).where(and(eq(roleAction.roleId, roleId), inArray(roleAction.actionId, dropped)));
  await grantActions(tx, roleId, keys);
}

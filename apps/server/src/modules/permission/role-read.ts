import { ErrorCode, superAdministratorActions, type Role, type RoleDetail } from '@srd/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { action, actionKey, role, roleAction } from '../../platform/auth/tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';

/** The columns of a role that leave the server. */
export const roleColumns = {
  id: role.id,
  name: role.name,
  nameCht: role.nameCht,
  nameChs: role.nameChs,
  description: role.description,
  status: role.status,
  type: role.type,
  levelMin: role.levelMin,
  levelMax: role.levelMax,
  accessAllData: role.accessAllData,
  hasMenu: role.hasMenu,
  isSuper: role.isSuper,
  creDttm: role.creDttm,
  lupdDttm: role.lupdDttm,
};

export type RoleRecord = Pick<typeof role.$inferSelect, keyof typeof roleColumns>;

export function toRole(record: RoleRecord): Role {
  return {
    ...record,
    creDttm: new Date(record.creDttm).toISOString(),
    lupdDttm: new Date(record.lupdDttm).toISOString(),
  };
}

/** The sorted keys of the active actions granted to each role. */
export async function grantedActionKeys(db: DbOrTx, roleIds: number[]): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({ roleId: roleAction.roleId, key: actionKey })
    .from(roleAction)
    .innerJoin(action, and(eq(action.id, roleAction.actionId), eq(action.active, true)))
    .where(inArray(roleAction.roleId, roleIds))
    .orderBy(asc(actionKey));
  for (const row of rows) byRole.get(row.roleId)!.push(row.key);
  return byRole;
}

/** What a role holds: its grants, or every granting action for the super administrator (held without grants). */
export async function heldActionKeys(db: DbOrTx, record: { id: number; isSuper: boolean }): Promise<string[]> {
  if (record.isSuper)
    return superAdministratorActions()
      .map((ref) => ref.key)
      .sort();
  return (await grantedActionKeys(db, [record.id])).get(record.id)!;
}

export async function readRole(ctx: SignedInContext, id: number): Promise<RoleDetail> {
  const [record] = await ctx.db.select(roleColumns).from(role).where(eq(role.id, id));
  if (!record) throw new AppError(ErrorCode.NotFound);
  return { ...toRole(record), actionKeys: await heldActionKeys(ctx.db, record) };
}

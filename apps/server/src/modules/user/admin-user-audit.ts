import { ResourceType } from '@srd/contract';
import { eq, inArray } from 'drizzle-orm';
import { audit, type AuditAuthor, type LabelFor } from '../../platform/audit/audit.js';
import { adminUser, role } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import type { ScopedRecord } from '../../platform/permissions/scope.js';

type EditedFields = Pick<
  typeof adminUser.$inferSelect,
  | 'loginId'
  | 'email'
  | 'adminName'
  | 'firstName'
  | 'lastName'
  | 'nicknames'
  | 'mobileNo'
  | 'status'
  | 'tid'
  | 'mid'
  | 'sid'
>;

/** What an admin user's audit entries compare: the fields people edit, and the roles as one field of sorted ids. */
export function auditedUser(user: EditedFields, roleIds: number[]) {
  const { loginId, email, adminName, firstName, lastName, nicknames, mobileNo, status, tid, mid, sid } = user;
  const roles = [...roleIds].sort((a, b) => a - b).join(',');
  return { loginId, email, adminName, firstName, lastName, nicknames, mobileNo, status, tid, mid, sid, roles };
}

/** The audited fields, and the sign-in locks an unlock lifts: the latest lock's end and the addresses locked out. */
type AuditedUser = Partial<
  ReturnType<typeof auditedUser> & { lockedUntil: string | null; lockedAddresses: string | null }
>;

const roleIdsOf = (snapshot: AuditedUser | null) => (snapshot?.roles ? snapshot.roles.split(',').map(Number) : []);

/** Role names for the labels of the roles field, looked up only when the roles changed. */
async function roleLabel(tx: Tx, before: AuditedUser | null, after: AuditedUser | null): Promise<LabelFor | undefined> {
  if (before?.roles === after?.roles) return undefined;
  const ids = [...new Set([...roleIdsOf(before), ...roleIdsOf(after)])];
  const rows = ids.length
    ? await tx.select({ id: role.id, name: role.name }).from(role).where(inArray(role.id, ids))
    : [];
  const names = new Map(rows.map((row) => [String(row.id), row.name]));
  return (value) =>
    value
      ? String(value as string)
          .split(',')
          .map((id) => names.get(id) ?? `#${id}`)
          .join(', ')
      : null;
}

/** Where an admin user sits now: readers scoped there see the entries about them. */
export async function userPlacement(tx: Tx, userId: number): Promise<ScopedRecord | undefined> {
  const [placement] = await tx
    .select({ tid: adminUser.tid, mid: adminUser.mid, sid: adminUser.sid })
    .from(adminUser)
    .where(eq(adminUser.id, userId));
  return placement;
}

/** Writes the audit entry of a change to an admin user in the caller's transaction. */
export async function auditAdminUser(
  tx: Tx,
  ctx: AuditAuthor,
  change: {
    recordId: number;
    action: 'create' | 'update' | 'changeStatus' | 'unlock' | 'invite' | 'activate';
    before: AuditedUser | null;
    after: AuditedUser;
  },
): Promise<void> {
  const roles = await roleLabel(tx, change.before, change.after);
  const placement = await userPlacement(tx, change.recordId);
  await audit(tx, ctx, {
    resType: ResourceType.AdminUser,
    ...change,
    labels: roles ? { roles } : undefined,
    placement,
  });
}

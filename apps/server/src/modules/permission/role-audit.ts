import { ResourceType, type RoleType } from '@srd/contract';
import { audit, type LabelFor } from '../../platform/audit/audit.js';
import type { role } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';

type EditedFields = Pick<
  typeof role.$inferSelect,
  | 'name'
  | 'nameCht'
  | 'nameChs'
  | 'description'
  | 'status'
  | 'type'
  | 'levelMin'
  | 'levelMax'
  | 'accessAllData'
  | 'hasMenu'
>;

const TYPE_LABELS: Record<RoleType, string> = {
  system: 'System',
  tenant: 'Tenant',
  merchant: 'Merchant',
  store: 'Store',
  other: 'Other',
};
const typeLabel: LabelFor = (value) => TYPE_LABELS[value as RoleType] ?? null;

/** What a role's audit entries compare: the fields people edit, and the action keys as one sorted field. */
export function auditedRole(record: EditedFields, actionKeys: string[]) {
  const { name, nameCht, nameChs, description, status, type, levelMin, levelMax, accessAllData, hasMenu } = record;
  return {
    name,
    nameCht,
    nameChs,
    description,
    status,
    type,
    levelMin,
    levelMax,
    accessAllData,
    hasMenu,
    actionKeys: [...actionKeys].sort().join(','),
  };
}

type AuditedRole = ReturnType<typeof auditedRole>;

/** Writes the audit entry of a change to a role in the caller's transaction; status and type get labels. */
export function auditRole(
  tx: Tx,
  ctx: SignedInContext,
  change: {
    recordId: number;
    action: 'create' | 'update' | 'delete';
    before: AuditedRole | null;
    after: AuditedRole | null;
  },
): Promise<void> {
  return audit(tx, ctx, { resType: ResourceType.Role, ...change, labels: { type: typeLabel } });
}

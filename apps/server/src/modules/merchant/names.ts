import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { merchant, tenant } from '../organisation/tables.js';

/** A referenced record's name column, read with the row (lists read rows through a subquery, hence `.as()`). */
function referencedName(
  table: typeof tenant | typeof merchant,
  column: AnyColumn,
  id: PgColumn,
  alias: string,
): SQL.Aliased<string> {
  return sql<string>`(select ${column} from ${table} where ${table.id} = ${id})`.as(alias);
}

/** The tenant's names of a row placed by `tid`. */
export function tenantNameColumns(tid: PgColumn) {
  return {
    tenantName: referencedName(tenant, tenant.name, tid, 'tenant_name'),
    tenantNameCht: referencedName(tenant, tenant.nameCht, tid, 'tenant_name_cht'),
    tenantNameChs: referencedName(tenant, tenant.nameChs, tid, 'tenant_name_chs'),
  };
}

/** The merchant's names of a row placed by `mid`. */
export function merchantNameColumns(mid: PgColumn) {
  return {
    merchantName: referencedName(merchant, merchant.name, mid, 'merchant_name'),
    merchantNameCht: referencedName(merchant, merchant.nameCht, mid, 'merchant_name_cht'),
    merchantNameChs: referencedName(merchant, merchant.nameChs, mid, 'merchant_name_chs'),
  };
}

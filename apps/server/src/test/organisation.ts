import { sql } from 'drizzle-orm';
import { merchant, shop, tenant } from '../modules/organisation/tables.js';
import type { Db } from '../platform/db/client.js';

/** Tenants, merchants (id: tenant id) and shops (id: [tenant id, merchant id]) to place test users in. */
export interface OrganisationTree {
  tenants: number[];
  merchants?: Record<number, number>;
  shops?: Record<number, [number, number]>;
}

/** Inserts the tree with the given ids, so tests can keep writing `tid: 1, mid: 5`. */
export async function seedOrganisation(db: Db, tree: OrganisationTree): Promise<void> {
  await db.insert(tenant).values(tree.tenants.map((id) => ({ id, name: `Tenant ${id}` })));
  const merchants = Object.entries(tree.merchants ?? {});
  if (merchants.length)
    await db.insert(merchant).values(merchants.map(([id, tid]) => ({ id: Number(id), tid, name: `Merchant ${id}` })));
  const shops = Object.entries(tree.shops ?? {});
  if (shops.length)
    await db.insert(shop).values(shops.map(([id, [tid, mid]]) => ({ id: Number(id), tid, mid, name: `Shop ${id}` })));
  // Later inserts through the API take ids after the seeded ones.
  for (const table of ['tenant', 'merchant', 'shop']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`),
    );
  }
}

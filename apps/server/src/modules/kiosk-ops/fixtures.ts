import type { DbOrTx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';

/** Test and journey fixtures: tenants, kiosks and their latest state written straight to the tables. */
let serial = 0;

export async function createTenant(db: DbOrTx, name = `Tenant ${++serial}`): Promise<number> {
  const [row] = await db.insert(tenant).values({ name }).returning({ id: tenant.id });
  return row!.id;
}

export async function createKiosk(
  db: DbOrTx,
  values: { kid?: string; tid: number | null; kioskType?: number; settings?: Record<string, unknown>; name?: string },
) {
  const kid = values.kid ?? `K${String(++serial).padStart(4, '0')}`;
  const [row] = await db
    .insert(kiosk)
    .values({
      kid,
      tid: values.tid,
      kioskType: values.kioskType ?? 0,
      name: values.name ?? `Kiosk ${kid}`,
      settings: values.settings ?? {},
    })
    .returning({ id: kiosk.id, kid: kiosk.kid, tid: kiosk.tid, kioskType: kiosk.kioskType });
  return row!;
}

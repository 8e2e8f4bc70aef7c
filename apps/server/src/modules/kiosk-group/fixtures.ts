import type { Db } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';

/** Test kiosks by KID: `{ 'RVM-1': [tid, kioskType] }`; answers their ids by KID. */
export async function insertKiosks(
  db: Db,
  kiosks: Record<string, [number | null, number]>,
): Promise<Record<string, number>> {
  const rows = await db
    .insert(kiosk)
    .values(Object.entries(kiosks).map(([kid, [tid, kioskType]]) => ({ kid, tid, kioskType, name: kid })))
    .returning({ id: kiosk.id, kid: kiosk.kid });
  return Object.fromEntries(rows.map((row) => [row.kid, row.id]));
}

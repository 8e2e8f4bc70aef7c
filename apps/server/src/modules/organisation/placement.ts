import { ErrorCode } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ScopedRecord } from '../../platform/permissions/scope.js';
import { merchant, shop, tenant } from './tables.js';

/**
 * Checks that a placement names records that exist and nest: a merchant needs its tenant, a shop its
 * merchant, and each belongs to the one above it (1019).
 */
export async function assertPlacementExists(db: DbOrTx, placement: Required<ScopedRecord>): Promise<void> {
  const { tid, mid, sid } = placement;
  const mismatch = () => new AppError(ErrorCode.PlacementMismatch);
  if ((mid !== null && tid === null) || (sid !== null && mid === null)) throw mismatch();
  if (sid !== null) {
    const [found] = await db.select({ tid: shop.tid, mid: shop.mid }).from(shop).where(eq(shop.id, sid));
    if (found?.tid !== tid || found.mid !== mid) throw mismatch();
  } else if (mid !== null) {
    const [found] = await db.select({ tid: merchant.tid }).from(merchant).where(eq(merchant.id, mid));
    if (found?.tid !== tid) throw mismatch();
  } else if (tid !== null) {
    const [found] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.id, tid));
    if (!found) throw mismatch();
  }
}

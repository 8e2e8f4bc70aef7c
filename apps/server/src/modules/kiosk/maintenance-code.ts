import { ErrorCode, type KioskAdminCode } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { assertInScope, unreachable } from '../../platform/permissions/scope.js';
import { recordActivity } from '../kiosk-ops/lifecycle.js';
import { adminCode } from './device-secret.js';
import { kioskReach } from './service.js';
import { kiosk } from './tables.js';

/**
 * `GET /kiosk/adminCode/{id}`: the code a technician types on the kiosk's admin screen, for the
 * current 10-minute window. It opens the machine, so only staff of the kiosk's own scope get it (a
 * mapping grant lets one read a kiosk, not open it); who asked is kept in the kiosk's activity.
 */
export async function kioskAdminCode(ctx: SignedInContext, id: number): Promise<KioskAdminCode> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: kiosk.id, kid: kiosk.kid, tid: kiosk.tid, secretHash: kiosk.secretHash })
      .from(kiosk)
      .where(and(eq(kiosk.id, id), kioskReach(ctx)));
    if (!row) throw unreachable(ctx.user.scope);
    assertInScope(ctx.user.scope, { tid: row.tid });
    if (!row.secretHash) throw new AppError(ErrorCode.NoDeviceSecret);
    const now = new Date();
    const { code, validUntil } = adminCode(row.secretHash, row.kid, now);
    await recordActivity(
      tx,
      { kioskId: row.id, tid: row.tid },
      'adminCode',
      { validUntil: validUntil.toISOString() },
      now,
      ctx.user.id,
    );
    return { kid: row.kid, code, validUntil: validUntil.toISOString() };
  });
}

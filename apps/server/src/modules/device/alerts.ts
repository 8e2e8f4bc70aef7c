import { ErrorCode, type DeviceAlert, type DeviceAlertResult } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { alertType } from '../alert-type/tables.js';
import { clearAlarm, raiseAlarm } from '../kiosk-ops/lifecycle.js';
import type { DeviceKiosk } from './credentials.js';
import { deviceTimeFault } from './device-clock.js';

/**
 * Raises (or counts again) or clears the kiosk's alarm of an alert type of the catalogue; 400 for an
 * unknown type (2027) or a time the kiosk clock cannot have meant (2032).
 */
export async function reportAlert(db: Db, kiosk: DeviceKiosk, body: DeviceAlert): Promise<DeviceAlertResult> {
  if (deviceTimeFault(Date.parse(body.at), Date.now())) throw new AppError(ErrorCode.AlertTimeOutOfRange);
  const [type] = await db
    .select({ code: alertType.code })
    .from(alertType)
    .where(sql`upper(${alertType.code}) = upper(${body.type})`);
  if (!type) throw new AppError(ErrorCode.UnknownAlertType, { type: body.type });
  const ref = { kioskId: kiosk.id, tid: kiosk.tid };
  const at = new Date(body.at);
  return db.transaction(async (tx) => {
    if (!body.active) {
      const alarmId = await clearAlarm(tx, ref, type.code, at);
      return { alarmId, changed: alarmId !== null };
    }
    const alarm = await raiseAlarm(tx, {
      ...ref,
      typeCode: type.code,
      errorCode: body.errorCode || null,
      batchId: body.batchId || null,
      message: body.message || null,
      at,
    });
    return { alarmId: alarm.id, changed: alarm.raised };
  });
}

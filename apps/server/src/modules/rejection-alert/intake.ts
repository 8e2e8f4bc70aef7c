import { ErrorCode, type DeviceRejectionBatch, type DeviceRejectionResult } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { deviceTimeFault } from '../device/device-clock.js';
import { checkThreshold, lockKioskRejections } from './alarm.js';

const param = sql.param;

/** The catalogue code of each material named (matched without regard to case); 400 (2026) naming the unknown ones. */
async function catalogueCodes(db: Db, materials: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(materials.map((material) => material.toUpperCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select code from kiosk_material_type where upper(code) = any(${param(wanted)}::text[])`,
  );
  const codes = new Map(rows.map((row) => [row.code.toUpperCase(), row.code]));
  const unknown = wanted.filter((material) => !codes.has(material));
  if (unknown.length > 0) throw new AppError(ErrorCode.UnknownMaterial, { materials: unknown.join(', ') });
  return codes;
}

/**
 * `POST /device/rejections`: records the kiosk's rejections once per uuid (a uuid recorded already, by this kiosk or
 * another, is passed over) and, in the same transaction, raises its REJECTIONS alarm when they bring its count within
 * the window to the threshold. A time the kiosk clock cannot have meant (2035) or an unknown material (2026) refuses
 * the whole batch.
 */
export async function recordRejections(
  db: Db,
  kiosk: { id: number; tid: number | null },
  body: DeviceRejectionBatch,
  now = new Date(),
): Promise<DeviceRejectionResult> {
  for (const rejection of body.rejections) {
    if (deviceTimeFault(Date.parse(rejection.at), now.getTime()))
      throw new AppError(ErrorCode.RejectionTimeOutOfRange, { uuid: rejection.uuid });
  }
  const codes = await catalogueCodes(
    db,
    body.rejections.flatMap((rejection) => (rejection.material ? [rejection.material] : [])),
  );
  const rows = body.rejections;
  return db.transaction(async (tx) => {
    await lockKioskRejections(tx, [kiosk.id]);
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`
      insert into kiosk_rejection (uuid, kiosk_id, tid, at, reason, material, barcode, received_at)
      select r.uuid, ${kiosk.id}, ${kiosk.tid}::int, r.at, r.reason, r.material, r.barcode,
        ${now.toISOString()}::timestamptz
      from unnest(
        ${param(rows.map((row) => row.uuid))}::uuid[],
        ${param(rows.map((row) => row.at))}::timestamptz[],
        ${param(rows.map((row) => row.reason))}::text[],
        ${param(rows.map((row) => (row.material ? codes.get(row.material.toUpperCase())! : null)))}::text[],
        ${param(rows.map((row) => row.barcode || null))}::text[]
      ) as r(uuid, at, reason, material, barcode)
      on conflict (uuid) do nothing
      returning id`,
    );
    const alarmRaised =
      inserted.length > 0 ? await checkThreshold(tx, { kioskId: kiosk.id, tid: kiosk.tid }, now) : false;
    return { received: rows.length, recorded: inserted.length, alarmRaised };
  });
}

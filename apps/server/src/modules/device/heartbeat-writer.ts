import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';
import type { DeviceKiosk, ReportedVersions } from './credentials.js';
import type { BufferedHeartbeat } from './heartbeat-ingest.js';
import { applyTransitions, type StateChange } from './heartbeat-transitions.js';
import { announceKioskChanges } from './live-notify.js';

interface ChangedRow {
  kiosk_id: number;
  state: number;
  error_codes: string[];
  last_heartbeat_at: string | Date;
  prev_state: number | null;
  prev_error_codes: string[] | null;
  prev_online: boolean | null;
}

const param = sql.param;

/** A PostgreSQL array literal of the texts: every element quoted, quotes and backslashes escaped. */
function textArrayLiteral(texts: readonly string[]): string {
  return `{${texts.map((text) => `"${text.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Stores a batch in one statement, so its rows are sent and parsed once: every heartbeat into the
 * history, and each kiosk's newest one of the batch as its latest state when newer than the stored one.
 * The rows travel as one set of columns: arrays, the bins as one JSON document (parsed once instead of
 * once per element of a jsonb array) and each row's error codes as an array literal. Returns the kiosks
 * whose state, error codes or online flag changed, with their previous values.
 */
async function storeBatch(tx: Tx, rows: BufferedHeartbeat[]): Promise<ChangedRow[]> {
  const ids: number[] = [], received: string[] = [], sent: string[] = [], states: number[] = [], bins: string[] = [], codes: string[] = [];
  for (const row of rows) {
    ids.push(row.kiosk.id);
    received.push(row.receivedAt);
    sent.push(row.sentAt);
    states.push(row.state);
    bins.push(row.bins);
    codes.push(textArrayLiteral(row.errorCodes));
  }
  return queryRows<ChangedRow>(tx, sql`
    with incoming as materialized (
      select kiosk_id, received_at, sent_at, state, bins, codes::text[] as error_codes
      from rows from (unnest(${param(ids)}::int[]), unnest(${param(received)}::timestamptz[]), unnest(${param(sent)}::timestamptz[]),
        unnest(${param(states)}::smallint[]), jsonb_array_elements(${`[${bins.join(',')}]`}::jsonb), unnest(${param(codes)}::text[]))
        as t(kiosk_id, received_at, sent_at, state, bins, codes)
    ), history as (
      insert into kiosk_heartbeat (kiosk_id, received_at, sent_at, state, bins, error_codes)
      select kiosk_id, received_at, sent_at, state, bins, error_codes from incoming
    ), latest as (
      select distinct on (kiosk_id) * from incoming order by kiosk_id, sent_at desc
    ), previous as (
      select s.kiosk_id, s.state, s.error_codes, s.online from kiosk_state s join latest l on l.kiosk_id = s.kiosk_id
    ), saved as (
      insert into kiosk_state as s (kiosk_id, seq, state, online, last_heartbeat_at, sent_at, state_since, bins, error_codes, updated_at)
      select kiosk_id, nextval('kiosk_state_seq'), state, true, received_at, sent_at, received_at, bins, error_codes, now() from latest
      on conflict (kiosk_id) do update set
        seq = excluded.seq, state = excluded.state, online = true, last_heartbeat_at = excluded.last_heartbeat_at,
        sent_at = excluded.sent_at, state_since = case when s.state = excluded.state then s.state_since else excluded.state_since end,
        bins = excluded.bins, error_codes = excluded.error_codes, updated_at = excluded.updated_at
      where s.sent_at < excluded.sent_at
      returning s.kiosk_id, s.state, s.error_codes, s.last_heartbeat_at
    )
    select saved.*, previous.state as prev_state, previous.error_codes as prev_error_codes, previous.online as prev_online
    from saved left join previous on previous.kiosk_id = saved.kiosk_id
    where previous.kiosk_id is null or previous.state <> saved.state or previous.error_codes <> saved.error_codes or not previous.online`);
}

/** The versions kiosks reported that differ from their stored ones; a version not reported stays. */
async function updateVersions(tx: Tx, reports: Map<DeviceKiosk, ReportedVersions>): Promise<void> {
  const ids: number[] = [], version: (string | null)[] = [], firmware: (string | null)[] = [], ext: (string | null)[] = [], fixed: (string | null)[] = [];
  for (const [kiosk, reported] of reports) {
    ids.push(kiosk.id);
    version.push(reported.version);
    firmware.push(reported.firmware);
    ext.push(reported.extVersion);
    fixed.push(reported.fixedVersion);
  }
  await tx.execute(sql`
    update kiosk k set version = coalesce(v.version, k.version), firmware = coalesce(v.firmware, k.firmware),
      ext_version = coalesce(v.ext_version, k.ext_version), fixed_version = coalesce(v.fixed_version, k.fixed_version)
    from unnest(${param(ids)}::int[], ${param(version)}::text[], ${param(firmware)}::text[], ${param(ext)}::text[], ${param(fixed)}::text[])
      as v(id, version, firmware, ext_version, fixed_version)
    where k.id = v.id`);
}

/**
 * Writes a batch of heartbeats in one transaction: history, latest state, reported versions, the
 * lifecycle of the kiosks whose state changed, and one live announcement. Returns the versions now stored.
 */
export async function writeHeartbeats(db: Db, rows: BufferedHeartbeat[]): Promise<Map<DeviceKiosk, ReportedVersions>> {
  const versions = new Map<DeviceKiosk, ReportedVersions>();
  for (const row of rows) if (row.versions) versions.set(row.kiosk, row.versions);
  await db.transaction(async (tx) => {
    const changed = await storeBatch(tx, rows);
    if (versions.size > 0) await updateVersions(tx, versions);
    if (changed.length > 0) {
      const kiosks = new Map(rows.map((row) => [row.kiosk.id, row.kiosk]));
      await applyTransitions(tx, changed.map((row): StateChange => ({
        kiosk: { kioskId: row.kiosk_id, tid: kiosks.get(row.kiosk_id)!.tid },
        at: new Date(row.last_heartbeat_at),
        state: row.state,
        errorCodes: row.error_codes,
        previous: row.prev_state === null ? null : { state: row.prev_state, errorCodes: row.prev_error_codes ?? [], online: row.prev_online ?? true },
      })));
    }
    await announceKioskChanges(tx);
  });
  return versions;
}

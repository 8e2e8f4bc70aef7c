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

interface StoredBatch {
  changed: ChangedRow[];
  /**
   * Positions (0-based) of the rows not newer than the kiosk's stored heartbeat: replays accepted by another instance.
   */
  stale: number[];
}

/**
 * Stores a batch in one statement, so its rows are sent and parsed once: every heartbeat newer than
 * its kiosk's stored one into the history, and each kiosk's newest one of the batch as its latest
 * state. The rows travel as one set of columns: arrays, the bins as one JSON document (parsed once
 * instead of once per element of a jsonb array) and each row's error codes as an array literal.
 * Returns the kiosks whose state, error codes or online flag changed, with their previous values, and
 * the rows left out as stale.
 */
async function storeBatch(tx: Tx, rows: BufferedHeartbeat[]): Promise<StoredBatch> {
  const ids: number[] = [],
    received: string[] = [],
    sent: string[] = [],
    states: number[] = [],
    bins: string[] = [],
    codes: string[] = [];
  for (const row of rows) {
    ids.push(row.kiosk.id);
    received.push(row.receivedAt);
    sent.push(row.sentAt);
    states.push(row.state);
    bins.push(row.bins);
    codes.push(textArrayLiteral(row.errorCodes));
  }
  const [result] = await queryRows<{ changed: ChangedRow[] | string | null; stale: number[] | null }>(
    tx,
    sql`
    with incoming as materialized (
      select n::int - 1 as n, kiosk_id, received_at, sent_at, state, bins, codes::text[] as error_codes
      from rows from (unnest(${param(ids)}::int[]), unnest(${param(received)}::timestamptz[]),
        unnest(${param(sent)}::timestamptz[]), unnest(${param(states)}::smallint[]),
        jsonb_array_elements(${`[${bins.join(',')}]`}::jsonb), unnest(${param(codes)}::text[]))
        with ordinality as t(kiosk_id, received_at, sent_at, state, bins, codes, n)
    ), previous as (
      select s.kiosk_id, s.state, s.error_codes, s.online, s.sent_at from kiosk_state s
      where s.kiosk_id in (select kiosk_id from incoming)
    ), fresh as materialized (
      select i.* from incoming i left join previous p on p.kiosk_id = i.kiosk_id
      where p.sent_at is null or i.sent_at > p.sent_at
    ), history as (
      insert into kiosk_heartbeat (kiosk_id, received_at, sent_at, state, bins, error_codes)
      select kiosk_id, received_at, sent_at, state, bins, error_codes from fresh
    ), latest as (
      select distinct on (kiosk_id) * from fresh order by kiosk_id, sent_at desc
    ), saved as (
      insert into kiosk_state as s
        (kiosk_id, seq, state, online, last_heartbeat_at, sent_at, state_since, bins, error_codes, updated_at)
      select kiosk_id, nextval('kiosk_state_seq'), state, true, received_at, sent_at, received_at, bins, error_codes,
        now()
      from latest
      on conflict (kiosk_id) do update set
        seq = excluded.seq, state = excluded.state, online = true, last_heartbeat_at = excluded.last_heartbeat_at,
        sent_at = excluded.sent_at,
        state_since = case when s.state = excluded.state then s.state_since else excluded.state_since end,
        bins = excluded.bins, error_codes = excluded.error_codes, updated_at = excluded.updated_at
      where s.sent_at < excluded.sent_at
      returning s.kiosk_id, s.state, s.error_codes, s.last_heartbeat_at
    )
    select
      (select json_agg(json_build_object('kiosk_id', saved.kiosk_id, 'state', saved.state,
          'error_codes', saved.error_codes,
          'last_heartbeat_at', saved.last_heartbeat_at, 'prev_state', previous.state,
          'prev_error_codes', previous.error_codes, 'prev_online', previous.online))
        from saved left join previous on previous.kiosk_id = saved.kiosk_id
        where previous.kiosk_id is null or previous.state <> saved.state or previous.error_codes <> saved.error_codes
          or not previous.online) as changed,
      (select array_agg(n) from incoming where n not in (select n from fresh)) as stale`,
  );
  const changed =
    typeof result!.changed === 'string' ? (JSON.parse(result!.changed) as ChangedRow[]) : (result!.changed ?? []);
  return { changed, stale: result!.stale ?? [] };
}

/** The versions kiosks reported that differ from their stored ones; a version not reported stays. */
async function updateVersions(tx: Tx, reports: Map<DeviceKiosk, ReportedVersions>): Promise<void> {
  const ids: number[] = [],
    version: (string | null)[] = [],
    firmware: (string | null)[] = [],
    ext: (string | null)[] = [],
    fixed: (string | null)[] = [];
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
    from unnest(${param(ids)}::int[], ${param(version)}::text[], ${param(firmware)}::text[], ${param(ext)}::text[],
      ${param(fixed)}::text[])
      as v(id, version, firmware, ext_version, fixed_version)
    where k.id = v.id`);
}

export interface WrittenBatch {
  /** The versions now stored of the kiosks that reported different ones. */
  versions: Map<DeviceKiosk, ReportedVersions>;
  /** Positions of the rows not stored: not newer than what another instance stored meanwhile. */
  stale: ReadonlySet<number>;
}

/**
 * Writes a batch of heartbeats in one transaction: history, latest state, reported versions, the
 * lifecycle of the kiosks whose state changed, and one live announcement.
 */
export async function writeHeartbeats(db: Db, rows: BufferedHeartbeat[]): Promise<WrittenBatch> {
  const versions = new Map<DeviceKiosk, ReportedVersions>();
  let stale = new Set<number>();
  await db.transaction(async (tx) => {
    const stored = await storeBatch(tx, rows);
    stale = new Set(stored.stale);
    const changed = stored.changed;
    rows.forEach((row, index) => {
      if (row.versions && !stale.has(index)) versions.set(row.kiosk, row.versions);
    });
    if (versions.size > 0) await updateVersions(tx, versions);
    if (changed.length > 0) {
      const kiosks = new Map(rows.map((row) => [row.kiosk.id, row.kiosk]));
      await applyTransitions(
        tx,
        changed.map((row): StateChange => ({
          kiosk: { kioskId: row.kiosk_id, tid: kiosks.get(row.kiosk_id)!.tid },
          at: new Date(row.last_heartbeat_at),
          state: row.state,
          errorCodes: row.error_codes,
          previous:
            row.prev_state === null
              ? null
              : { state: row.prev_state, errorCodes: row.prev_error_codes ?? [], online: row.prev_online ?? true },
        })),
      );
    }
    await announceKioskChanges(tx);
  });
  return { versions, stale };
}

import { CommandStatus, DEFAULT_OFFLINE_AFTER_SECONDS, type CommandResultCode } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';
import { announceKioskChanges } from '../device/live-notify.js';
import { OFFLINE_ALERT_TYPE, raiseAlarms, recordActivities, startDowntimes, type KioskRef } from './lifecycle.js';

const offlineAfter = sql`case when jsonb_typeof(k.settings -> 'offlineAfterSeconds') = 'number'
  then (k.settings ->> 'offlineAfterSeconds')::float8 else ${DEFAULT_OFFLINE_AFTER_SECONDS} end`;

/**
 * Marks offline, in one statement, the online kiosks whose last heartbeat is overdue at `now`; each gets
 * an 'offline' activity entry, an open offline downtime and an OFFLINE alarm, and the live feed one
 * announcement. Rows another instance (or the heartbeat ingest) holds are skipped, left to the next run.
 * Returns the ids of the kiosks marked offline.
 */
export async function sweepOffline(db: Db, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const rows = await queryRows<{ kiosk_id: number; tid: number | null; last_heartbeat_at: string | Date }>(
      tx,
      sql`
      with overdue as (
        select s.kiosk_id, k.tid from kiosk_state s join kiosk k on k.id = s.kiosk_id
        where s.online and s.last_heartbeat_at < ${at}::timestamptz - make_interval(secs => ${offlineAfter})
        for update of s skip locked
      )
      update kiosk_state s set online = false, seq = nextval('kiosk_state_seq'), updated_at = ${at}::timestamptz
      from overdue where s.kiosk_id = overdue.kiosk_id
      returning s.kiosk_id, overdue.tid, s.last_heartbeat_at`,
    );
    if (rows.length === 0) return [];
    const kiosks: (KioskRef & { lastHeartbeatAt: string })[] = rows.map((row) => ({
      kioskId: row.kiosk_id,
      tid: row.tid,
      lastHeartbeatAt: new Date(row.last_heartbeat_at).toISOString(),
    }));
    await recordActivities(
      tx,
      kiosks.map((kiosk) => ({ kiosk, kind: 'offline', detail: { lastHeartbeatAt: kiosk.lastHeartbeatAt }, at: now })),
    );
    await startDowntimes(
      tx,
      kiosks.map((kiosk) => kiosk.kioskId),
      'offline',
      now,
    );
    await raiseAlarms(
      tx,
      kiosks.map((kiosk) => ({
        ...kiosk,
        typeCode: OFFLINE_ALERT_TYPE,
        message: `Last heartbeat ${kiosk.lastHeartbeatAt}`,
        at: now,
      })),
    );
    await announceKioskChanges(tx);
    return kiosks.map((kiosk) => kiosk.kioskId);
  });
}

const NOT_FETCHED: CommandResultCode = 'notFetchedInTime';
const NOT_ACKNOWLEDGED: CommandResultCode = 'notAcknowledgedInTime';

/**
 * Gives up the commands still not fetched `minutes` after they were queued, and those fetched but not
 * acknowledged `minutes` after delivery (the kiosk lost them), each with the result saying which; each gets a
 * 'commandExpired' activity entry.
 */
export async function expireCommands(db: Db, minutes: number, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const rows = await queryRows<{ id: number; kiosk_id: number; tid: number | null; command: string }>(
      tx,
      sql`
      with stale as (
        select c.id from kiosk_command c
        where (c.status = ${CommandStatus.Pending}
            and c.created_at < ${at}::timestamptz - make_interval(mins => ${minutes}))
          or (c.status = ${CommandStatus.Delivered}
            and c.delivered_at < ${at}::timestamptz - make_interval(mins => ${minutes}))
        for update skip locked
      )
      update kiosk_command c set status = ${CommandStatus.Expired}, completed_at = ${at}::timestamptz,
        result = case when c.status = ${CommandStatus.Pending} then ${NOT_FETCHED} else ${NOT_ACKNOWLEDGED} end
      from stale, kiosk k where c.id = stale.id and k.id = c.kiosk_id
      returning c.id, c.kiosk_id, k.tid, c.command`,
    );
    await recordActivities(
      tx,
      rows.map((row) => ({
        kiosk: { kioskId: row.kiosk_id, tid: row.tid },
        kind: 'commandExpired',
        detail: { commandId: row.id, command: row.command },
        at: now,
      })),
    );
    return rows.map((row) => row.id);
  });
}

/** Sweeps done by one run of the kiosk watch: about a minute's worth, as its schedule fires each minute. */
const WATCH_RUN_SECONDS = 60;

/**
 * The kiosk watch: each minute (its schedule), a run sweeps overdue kiosks offline and expires stale commands
 * every `seconds` until the minute is up, so a kiosk is found offline within `seconds` of its delay.
 */
export function kioskWatchJob(options: { seconds: number; commandExpireMinutes: number }): JobDefinition {
  return {
    name: 'kiosk.watch',
    cron: '* * * * *',
    summary: {
      en_US: '{sweeps} sweeps: {offline} kiosks marked offline, {expired} commands expired',
      zh_HK: '檢查 {sweeps} 次：{offline} 部設備標示為離線，{expired} 個指令逾時',
      zh_CN: '检查 {sweeps} 次：{offline} 台设备标记为离线，{expired} 个指令超时',
    },
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    async run({ db, signal }) {
      const started = Date.now();
      let offline = 0;
      let expired = 0;
      let sweeps = 0;
      do {
        sweeps += 1;
        offline += (await sweepOffline(db)).length;
        expired += (await expireCommands(db, options.commandExpireMinutes)).length;
        if (Date.now() - started + options.seconds * 1000 >= WATCH_RUN_SECONDS * 1000) break;
        await sleep(options.seconds * 1000, undefined, { signal }).catch(() => undefined);
      } while (!signal.aborted);
      return { sweeps, offline, expired };
    },
  };
}

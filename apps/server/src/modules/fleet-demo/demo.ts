import { asc, eq, sql } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import { heartbeatOf, HOUR, type KioskKind, type SimMaterial } from './model/kiosk-model.js';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import { announceKioskChanges } from '../device/live-notify.js';
import { kioskState } from '../device/tables.js';
import { kiosk } from '../kiosk/tables.js';
import {
  clearAlarm,
  endDowntime,
  KIND_OF,
  raiseAlarm,
  recordActivity,
  startDowntime,
  type KioskRef,
} from '../kiosk-ops/lifecycle.js';
import { kioskCommand } from '../kiosk-ops/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { tenant } from '../organisation/tables.js';
import {
  castRoles,
  DEMO_SEED,
  kioskHistory,
  MARKED_DOWN_REASON,
  SCENE_HOURS,
  type DemoKiosk,
  type KioskHistory,
  type LifecycleWrite,
} from './history.js';
import { creditPast, earnPast, type DemoKioskFacts } from './past-earnings.js';
import { splitAt, type PastRecords } from './past-records.js';
import { fleetDemoKiosk } from './tables.js';
import { issueDeviceSecret } from '../kiosk/device-secret.js';

/** Rows per unnest statement: one parameter per column whatever the rows, so this only bounds the statement's size. */
const ROWS_PER_STATEMENT = 5_000;
/** Rows per multi-row insert of commands: 9 parameters each stay far below PostgreSQL's 65,535. */
const COMMANDS_PER_STATEMENT = 1_000;

interface Seeded {
  demo: DemoKiosk;
  ref: KioskRef;
  history: KioskHistory;
  /** Alarms, downtime and activity before the scene, as rows. */
  past: PastRecords;
  /** Lifecycle writes of the scene, made one by one. */
  present: LifecycleWrite[];
}

const iso = (at: number) => new Date(at).toISOString();

function chunks<T>(rows: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );
}

/** The materials the demo kiosks recycle: the catalogue's active ones. */
export async function demoCatalogue(db: DbOrTx): Promise<SimMaterial[]> {
  return (await db
    .select({
      code: kioskMaterialType.code,
      kioskType: kioskMaterialType.kioskType,
      unit: kioskMaterialType.unit,
      pointsPerUnit: kioskMaterialType.pointsPerUnit,
    })
    .from(kioskMaterialType)
    .where(eq(kioskMaterialType.status, 1))) as SimMaterial[];
}

/** The materials of the catalogue a kiosk takes: its bins hold those, so it credits only what its tenant prices. */
export function takenBy(catalogue: readonly SimMaterial[], recycleType: readonly string[] | null): SimMaterial[] {
  if (!recycleType?.length) return [...catalogue];
  const taken = new Set(recycleType.map((code) => code.toUpperCase()));
  return catalogue.filter((material) => taken.has(material.code.toUpperCase()));
}

/** A new device secret for each demo kiosk, kept so the live demo can report as the kiosk (live-demo.ts). */
async function issueDemoSecrets(tx: Tx, kioskIds: number[]): Promise<void> {
  const issued = kioskIds.map((kioskId) => ({ kioskId, ...issueDeviceSecret() }));
  await tx.execute(sql`
    update kiosk k set secret_hash = t.secret_hash, secret_issued_at = now()
    from unnest(${sql.param(issued.map((row) => row.kioskId))}::int[],
      ${sql.param(issued.map((row) => row.secretHash))}::text[]) as t(id, secret_hash)
    where k.id = t.id`);
  await tx.insert(fleetDemoKiosk).values(issued.map(({ kioskId, secret }) => ({ kioskId, secret })));
}

async function insertHeartbeats(tx: Tx, seeded: Seeded[]): Promise<void> {
  const rows = seeded.flatMap(({ demo, history }) => history.heartbeats.map((beat) => ({ kioskId: demo.id, ...beat })));
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    await tx.execute(sql`
      insert into kiosk_heartbeat (kiosk_id, received_at, sent_at, state, bins, error_codes)
      select kiosk_id, sent_at + interval '180 milliseconds', sent_at, state, bins::jsonb,
        coalesce(string_to_array(nullif(codes, ''), ','), '{}')
      from unnest(
        ${sql.param(part.map((row) => row.kioskId))}::int[],
        ${sql.param(part.map((row) => iso(row.at)))}::timestamptz[],
        ${sql.param(part.map((row) => row.state))}::smallint[],
        ${sql.param(part.map((row) => JSON.stringify(row.bins)))}::text[],
        ${sql.param(part.map((row) => row.errorCodes.join(',')))}::text[]
      ) as t(kiosk_id, sent_at, state, bins, codes)`);
  }
}

/**
 * The fleet's past transactions with their items, a few statements for the whole fleet: demo members named on most of
 * them, each earning by its tenant's rules and credited to the member's wallets (past-earnings.ts).
 */
async function insertTransactions(tx: Tx, seeded: Seeded[], facts: Map<number, DemoKioskFacts>, now: number) {
  const rows = seeded.flatMap(({ ref, history }) => history.transactions.map((transaction) => ({ ref, transaction })));
  const earnings = await earnPast(tx, rows, facts, now, DEMO_SEED);
  const none = { memberId: null, items: [], points: 0, rebate: 0 };
  const earningOf = (uuid: string) => earnings.get(uuid) ?? none;
  const credits: Parameters<typeof creditPast>[1] = [];
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    const column = <T>(pick: (row: (typeof part)[number]) => T) => sql.param(part.map(pick));
    const inserted = await queryRows<{ id: string | number; uuid: string }>(
      tx,
      sql`
      insert into recycle_transaction (uuid, batch_id, kiosk_id, tid, tran_dttm, status, amount,
        total_count, total_weight_kg, total_points, payment_mode, member_card_no, member_id, earned_points,
        rebate_amount, received_at)
      select uuid, batch_id, kiosk_id, tid, tran_dttm, status, amount, total_count, total_weight_kg, total_points,
        payment_mode, member_card_no, member_id, earned_points, rebate_amount, tran_dttm + interval '400 milliseconds'
      from unnest(${column((row) => row.transaction.uuid)}::uuid[], ${column((row) => row.transaction.batchId)}::text[],
        ${column((row) => row.ref.kioskId)}::int[], ${column((row) => row.ref.tid)}::int[],
        ${column((row) => row.transaction.tranDttm)}::timestamptz[],
        ${column((row) => row.transaction.status)}::smallint[], ${column((row) => row.transaction.amount)}::numeric[],
        ${column((row) => row.transaction.items.reduce((sum, item) => sum + item.count, 0))}::int[],
        ${column((row) => row.transaction.items.reduce((sum, item) => sum + item.weightKg, 0).toFixed(3))}::numeric[],
        ${column((row) => row.transaction.items.reduce((sum, item) => sum + item.points, 0))}::int[],
        ${column((row) => row.transaction.paymentMode ?? null)}::smallint[],
        ${column((row) => row.transaction.memberCardNo ?? null)}::text[],
        ${column((row) => earningOf(row.transaction.uuid).memberId)}::int[],
        ${column((row) => earningOf(row.transaction.uuid).points)}::int[],
        ${column((row) => earningOf(row.transaction.uuid).rebate)}::numeric[])
        as t(uuid, batch_id, kiosk_id, tid, tran_dttm, status, amount, total_count, total_weight_kg, total_points,
          payment_mode, member_card_no, member_id, earned_points, rebate_amount)
      returning id, uuid`,
    );
    const idOf = new Map(inserted.map((row) => [row.uuid, Number(row.id)]));
    for (const { ref, transaction } of part) {
      const earning = earnings.get(transaction.uuid);
      if (earning && ref.tid !== null)
        credits.push({ id: idOf.get(transaction.uuid)!, tid: ref.tid, ...transaction, earning });
    }
    const items = part.flatMap(({ transaction }) =>
      transaction.items.map((item, index) => ({
        transactionId: idOf.get(transaction.uuid)!,
        ...item,
        earned: earningOf(transaction.uuid).items[index] ?? { points: 0, rebate: 0 },
      })),
    );
    for (const itemPart of chunks(items, ROWS_PER_STATEMENT)) {
      await tx.execute(sql`
        insert into recycle_item (transaction_id, material, count, weight_kg, points, earned_points, rebate_amount)
        select * from unnest(
          ${sql.param(itemPart.map((item) => item.transactionId))}::bigint[],
          ${sql.param(itemPart.map((item) => item.material))}::text[],
          ${sql.param(itemPart.map((item) => item.count))}::int[],
          ${sql.param(itemPart.map((item) => item.weightKg))}::numeric[],
          ${sql.param(itemPart.map((item) => item.points))}::int[],
          ${sql.param(itemPart.map((item) => item.earned.points))}::int[],
          ${sql.param(itemPart.map((item) => item.earned.rebate))}::numeric[]
        )`);
    }
  }
  await creditPast(tx, credits);
}

/**
 * Ids for new rows of a serial column, taken from its sequence, so rows that point at them go in the same bulk insert
 * round.
 */
async function reserveIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id);
}

/** The weeks before the scene: alarms, downtime periods and activity entries, a few statements for the whole fleet. */
async function insertPast(tx: Tx, seeded: Seeded[], adminId: number | null): Promise<void> {
  const alarms = seeded.flatMap(({ ref, past }) => past.alarms.map((alarm) => ({ ref, alarm })));
  const alarmIds = await reserveIds(tx, 'kiosk_alarm', alarms.length);
  for (const [partIndex, part] of chunks(alarms, ROWS_PER_STATEMENT).entries()) {
    const ids = alarmIds.slice(partIndex * ROWS_PER_STATEMENT, partIndex * ROWS_PER_STATEMENT + part.length);
    const column = <T>(pick: (row: (typeof part)[number]) => T) => sql.param(part.map(pick));
    await tx.execute(sql`
      insert into kiosk_alarm
        (id, kiosk_id, tid, type_code, error_code, message, active, raised_at, last_seen_at, cleared_at)
      select id, kiosk_id, tid, type_code, error_code, message, cleared_at is null, raised_at, raised_at, cleared_at
      from unnest(
        ${sql.param(ids)}::int[],
        ${column((row) => row.ref.kioskId)}::int[],
        ${column((row) => row.ref.tid)}::int[],
        ${column((row) => row.alarm.typeCode)}::text[],
        ${column((row) => row.alarm.errorCode)}::text[],
        ${column((row) => row.alarm.message)}::text[],
        ${column((row) => iso(row.alarm.raisedAt))}::timestamptz[],
        ${column((row) => (row.alarm.clearedAt === null ? null : iso(row.alarm.clearedAt)))}::timestamptz[]
      ) as t(id, kiosk_id, tid, type_code, error_code, message, raised_at, cleared_at)`);
  }

  const downtimes = seeded.flatMap(({ ref, past }) =>
    past.downtimes.map((period) => ({ kioskId: ref.kioskId, ...period })),
  );
  for (const part of chunks(downtimes, ROWS_PER_STATEMENT)) {
    await tx.execute(sql`
      insert into kiosk_downtime (kiosk_id, kind, cause, started_at, ended_at)
      select * from unnest(
        ${sql.param(part.map((period) => period.kioskId))}::int[],
        ${sql.param(part.map((period) => KIND_OF[period.cause]))}::smallint[],
        ${sql.param(part.map((period) => period.cause))}::text[],
        ${sql.param(part.map((period) => iso(period.startedAt)))}::timestamptz[],
        ${sql.param(part.map((period) => (period.endedAt === null ? null : iso(period.endedAt))))}::timestamptz[]
      )`);
  }

  // An alarm's entries name it by id, as raiseAlarm and clearAlarm write them.
  let alarmOffset = 0;
  const activities = seeded.flatMap(({ ref, past }) => {
    const offset = alarmOffset;
    alarmOffset += past.alarms.length;
    return past.activities.map((entry) => ({
      ref,
      at: entry.at,
      kind: entry.kind,
      userId: entry.byStaff ? adminId : null,
      detail: entry.alarm === undefined ? entry.detail : { alarmId: alarmIds[offset + entry.alarm], ...entry.detail },
    }));
  });
  for (const part of chunks(activities, ROWS_PER_STATEMENT)) {
    await tx.execute(sql`
      insert into kiosk_activity (kiosk_id, tid, at, kind, detail, user_id)
      select kiosk_id, tid, at, kind, detail::jsonb, user_id
      from unnest(
        ${sql.param(part.map((entry) => entry.ref.kioskId))}::int[],
        ${sql.param(part.map((entry) => entry.ref.tid))}::int[],
        ${sql.param(part.map((entry) => iso(entry.at)))}::timestamptz[],
        ${sql.param(part.map((entry) => entry.kind))}::text[],
        ${sql.param(part.map((entry) => JSON.stringify(entry.detail)))}::text[],
        ${sql.param(part.map((entry) => entry.userId))}::int[]
      )
        as t(kiosk_id, tid, at, kind, detail, user_id)`);
  }
}

/** The scene's alarms, downtime and activity through the lifecycle writes the device API and operations use. */
async function writePresent(tx: Tx, { ref, present }: Seeded, adminId: number | null): Promise<void> {
  for (const write of present) {
    const at = new Date(write.at);
    switch (write.kind) {
      case 'raise':
        await raiseAlarm(tx, {
          ...ref,
          typeCode: write.typeCode,
          errorCode: write.errorCode,
          message: write.message,
          at,
        });
        break;
      case 'clear':
        await clearAlarm(tx, ref, write.typeCode, at);
        break;
      case 'startDowntime':
        await startDowntime(tx, ref.kioskId, write.cause, at);
        break;
      case 'endDowntime':
        await endDowntime(tx, ref.kioskId, write.cause, at);
        break;
      case 'activity':
        await recordActivity(tx, ref, write.activity, write.detail, at, write.byStaff ? adminId : null);
        break;
    }
  }
}

/**
 * Three weeks of fleet history for every kiosk there is at seed time (the demo kiosks), computed with
 * the simulator's kiosk model: heartbeats every 15 minutes, transactions with their items, alarms,
 * downtime, activity, commands, and each kiosk's latest state. Ends on a fleet that is mostly normal
 * with one kiosk full, one offline, one marked down, one faulted and two near full. Each gets a new
 * device secret, kept for the live demo that keeps them reporting.
 */
export async function seedDemoFleetHistory(tx: Tx, now = Date.now()): Promise<void> {
  const kiosks = (
    await tx
      .select({
        id: kiosk.id,
        kid: kiosk.kid,
        tid: kiosk.tid,
        kioskType: kiosk.kioskType,
        recycleType: kiosk.recycleType,
        creditMode: kiosk.creditMode,
        tenantName: tenant.name,
      })
      .from(kiosk)
      .leftJoin(tenant, eq(tenant.id, kiosk.tid))
      .orderBy(asc(kiosk.id))
  ).filter((row) => row.kioskType === 0 || row.kioskType === 1 || row.kioskType === 2);
  if (!kiosks.length) return;
  const catalogue = await demoCatalogue(tx);
  const [admin] = await tx.select({ id: adminUser.id }).from(adminUser).where(eq(adminUser.loginId, 'admin'));
  const demos = kiosks.map((row) => ({ id: row.id, kid: row.kid, kioskType: row.kioskType as KioskKind }));
  const roles = castRoles(demos, DEMO_SEED);
  const seeded: Seeded[] = kiosks.map((row, index) => {
    const history = kioskHistory(
      demos[index]!,
      roles.get(row.id)!,
      takenBy(catalogue, row.recycleType),
      now,
      DEMO_SEED,
    );
    return {
      demo: demos[index]!,
      ref: { kioskId: row.id, tid: row.tid },
      history,
      ...splitAt(history.writes, now - SCENE_HOURS * HOUR),
    };
  });

  await issueDemoSecrets(
    tx,
    kiosks.map((row) => row.id),
  );
  await insertHeartbeats(tx, seeded);
  const facts = new Map(kiosks.map((row) => [row.id, { ...row, kioskType: row.kioskType! }]));
  await insertTransactions(tx, seeded, facts, now);
  await insertPast(tx, seeded, admin?.id ?? null);
  for (const one of seeded) await writePresent(tx, one, admin?.id ?? null);
  const commands = seeded.flatMap(({ demo, history }) =>
    history.commands.map((command) => ({
      kioskId: demo.id,
      command: command.command,
      params: command.params,
      status: command.status,
      createdBy: admin?.id ?? null,
      createdAt: new Date(command.createdAt),
      deliveredAt: command.deliveredAt === null ? null : new Date(command.deliveredAt),
      completedAt: command.completedAt === null ? null : new Date(command.completedAt),
      result: command.result,
    })),
  );
  for (const part of chunks(commands, COMMANDS_PER_STATEMENT)) await tx.insert(kioskCommand).values(part);
  await tx.insert(kioskState).values(
    seeded.map(({ demo, history }) => {
      const latest = heartbeatOf(history.kiosk, new Date(history.lastHeartbeatAt));
      return {
        kioskId: demo.id,
        state: latest.state,
        online: history.kiosk.online,
        lastHeartbeatAt: new Date(history.lastHeartbeatAt),
        sentAt: new Date(history.lastHeartbeatAt),
        stateSince: new Date(history.kiosk.stateSince),
        bins: latest.bins,
        errorCodes: latest.errorCodes,
        manualDown: history.manualDown,
        downReason: history.manualDown ? MARKED_DOWN_REASON : null,
        updatedAt: new Date(history.lastHeartbeatAt),
      };
    }),
  );
  await announceKioskChanges(tx);
}

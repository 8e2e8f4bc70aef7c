import { ResourceType, type LiveKiosk } from '@srd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/auth-user.js';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { inScope } from '../../platform/permissions/scope.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { kioskState } from '../device/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { reachCondition } from '../mapping/resources.js';
import { parseSnapshot, type PgSnapshot } from './change-cursor.js';

/** Rows read per change read; a longer backlog is read in several. */
const CHANGES_PER_READ = 5_000;

/** The kiosks a socket's user reaches, held in memory so each change is matched without a query. */
export interface Audience {
  scope: Scope;
  grantedKioskIds: ReadonlySet<number>;
  /** Sockets with the same key reach the same kiosks and share one encoded message. */
  key: string;
}

/** The same rule as `reachCondition(ctx, 'Kiosk')`: the user's tenant scope, plus kiosks granted by admin mapping. */
export function reaches(audience: Audience, row: Pick<LiveKiosk, 'kioskId' | 'tid'>): boolean {
  return inScope(audience.scope, { tid: row.tid }) || audience.grantedKioskIds.has(row.kioskId);
}

export async function audienceOf(db: Db, user: { id: number; scope: Scope }): Promise<Audience> {
  const { scope } = user;
  if (scope.allData) return { scope, grantedKioskIds: new Set(), key: 'all' };
  const grants = await db
    .select({ id: adminMapping.resId })
    .from(adminMapping)
    .where(and(eq(adminMapping.adminId, user.id), eq(adminMapping.resTypeId, ResourceType.Kiosk)));
  const ids = grants.map((grant) => grant.id).sort((a, b) => a - b);
  return { scope, grantedKioskIds: new Set(ids), key: `${scope.tid}/${scope.mid}/${scope.sid}+${ids.join(',')}` };
}

/** Every kiosk the caller reaches with its latest state, or none before its first heartbeat. */
export async function readFleet(ctx: SignedInContext): Promise<LiveKiosk[]> {
  const rows = await ctx.db
    .select({
      kioskId: kiosk.id,
      kid: kiosk.kid,
      tid: kiosk.tid,
      kioskType: kiosk.kioskType,
      name: kiosk.name,
      nameCht: kiosk.nameCht,
      nameChs: kiosk.nameChs,
      lat: kiosk.lat,
      lon: kiosk.lon,
      state: kioskState.state,
      online: kioskState.online,
      manualDown: kioskState.manualDown,
      lastHeartbeatAt: kioskState.lastHeartbeatAt,
      bins: kioskState.bins,
      errorCodes: kioskState.errorCodes,
      seq: kioskState.seq,
    })
    .from(kiosk)
    .leftJoin(kioskState, eq(kioskState.kioskId, kiosk.id))
    .where(reachCondition(ctx, 'Kiosk'))
    .orderBy(asc(kiosk.kid));
  return rows.map((row) => ({
    ...row,
    state: row.state as LiveKiosk['state'],
    online: row.online ?? false,
    manualDown: row.manualDown ?? false,
    lastHeartbeatAt: row.lastHeartbeatAt?.toISOString() ?? null,
    bins: row.bins ?? [],
    errorCodes: row.errorCodes ?? [],
    seq: row.seq ?? 0,
  }));
}

type ChangedRow = Omit<LiveKiosk, 'lastHeartbeatAt'> & { lastHeartbeatAt: string };

/**
 * The latest states numbered above `from`, oldest first, and the snapshot they were read under: one
 * statement, so the snapshot tells exactly which writers had not committed yet.
 */
export async function readChanges(
  db: Db,
  from: number,
): Promise<{ snapshot: PgSnapshot; kiosks: LiveKiosk[]; full: boolean }> {
  const [result] = await queryRows<{ snapshot: string; rows: ChangedRow[] | string }>(
    db,
    sql`
    select pg_current_snapshot()::text as snapshot, coalesce((
      select json_agg(r order by r.seq) from (
        select s.kiosk_id as "kioskId", k.kid, k.tid, k.kiosk_type as "kioskType",
          k.name, k.name_cht as "nameCht", k.name_chs as "nameChs",
          k.lat, k.lon, s.state, s.online, s.manual_down as "manualDown", s.last_heartbeat_at as "lastHeartbeatAt",
          s.bins, s.error_codes as "errorCodes", s.seq
        from kiosk_state s join kiosk k on k.id = s.kiosk_id
        where s.seq > ${from}
        order by s.seq
        limit ${CHANGES_PER_READ}) r), '[]'::json) as rows`,
  );
  const rows: ChangedRow[] =
    typeof result!.rows === 'string' ? (JSON.parse(result!.rows) as ChangedRow[]) : result!.rows;
  const kiosks = rows.map((row) => ({
    ...row,
    seq: Number(row.seq),
    lastHeartbeatAt: new Date(row.lastHeartbeatAt).toISOString(),
  }));
  return { snapshot: parseSnapshot(result!.snapshot), kiosks, full: rows.length === CHANGES_PER_READ };
}

export async function latestSeq(db: Db): Promise<number> {
  const [row] = await queryRows<{ seq: string | number }>(
    db,
    sql`select coalesce(max(seq), 0) as seq from kiosk_state`,
  );
  return Number(row!.seq);
}

import {
  KIOSK_LIVE_STATUSES,
  type HeartbeatPageRequest,
  type HeartbeatRow,
  type KioskLatestState,
  type KioskLatestStatePage,
  type KioskLatestStatePageRequest,
  type KioskLiveStatus,
} from '@srd/contract';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { kioskHeartbeat, kioskState } from '../device/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { errorCodeTexts } from './error-codes.js';
import { kioskReach } from '../kiosk/service.js';
import { reachedKiosk } from './kiosk-reach.js';
import { NEVER } from './operations.js';

/** The status a kiosk shows, the web's `liveStatusOf` in SQL: no state row, offline, marked down, else its state. */
const liveStatus = sql<KioskLiveStatus>`case when ${kioskState.kioskId} is null then 'noHeartbeat'
  when not ${kioskState.online} then 'offline'
  when ${kioskState.manualDown} then 'manualDown' else 'state' || ${kioskState.state} end`;

const liveColumns = {
  kioskId: kiosk.id,
  kid: kiosk.kid,
  name: kiosk.name,
  nameCht: kiosk.nameCht,
  nameChs: kiosk.nameChs,
  tid: kiosk.tid,
  kioskType: kiosk.kioskType,
  status: liveStatus.as('status'),
  state: kioskState.state,
  online: kioskState.online,
  manualDown: kioskState.manualDown,
  downReason: kioskState.downReason,
  lastHeartbeatAt: kioskState.lastHeartbeatAt,
  stateSince: kioskState.stateSince,
  bins: kioskState.bins,
  errorCodes: kioskState.errorCodes,
  seq: kioskState.seq,
};

function liveFilters(ctx: SignedInContext, input: KioskLatestStatePageRequest): (SQL | undefined)[] {
  return [
    kioskReach(ctx),
    input.kids?.length
      ? inArray(
          sql`lower(${kiosk.kid})`,
          input.kids.map((kid) => kid.toLowerCase()),
        )
      : undefined,
    input.kioskId === undefined ? undefined : eq(kiosk.id, input.kioskId),
    input.tid === undefined ? undefined : eq(kiosk.tid, input.tid),
    input.kioskType === undefined ? undefined : eq(kiosk.kioskType, input.kioskType),
  ];
}

const fromKiosks = (ctx: SignedInContext) =>
  ctx.db.select(liveColumns).from(kiosk).leftJoin(kioskState, eq(kioskState.kioskId, kiosk.id));

/**
 * `POST /kiosk/getKioskHeartBeats`: the latest state of the kiosks in reach (those without a heartbeat
 * yet included), by KID list, tenant, type and status, with how many show each status.
 */
export async function kioskLivePage(
  ctx: SignedInContext,
  input: KioskLatestStatePageRequest,
): Promise<KioskLatestStatePage> {
  const filters = liveFilters(ctx, input);
  const byStatus = input.status === undefined ? undefined : sql`${liveStatus} = ${input.status}`;
  const [found, tally] = await Promise.all([
    paginate(
      ctx.db,
      () =>
        fromKiosks(ctx)
          .where(and(...filters, byStatus))
          .$dynamic(),
      input,
      {
        sortColumns: { kid: kiosk.kid, lastHeartbeatAt: kioskState.lastHeartbeatAt },
        defaultSort: { field: 'kid', order: 'ascend' },
        tiebreaker: kiosk.id,
      },
    ),
    ctx.db
      .select({ status: liveStatus, n: count() })
      .from(kiosk)
      .leftJoin(kioskState, eq(kioskState.kioskId, kiosk.id))
      .where(and(...filters))
      .groupBy(liveStatus),
  ]);
  const texts = await errorCodeTexts(
    ctx.db,
    found.rows.flatMap((row) => row.errorCodes ?? []),
    ctx.lang,
  );
  const rows: KioskLatestState[] = found.rows.map(({ errorCodes, ...row }) => ({
    ...(withIsoDates(row) as Omit<KioskLatestState, 'errors'>),
    manualDown: row.manualDown ?? false,
    lastHeartbeatAt:
      row.lastHeartbeatAt && row.lastHeartbeatAt.getTime() !== NEVER.getTime()
        ? row.lastHeartbeatAt.toISOString()
        : null,
    bins: row.bins ?? [],
    seq: row.seq ?? 0,
    errors: (errorCodes ?? []).map((code) => texts.get(code)!),
  }));
  const counts = Object.fromEntries(
    KIOSK_LIVE_STATUSES.map((status) => [status, tally.find((entry) => entry.status === status)?.n ?? 0]),
  ) as Record<KioskLiveStatus, number>;
  return { rows, total: found.total, estimated: found.estimated, counts };
}

/** `POST /kiosk/heartbeatPage`: one kiosk's heartbeat history, newest first, by time range and state. */
export async function heartbeatPage(ctx: SignedInContext, input: HeartbeatPageRequest) {
  const target = await reachedKiosk(ctx.db, ctx, input);
  const where = and(
    eq(kioskHeartbeat.kioskId, target.id),
    input.state === undefined ? undefined : eq(kioskHeartbeat.state, input.state),
    withinRange(kioskHeartbeat.receivedAt, input),
  );
  const found = await paginate(ctx.db, () => ctx.db.select().from(kioskHeartbeat).where(where).$dynamic(), input, {
    sortColumns: { receivedAt: kioskHeartbeat.receivedAt },
    defaultSort: { field: 'receivedAt', order: 'descend' },
    tiebreaker: kioskHeartbeat.id,
  });
  return { ...found, rows: found.rows.map((row) => withIsoDates(row) as HeartbeatRow) };
}

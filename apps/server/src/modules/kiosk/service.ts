import {
  ResourceType,
  readAlertSettings,
  readKioskSettings,
  type Kiosk,
  type KioskLiveStatus,
  KioskPageRequest,
  type KioskSecret,
  type KioskUpdate,
  type KioskWithSecret,
  type KioskCreate,
} from '@srd/contract';
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { kioskState } from '../device/tables.js';
import { reachCondition } from '../mapping/resources.js';
import { tenantNameColumns } from '../merchant/names.js';
import { assertKidsFree, assertLocationComplete, assertSharedFieldsValid } from './checks.js';
import { issueDeviceSecret } from './device-secret.js';
import { kiosk } from './tables.js';

type Row = Record<string, unknown>;

/** Kiosks a caller reads: those of their tenant, those admin mapping grants them, or all with access-all-data. */
export const kioskReach = (ctx: SignedInContext) => reachCondition(ctx, 'Kiosk');

/** The kiosk's latest state row, when it has one: read with each kiosk. */
const liveColumn = sql<Row | null>`(select json_build_object(
  'state', ${kioskState.state}, 'online', ${kioskState.online},
  'manualDown', ${kioskState.manualDown}, 'lastHeartbeatAt', ${kioskState.lastHeartbeatAt}
) from ${kioskState} where ${kioskState.kioskId} = ${kiosk.id})`.as('live');

/** Kiosks with a latest state row matching `condition` (any row without one). */
function withState(condition?: SQL): SQL {
  return sql`exists (select 1 from ${kioskState}
    where ${kioskState.kioskId} = ${kiosk.id} and ${condition ?? sql`true`})`;
}

/** The kiosks showing a live status, by the order the status tag decides: offline, marked down, reported state. */
function liveStatusCondition(status: KioskLiveStatus): SQL {
  if (status === 'noHeartbeat') return not(withState());
  if (status === 'offline') return withState(eq(kioskState.online, false));
  if (status === 'manualDown') return withState(and(eq(kioskState.online, true), eq(kioskState.manualDown, true)));
  return withState(
    and(eq(kioskState.online, true), eq(kioskState.manualDown, false), eq(kioskState.state, Number(status.slice(5)))),
  );
}

/**
 * Settings and alert settings are audited key by key, so the history names the one setting changed;
 * the secret's hash never.
 */
export function kioskAuditView(row: Row): Row {
  const { settings, alertSettings, secretHash: _, ...rest } = row;
  const spread = (prefix: string, value: unknown) =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [`${prefix}.${key}`, item]))
      : {};
  return { ...rest, ...spread('settings', settings), ...spread('alertSettings', alertSettings) };
}

export function presentKiosk(row: Row): Kiosk {
  const live = row.live as (Row & { lastHeartbeatAt: string }) | null;
  return {
    ...withIsoDates(row),
    settings: readKioskSettings(row.settings),
    alertSettings: readAlertSettings(row.alertSettings),
    live: live && { ...live, lastHeartbeatAt: new Date(live.lastHeartbeatAt).toISOString() },
  } as Kiosk;
}

export const kiosks = createEntityService({
  table: kiosk,
  resType: ResourceType.Kiosk,
  placement: { tid: kiosk.tid },
  reach: kioskReach,
  hidden: ['secretHash'],
  extraColumns: { ...tenantNameColumns(kiosk.tid), live: liveColumn },
  request: KioskPageRequest,
  defaultSort: { field: 'kid', order: 'ascend' },
  keyword: [kiosk.kid, kiosk.name, kiosk.nameCht, kiosk.nameChs],
  filterBy: { liveStatus: liveStatusCondition },
  present: presentKiosk,
  auditView: kioskAuditView,
  /** The KID is free (2003), the location complete (1030), tenant, estate and recycle types valid. */
  async check(tx, ctx, next, before) {
    if (next.kid !== before?.kid)
      await assertKidsFree(tx, ctx.lang, [next.kid as string], 'kid', before?.id as number | undefined);
    assertLocationComplete(next, ctx.lang);
    await assertSharedFieldsValid(tx, ctx.lang, next, before);
  },
});

/** `POST /kiosk`: the new kiosk with its device secret, answered this once. */
export async function createKiosk(ctx: SignedInContext, input: KioskCreate): Promise<KioskWithSecret> {
  const { secret, secretHash } = issueDeviceSecret();
  const created = await kiosks.create(ctx, { ...input, secretHash, secretIssuedAt: new Date() });
  return { ...created, secret };
}

/**
 * `PATCH /kiosk/{id}`: the settings sent are merged into the stored ones in the same statement, so concurrent
 * edits of other settings stay.
 */
export function updateKiosk(ctx: SignedInContext, id: number, input: KioskUpdate): Promise<Kiosk> {
  const { settings, ...rest } = input;
  const values = settings ? { ...rest, settings: sql`${kiosk.settings} || ${JSON.stringify(settings)}::jsonb` } : rest;
  return kiosks.update(ctx, id, values);
}

/**
 * `POST /kiosk/rotateSecret/{id}`: a new device secret; the old one stops working at once. Audited as a new
 * issue time, never the secret.
 */
export async function rotateKioskSecret(ctx: SignedInContext, id: number): Promise<KioskSecret> {
  const { secret, secretHash } = issueDeviceSecret();
  const updated = await kiosks.update(ctx, id, { secretHash, secretIssuedAt: new Date() });
  return { kid: updated.kid, secret };
}

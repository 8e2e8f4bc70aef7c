import {
  AVAILABILITY_MAX_DAYS,
  ErrorCode,
  type Availability,
  type AvailabilityRequest,
  type DowntimeCause,
} from '@srd/contract';
import { and, asc, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { unreachable } from '../../platform/permissions/scope.js';
import { kiosk } from '../kiosk/tables.js';
import { availabilityOf } from './availability.js';
import { kioskReach } from '../kiosk/service.js';
import { kioskDowntime } from './tables.js';

const DAY = 86_400_000;

/**
 * `POST /kiosk/availability`: each kiosk's share of the period up, its technical and capacity downtime
 * and the minutes per cause.
 */
export async function availability(ctx: SignedInContext, input: AvailabilityRequest): Promise<Availability[]> {
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (to <= from || to.getTime() - from.getTime() > AVAILABILITY_MAX_DAYS * DAY) {
    throw fieldError('to', ErrorCode.PeriodInvalid, ctx.lang, { days: AVAILABILITY_MAX_DAYS });
  }
  const ids = input.kioskIds ?? [];
  const kids = (input.kids ?? []).map((kid) => kid.toLowerCase());
  const named = or(
    ids.length ? inArray(kiosk.id, ids) : undefined,
    kids.length ? inArray(sql`lower(${kiosk.kid})`, kids) : undefined,
  );
  const reach = kioskReach(ctx);
  const found = await ctx.db
    .select({ id: kiosk.id, kid: kiosk.kid, reached: reach ? sql<boolean>`(${reach})` : sql<boolean>`true` })
    .from(kiosk)
    .where(named)
    .orderBy(asc(kiosk.kid));
  // Every kiosk asked for must exist and be in reach.
  const missing =
    ids.some((id) => !found.some((row) => row.id === id)) ||
    kids.some((kid) => !found.some((row) => row.kid.toLowerCase() === kid));
  if (missing || found.some((row) => !row.reached)) throw unreachable(ctx.user.scope);
  const periods = await ctx.db
    .select({
      kioskId: kioskDowntime.kioskId,
      cause: kioskDowntime.cause,
      startedAt: kioskDowntime.startedAt,
      endedAt: kioskDowntime.endedAt,
    })
    .from(kioskDowntime)
    .where(
      and(
        inArray(
          kioskDowntime.kioskId,
          found.map((row) => row.id),
        ),
        lt(kioskDowntime.startedAt, to),
        or(isNull(kioskDowntime.endedAt), gt(kioskDowntime.endedAt, from)),
      ),
    );
  const now = new Date();
  return found.map((row) => {
    const figures = availabilityOf(
      periods
        .filter((period) => period.kioskId === row.id)
        .map((period) => ({ ...period, cause: period.cause as DowntimeCause })),
      from,
      to,
      now,
    );
    return {
      kioskId: row.id,
      kid: row.kid,
      ...figures,
      from: figures.from.toISOString(),
      to: figures.to.toISOString(),
    };
  });
}

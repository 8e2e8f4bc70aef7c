import type { ActivityPageRequest, ActivityRow } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskRowsReached, loginIdOf } from './kiosk-reach.js';
import { kioskActivity } from './tables.js';

const activityColumns = {
  id: kioskActivity.id,
  kioskId: kioskActivity.kioskId,
  kid: kiosk.kid,
  at: kioskActivity.at,
  kind: kioskActivity.kind,
  detail: kioskActivity.detail,
  userId: kioskActivity.userId,
  userName: loginIdOf(kioskActivity.userId, 'user_name'),
};

/** `POST /kiosk/getActivityHistory`: what happened to the kiosks in reach, newest first by default. */
export async function activityPage(ctx: SignedInContext, input: ActivityPageRequest) {
  const where = and(
    kioskRowsReached(ctx, kioskActivity.kioskId, { kioskId: input.kioskId, kid: input.kid, tid: input.tid }),
    input.kind ? eq(kioskActivity.kind, input.kind) : undefined,
    withinRange(kioskActivity.at, input),
  );
  const found = await paginate(ctx.db, () => ctx.db.select(activityColumns).from(kioskActivity).innerJoin(kiosk, eq(kiosk.id, kioskActivity.kioskId)).where(where).$dynamic(), input, {
    sortColumns: { at: kioskActivity.at }, defaultSort: { field: 'at', order: 'descend' }, tiebreaker: kioskActivity.id,
  });
  return { ...found, rows: found.rows.map((row) => withIsoDates(row) as ActivityRow) };
}

import type { ActivityPageRequest, ActivityRow } from '@srd/contract';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { and, eq, sql } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { alertType } from '../alert-type/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskRowsReached, localText } from './kiosk-reach.js';
import { kioskActivity } from './tables.js';

/** The columns of the list; an alarm's entry names its type in the caller's language. */
const activityColumns = (ctx: SignedInContext) => ({
  id: kioskActivity.id,
  kioskId: kioskActivity.kioskId,
  kid: kiosk.kid,
  at: kioskActivity.at,
  kind: kioskActivity.kind,
  detail: kioskActivity.detail,
  userId: kioskActivity.userId,
  userName: loginIdOf(kioskActivity.userId, 'user_name'),
  typeName: sql<
    string | null
  >`(select ${localText(ctx.lang, { en: alertType.name, cht: alertType.nameCht, chs: alertType.nameChs })}
    from ${alertType} where ${alertType.code} = ${kioskActivity.detail} ->> 'typeCode')`.as('type_name'),
});

/** `POST /kiosk/getActivityHistory`: what happened to the kiosks in reach, newest first by default. */
export async function activityPage(ctx: SignedInContext, input: ActivityPageRequest) {
  const where = and(
    kioskRowsReached(ctx, kioskActivity.kioskId, { kioskId: input.kioskId, kid: input.kid, tid: input.tid }),
    input.kind ? eq(kioskActivity.kind, input.kind) : undefined,
    withinRange(kioskActivity.at, input),
  );
  const found = await paginate(
    ctx.db,
    () =>
      ctx.db
        .select(activityColumns(ctx))
        .from(kioskActivity)
        .innerJoin(kiosk, eq(kiosk.id, kioskActivity.kioskId))
        .where(where)
        .$dynamic(),
    input,
    {
      sortColumns: { at: kioskActivity.at },
      defaultSort: { field: 'at', order: 'descend' },
      tiebreaker: kioskActivity.id,
    },
  );
  return { ...found, rows: found.rows.map((row) => withIsoDates(row) as ActivityRow) };
}

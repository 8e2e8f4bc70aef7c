import { ErrorCode, type Lang } from '@srd/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { unreachable } from '../../platform/permissions/scope.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskReach } from '../kiosk/service.js';

/**
 * Rows of a kiosk-owned table (by its `kiosk_id` column) the caller reaches, narrowed to a kiosk id, a
 * KID, a tenant or a kiosk type when given.
 */
export function kioskRowsReached(
  ctx: SignedInContext,
  kioskId: PgColumn,
  filter: { kioskId?: number; kid?: string; tid?: number; kioskType?: number } = {},
): SQL | undefined {
  const narrowed = filter.kid !== undefined || filter.tid !== undefined || filter.kioskType !== undefined;
  const reach = kioskReach(ctx);
  return and(
    filter.kioskId === undefined ? undefined : eq(kioskId, filter.kioskId),
    reach || narrowed
      ? inArray(
          kioskId,
          ctx.db
            .select({ id: kiosk.id })
            .from(kiosk)
            .where(
              and(
                reach,
                filter.kid === undefined ? undefined : eq(sql`lower(${kiosk.kid})`, filter.kid.toLowerCase()),
                filter.tid === undefined ? undefined : eq(kiosk.tid, filter.tid),
                filter.kioskType === undefined ? undefined : eq(kiosk.kioskType, filter.kioskType),
              ),
            ),
        )
      : undefined,
  );
}

export interface ReachedKiosk {
  id: number;
  kid: string;
  tid: number | null;
  kioskType: number;
}

/**
 * The kiosk a call names by id or KID, if the caller reaches it: 1004 for a scoped caller, 404 for one
 * who reaches everything. `forUpdate` locks it for the write that follows.
 */
export async function reachedKiosk(
  tx: DbOrTx,
  ctx: SignedInContext,
  target: { id?: number; kid?: string },
  forUpdate = false,
): Promise<ReachedKiosk> {
  if (target.id === undefined && target.kid === undefined) throw new AppError(ErrorCode.KioskRequired);
  const query = tx
    .select({ id: kiosk.id, kid: kiosk.kid, tid: kiosk.tid, kioskType: kiosk.kioskType })
    .from(kiosk)
    .where(
      and(
        target.id === undefined ? undefined : eq(kiosk.id, target.id),
        target.kid === undefined ? undefined : eq(sql`lower(${kiosk.kid})`, target.kid.toLowerCase()),
        kioskReach(ctx),
      ),
    );
  const [found] = forUpdate ? await query.for('update') : await query;
  if (!found) throw unreachable(ctx.user.scope);
  return found;
}

/** The column of a three-language text in `lang`, the English one where the translation is empty. */
export function localText(lang: Lang, columns: { en: PgColumn; cht: PgColumn; chs: PgColumn }): SQL<string> {
  if (lang === 'zh_HK') return sql<string>`coalesce(nullif(${columns.cht}, ''), ${columns.en})`;
  if (lang === 'zh_CN') return sql<string>`coalesce(nullif(${columns.chs}, ''), ${columns.en})`;
  return sql<string>`${columns.en}`;
}

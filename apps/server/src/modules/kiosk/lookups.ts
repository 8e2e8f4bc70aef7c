import {
  ALL_ROWS_CAP,
  KID_PREFIXES,
  KIOSK_TYPES,
  kidOf,
  type KioskMaxId,
  type KioskType,
  type ResourceOption,
} from '@srd/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { kioskReach } from './service.js';
import { kiosk } from './tables.js';

/**
 * `GET /kiosk/getMaxId`: the highest kiosk id and, per type, the number after the highest KID of its
 * prefix (RVM-0012 gives RVM-0013). Over every tenant: KIDs are unique across them.
 */
export async function kioskMaxId(ctx: SignedInContext): Promise<KioskMaxId> {
  const highest = KIOSK_TYPES.map((type) => {
    const prefix = KID_PREFIXES[type];
    return sql`max(case when ${kiosk.kid} ~ ${`^${prefix}[0-9]{1,9}$`}
      then substr(${kiosk.kid}, ${prefix.length + 1})::bigint end)::bigint`;
  });
  const [row] = await queryRows<{ max_id: number; highest: (string | null)[] }>(
    ctx.db,
    sql`select coalesce(max(${kiosk.id}), 0)::int as max_id, array[${sql.join(highest, sql`, `)}]::text[] as highest
    from ${kiosk}`,
  );
  return {
    maxId: row!.max_id,
    next: KIOSK_TYPES.map((type, index) => {
      const nextNumber = Number(row!.highest[index] ?? 0) + 1;
      return {
        kioskType: type,
        prefix: KID_PREFIXES[type],
        nextNumber,
        nextKid: kidOf(KID_PREFIXES[type], nextNumber),
      };
    }),
  };
}

/**
 * `GET /kiosk/getHkpckioskSelect`: the kiosks the caller reaches as selector options, labelled by KID, `pId` their
 * tenant.
 */
export function kioskOptions(ctx: SignedInContext, kioskType: KioskType | undefined): Promise<ResourceOption[]> {
  return ctx.db
    .select({ id: kiosk.id, resName: kiosk.kid, resNameCht: kiosk.kid, resNameChs: kiosk.kid, pId: kiosk.tid })
    .from(kiosk)
    .where(and(kioskReach(ctx), kioskType === undefined ? undefined : eq(kiosk.kioskType, kioskType)))
    .orderBy(asc(kiosk.kid))
    .limit(ALL_ROWS_CAP);
}

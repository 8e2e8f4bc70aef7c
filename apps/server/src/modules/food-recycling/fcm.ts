import { FOOD_COLLECTION_KIOSK_TYPE, type FcmRecyclePageRequest, type FcmRecycleRow, type Lang } from '@srd/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { paginate } from '../../platform/paging/paginate.js';
import { recycleItem, recycleTransaction } from '../device/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member } from '../member/tables.js';
import { recordColumns, recordsWhere } from '../recycling/records.js';
import { transactionFilter } from '../recycling/service.js';

/** A recycled item's columns, with the kiosk and member each row links to. */
export function fcmColumns(lang: Lang) {
  return {
    ...recordColumns(lang),
    kioskId: recycleTransaction.kioskId,
    memberId: recycleTransaction.memberId,
    memberName: sql<string | null>`${member.name}`.as('member_name'),
  };
}

export type FcmFilter = Omit<FcmRecyclePageRequest, 'page' | 'pageSize' | 'sort'>;

/** The food-waste items of the transactions in reach: items of a material the food collection machines take. */
export function fcmFilter(ctx: SignedInContext, input: FcmFilter): SQL | undefined {
  return and(transactionFilter(ctx, input), eq(kioskMaterialType.kioskType, FOOD_COLLECTION_KIOSK_TYPE));
}

export const presentFcm = (row: Record<string, unknown>) => withIsoDates(row) as FcmRecycleRow;

/** `POST /fcmRecycle/page`: the food waste members dropped at the kiosks in reach, newest first. */
export async function fcmPage(ctx: SignedInContext, input: FcmRecyclePageRequest) {
  const found = await paginate(
    ctx.db,
    () => recordsWhere(ctx.db, ctx.lang, fcmFilter(ctx, input), fcmColumns(ctx.lang)),
    input,
    {
      sortColumns: { tranDttm: recycleTransaction.tranDttm, weightKg: recycleItem.weightKg, id: recycleItem.id },
      defaultSort: { field: 'tranDttm', order: 'descend' },
      tiebreaker: recycleItem.id,
    },
  );
  return { ...found, rows: found.rows.map(presentFcm) };
}

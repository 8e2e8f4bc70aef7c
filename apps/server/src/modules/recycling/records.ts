import { type Lang, type RecycleRecordPageRequest, type RecycleRecordRow } from '@srd/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { paginate } from '../../platform/paging/paginate.js';
import { recycleItem, recycleTransaction } from '../device/tables.js';
import { localText } from '../kiosk-ops/kiosk-reach.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import { transactionFilter } from './service.js';

export function recordColumns(lang: Lang) {
  return {
    id: recycleItem.id,
    transactionId: recycleItem.transactionId,
    uuid: recycleTransaction.uuid,
    batchId: recycleTransaction.batchId,
    kid: kiosk.kid,
    tid: recycleTransaction.tid,
    tenantName: sql<string | null>`${tenant.name}`.as('tenant_name'),
    tranDttm: recycleTransaction.tranDttm,
    status: recycleTransaction.status,
    membershipNo: member.membershipNo,
    material: recycleItem.material,
    materialName: sql<string>`coalesce(${localText(lang, {
      en: kioskMaterialType.materialName,
      cht: kioskMaterialType.materialNameCht,
      chs: kioskMaterialType.materialNameChs,
    })}, ${recycleItem.material})`.as('material_name'),
    barcode: recycleItem.barcode,
    count: recycleItem.count,
    weightKg: recycleItem.weightKg,
    claimedPoints: recycleItem.points,
    earnedPoints: recycleItem.earnedPoints,
    rebateAmount: recycleItem.rebateAmount,
  };
}

export type RecordFilter = Omit<RecycleRecordPageRequest, 'page' | 'pageSize' | 'sort'>;

/** The items of the transactions in reach that the filters match. */
export function recordFilter(ctx: SignedInContext, input: RecordFilter): SQL | undefined {
  return and(
    transactionFilter(ctx, input),
    input.material ? sql`upper(${recycleItem.material}) = upper(${input.material})` : undefined,
    input.barcode ? eq(recycleItem.barcode, input.barcode) : undefined,
  );
}

export function recordsWhere(db: DbOrTx, lang: Lang, where: SQL | undefined, columns = recordColumns(lang)) {
  return db
    .select(columns)
    .from(recycleItem)
    .innerJoin(recycleTransaction, eq(recycleTransaction.id, recycleItem.transactionId))
    .innerJoin(kiosk, eq(kiosk.id, recycleTransaction.kioskId))
    .leftJoin(tenant, eq(tenant.id, recycleTransaction.tid))
    .leftJoin(member, eq(member.id, recycleTransaction.memberId))
    .leftJoin(kioskMaterialType, eq(kioskMaterialType.code, recycleItem.material))
    .where(where)
    .$dynamic();
}

export const presentRecord = (row: Record<string, unknown>) => withIsoDates(row) as RecycleRecordRow;

/** `POST /recycleRecord/page`: the items recycled at the kiosks in reach, newest first. */
export async function recordPage(ctx: SignedInContext, input: RecycleRecordPageRequest) {
  const found = await paginate(ctx.db, () => recordsWhere(ctx.db, ctx.lang, recordFilter(ctx, input)), input, {
    sortColumns: { tranDttm: recycleTransaction.tranDttm, id: recycleItem.id },
    defaultSort: { field: 'tranDttm', order: 'descend' },
    tiebreaker: recycleItem.id,
  });
  return { ...found, rows: found.rows.map(presentRecord) };
}

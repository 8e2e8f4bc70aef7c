import { DISPLAY_LANGS, ErrorCode, isLang, localName, type Lang, type Receipt } from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { recycleItem, recycleTransaction } from '../device/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { member } from '../member/tables.js';
import { tenant } from '../organisation/tables.js';
import type { ReceiptLinks } from './receipt-links.js';

/** The language a receipt reads in: the member's display language, else the tenant's, else Hong Kong's. */
function receiptLang(displayLang: string | null, tenantLang: string | null): Lang {
  const memberLang = DISPLAY_LANGS.find((option) => option.alias === displayLang)?.localeId;
  if (memberLang) return memberLang;
  return tenantLang && isLang(tenantLang) ? tenantLang : 'zh_HK';
}

/** `GET /receipt?t=`: the transaction a receipt link names; 404 for a link that is not one of ours. */
export async function receiptOf(db: Db, links: ReceiptLinks, token: string): Promise<Receipt> {
  const id = await links.verify(token, async (candidate) => {
    const [found] = await db
      .select({ uuid: recycleTransaction.uuid })
      .from(recycleTransaction)
      .where(eq(recycleTransaction.id, candidate));
    return found?.uuid ?? null;
  });
  if (id === null) throw new AppError(ErrorCode.NotFound);
  const [row] = await db
    .select({
      transaction: recycleTransaction,
      kid: kiosk.kid,
      kioskName: { name: kiosk.name, nameCht: kiosk.nameCht, nameChs: kiosk.nameChs },
      tenantName: { name: tenant.name, nameCht: tenant.nameCht, nameChs: tenant.nameChs },
      tenantLang: tenant.defaultLang,
      displayLang: member.displayLang,
    })
    .from(recycleTransaction)
    .innerJoin(kiosk, eq(kiosk.id, recycleTransaction.kioskId))
    .leftJoin(tenant, eq(tenant.id, recycleTransaction.tid))
    .leftJoin(member, eq(member.id, recycleTransaction.memberId))
    .where(eq(recycleTransaction.id, id));
  const lang = receiptLang(row!.displayLang, row!.tenantLang);
  const items = await db
    .select({ item: recycleItem, material: kioskMaterialType })
    .from(recycleItem)
    .leftJoin(kioskMaterialType, eq(kioskMaterialType.code, recycleItem.material))
    .where(eq(recycleItem.transactionId, id))
    .orderBy(recycleItem.id);
  const { transaction } = row!;
  const needsApproval = transaction.status === 4;
  return {
    lang,
    tenantName: row!.tenantName?.name ? localName(row!.tenantName, lang) : null,
    kid: row!.kid,
    kioskName: localName(row!.kioskName, lang),
    tranDttm: transaction.tranDttm.toISOString(),
    status: transaction.status,
    items: items.map(({ item, material }) => ({
      material: item.material,
      materialName: material
        ? localName(
            { name: material.materialName, nameCht: material.materialNameCht, nameChs: material.materialNameChs },
            lang,
          )
        : item.material,
      count: item.count,
      weightKg: item.weightKg,
      points: item.earnedPoints,
    })),
    totalCount: transaction.totalCount,
    totalWeightKg: transaction.totalWeightKg,
    earnedPoints: transaction.earnedPoints,
    rebateAmount: transaction.rebateAmount,
    member: transaction.memberId !== null,
    review: needsApproval ? (transaction.reviewDecision ?? 'waiting') : null,
  };
}

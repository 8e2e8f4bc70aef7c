import {
  ErrorCode,
  ResourceType,
  type ErrorCodeText,
  type KioskErrorCode,
  KioskErrorCodePageRequest,
  type Lang,
} from '@srd/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { localText } from './kiosk-reach.js';
import { kioskErrorCode } from './tables.js';

/** The kiosk error code catalogue: shared by every tenant, changed only by access-all-data callers. */
export const kioskErrorCodes = createEntityService({
  table: kioskErrorCode,
  resType: ResourceType.KioskErrorCode,
  request: KioskErrorCodePageRequest,
  defaultSort: { field: 'code', order: 'ascend' },
  keyword: [
    kioskErrorCode.code,
    kioskErrorCode.description,
    kioskErrorCode.descriptionCht,
    kioskErrorCode.descriptionChs,
  ],
  // An alert type's code is chosen from a list: equal, not contained.
  filterBy: { alertTypeCode: (code) => eq(kioskErrorCode.alertTypeCode, code) },
  present: (row) => withIsoDates(row) as KioskErrorCode,
  prepare: (values) =>
    'alertTypeCode' in values && values.alertTypeCode === '' ? { ...values, alertTypeCode: null } : values,
  async check(tx, _ctx, next, before) {
    const [taken] = await tx
      .select({ id: kioskErrorCode.id })
      .from(kioskErrorCode)
      .where(
        and(
          eq(sql`upper(${kioskErrorCode.code})`, String(next.code).toUpperCase()),
          before ? ne(kioskErrorCode.id, before.id as number) : undefined,
        ),
      );
    if (taken) throw new AppError(ErrorCode.CodeTaken);
  },
});

/** The catalogue's texts of `codes` in `lang`; a code missing from the catalogue gets null texts. */
export async function errorCodeTexts(
  db: DbOrTx,
  codes: Iterable<string>,
  lang: Lang,
): Promise<Map<string, ErrorCodeText>> {
  const wanted = [...new Set(codes)];
  const texts = new Map<string, ErrorCodeText>(
    wanted.map((code) => [code, { code, description: null, reason: null, action: null }]),
  );
  if (wanted.length === 0) return texts;
  const rows = await db
    .select({
      code: kioskErrorCode.code,
      description: localText(lang, {
        en: kioskErrorCode.description,
        cht: kioskErrorCode.descriptionCht,
        chs: kioskErrorCode.descriptionChs,
      }),
      reason: localText(lang, {
        en: kioskErrorCode.reason,
        cht: kioskErrorCode.reasonCht,
        chs: kioskErrorCode.reasonChs,
      }),
      action: localText(lang, {
        en: kioskErrorCode.action,
        cht: kioskErrorCode.actionCht,
        chs: kioskErrorCode.actionChs,
      }),
    })
    .from(kioskErrorCode)
    .where(inArray(kioskErrorCode.code, wanted));
  for (const row of rows)
    texts.set(row.code, {
      code: row.code,
      description: row.description,
      reason: row.reason || null,
      action: row.action || null,
    });
  return texts;
}

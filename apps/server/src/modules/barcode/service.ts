import { barcodeProblem, ErrorCode, ResourceType, type Barcode, BarcodePageRequest, type Lang } from '@srd/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { t } from '../../platform/i18n/messages.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { barcode } from './tables.js';

/** GS1 compares codes as 14 digits, so a UPC-A and the same EAN-13 with a leading zero are one product. */
const asGtin14 = (code: string) => code.padStart(14, '0');

function fieldError(field: string, message: string): AppError {
  return new AppError(ErrorCode.BadRequest, undefined, { fields: [{ field, message }] });
}

async function checkBarcode(
  tx: Tx,
  lang: Lang,
  next: Record<string, unknown>,
  before: Record<string, unknown> | null,
): Promise<void> {
  const code = String(next.barcode);
  const problem = barcodeProblem(code);
  if (problem?.kind === 'checksum')
    throw fieldError('barcode', t('barcodeChecksum', lang, { expected: problem.expected }));
  if (problem) throw fieldError('barcode', t('barcodeFormat', lang));
  const [taken] = await tx
    .select({ id: barcode.id })
    .from(barcode)
    .where(
      and(
        eq(sql`lpad(${barcode.barcode}, 14, '0')`, asGtin14(code)),
        before ? ne(barcode.id, before.id as number) : undefined,
      ),
    );
  if (taken) throw new AppError(ErrorCode.CodeTaken);
  const [material] = await tx
    .select({ id: kioskMaterialType.id })
    .from(kioskMaterialType)
    .where(eq(kioskMaterialType.id, next.materialTypeId as number));
  if (!material) throw fieldError('materialTypeId', t('unknownMaterialType', lang));
}

export const barcodes = createEntityService({
  table: barcode,
  resType: ResourceType.Barcode,
  request: BarcodePageRequest,
  defaultSort: { field: 'barcode', order: 'ascend' },
  keyword: [barcode.barcode, barcode.name, barcode.nameCht, barcode.nameChs, barcode.brand],
  present: (row) => withIsoDates(row) as Barcode,
  check: (tx, ctx, next, before) => checkBarcode(tx, ctx.lang, next, before),
});

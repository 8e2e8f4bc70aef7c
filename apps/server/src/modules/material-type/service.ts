import {
  ErrorCode,
  ResourceType,
  localName,
  type Lang,
  type MaterialType,
  type MaterialTypeOption,
  MaterialTypePageRequest,
} from '@srd/contract';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { kioskMaterialType } from './tables.js';

/** A kiosk type's materials: its own and those every type accepts. */
const acceptedBy = (kioskType: number) =>
  or(eq(kioskMaterialType.kioskType, kioskType), isNull(kioskMaterialType.kioskType));

export const materialTypes = createEntityService({
  table: kioskMaterialType,
  resType: ResourceType.MaterialType,
  request: MaterialTypePageRequest,
  defaultSort: { field: 'code', order: 'ascend' },
  keyword: [
    kioskMaterialType.code,
    kioskMaterialType.materialName,
    kioskMaterialType.materialNameCht,
    kioskMaterialType.materialNameChs,
  ],
  filterBy: { kioskType: (kioskType) => acceptedBy(kioskType) },
  present: (row) => withIsoDates(row) as MaterialType,
  async check(tx, _ctx, next, before) {
    const [taken] = await tx
      .select({ id: kioskMaterialType.id })
      .from(kioskMaterialType)
      .where(
        and(
          eq(sql`upper(${kioskMaterialType.code})`, String(next.code).toUpperCase()),
          before ? ne(kioskMaterialType.id, before.id as number) : undefined,
        ),
      );
    if (taken) throw new AppError(ErrorCode.CodeTaken);
  },
});

/** A material's name in `lang`, the English one where that translation is empty. */
export function materialLabel(
  row: { materialName: string; materialNameCht: string; materialNameChs: string },
  lang: Lang,
): string {
  return localName({ name: row.materialName, nameCht: row.materialNameCht, nameChs: row.materialNameChs }, lang);
}

/**
 * `GET /kioskMaterialType/getSelectList`: every material (a kiosk type's, when given), labelled in the caller's
 * language.
 */
export async function materialTypeOptions(
  ctx: SignedInContext,
  kioskType: number | undefined,
): Promise<MaterialTypeOption[]> {
  const rows = await ctx.db
    .select()
    .from(kioskMaterialType)
    .where(kioskType === undefined ? undefined : acceptedBy(kioskType))
    .orderBy(asc(kioskMaterialType.code));
  return rows.map((row) => ({
    id: row.id,
    value: row.id,
    label: materialLabel(row, ctx.lang),
    code: row.code,
    kioskType: row.kioskType,
    unit: row.unit as MaterialTypeOption['unit'],
    pointsPerUnit: row.pointsPerUnit,
    status: row.status,
  }));
}

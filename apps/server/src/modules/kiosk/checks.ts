import { ErrorCode, errorMessage, type Lang } from '@srd/contract';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import { addressEstate } from '../address/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { kiosk } from './tables.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('kiosk_kid_key', { code: ErrorCode.KidTaken, field: 'kid', valueName: 'kids' });

type Row = Record<string, unknown>;

const changed = (next: Row, before: Row | null, ...fields: string[]) =>
  !before || fields.some((field) => JSON.stringify(next[field]) !== JSON.stringify(before[field]));

/** KIDs are unique whatever their case (2003 names those taken), `exceptId` being the kiosk edited. */
export async function assertKidsFree(
  db: DbOrTx,
  lang: Lang,
  kids: string[],
  field: string,
  exceptId?: number,
): Promise<void> {
  const taken = await db
    .select({ kid: kiosk.kid })
    .from(kiosk)
    .where(
      and(
        inArray(
          sql`lower(${kiosk.kid})`,
          kids.map((kid) => kid.toLowerCase()),
        ),
        exceptId === undefined ? undefined : ne(kiosk.id, exceptId),
      ),
    )
    .orderBy(kiosk.kid)
    .limit(20);
  if (taken.length) throw fieldError(field, ErrorCode.KidTaken, lang, { kids: taken.map((row) => row.kid).join(', ') });
}

/**
 * The rules a kiosk's shared fields follow, checked where they changed: its tenant exists (1019); its
 * estate exists and is shared or its tenant's (2004); its recycle types are materials of the
 * catalogue that its kiosk type accepts (2002).
 */
export async function assertSharedFieldsValid(db: DbOrTx, lang: Lang, next: Row, before: Row | null): Promise<void> {
  const tid = next.tid as number;
  if (changed(next, before, 'tid')) await assertPlacementExists(db, { tid, mid: null, sid: null });
  const estateId = next.estateId as number | null;
  if (estateId !== null && changed(next, before, 'estateId', 'tid')) {
    const [estate] = await db
      .select({ tid: addressEstate.tid })
      .from(addressEstate)
      .where(eq(addressEstate.id, estateId));
    if (!estate) throw fieldError('estateId', ErrorCode.BadRequest, lang);
    if (estate.tid !== null && estate.tid !== tid) throw fieldError('estateId', ErrorCode.EstateOfOtherTenant, lang);
  }
  const codes = next.recycleType as string[];
  if (codes.length && changed(next, before, 'recycleType', 'kioskType')) {
    const known = await db
      .select({ code: kioskMaterialType.code })
      .from(kioskMaterialType)
      .where(
        and(
          inArray(kioskMaterialType.code, codes),
          or(isNull(kioskMaterialType.kioskType), eq(kioskMaterialType.kioskType, next.kioskType as number)),
        ),
      );
    const accepted = new Set(known.map((row) => row.code));
    if (codes.some((code) => !accepted.has(code)))
      throw fieldError('recycleType', ErrorCode.UnknownKioskMaterial, lang);
  }
}

/** A location has both coordinates or neither (1030, on the missing one). */
export function assertLocationComplete(next: Row, lang: Lang): void {
  const missing = (['lon', 'lat'] as const).filter((field) => next[field] == null);
  if (missing.length === 1) {
    throw new AppError(ErrorCode.LocationIncomplete, undefined, {
      fields: missing.map((field) => ({ field, message: errorMessage(ErrorCode.LocationIncomplete, lang) })),
    });
  }
}

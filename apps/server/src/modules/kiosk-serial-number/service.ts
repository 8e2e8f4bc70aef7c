import {
  ErrorCode,
  ResourceType,
  SerialStatus,
  type KioskSerialNumber,
  KioskSerialNumberPageRequest,
} from '@srd/contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { Tx } from '../../platform/db/client.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { contains } from '../../platform/paging/filters.js';
import { inScope, type ScopedRecord } from '../../platform/permissions/scope.js';
import { kiosk } from '../kiosk/tables.js';
import { refersToReachableKiosk } from '../kiosk-group/kiosk-reach.js';
import { kioskSerialNumber } from './tables.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('kiosk_serial_number_serial_key', { code: ErrorCode.SerialNoTaken, field: 'serialNo' });

type Row = Record<string, unknown>;

const STATUS_LABELS: Record<string, string> = { 0: 'in stock', 1: 'installed', 2: 'under repair', 3: 'retired' };

/** A record sits in its kiosk's tenant; one in no kiosk is stock shared by every tenant. */
async function placeOf(tx: Tx, ctx: SignedInContext, row: Row): Promise<ScopedRecord | null> {
  const kioskId = row.kioskId as number | null;
  if (kioskId === null) return { tid: null };
  const [found] = await tx.select({ tid: kiosk.tid }).from(kiosk).where(eq(kiosk.id, kioskId));
  return found && inScope(ctx.user.scope, found) ? found : null;
}

export const kioskSerialNumbers = createEntityService({
  table: kioskSerialNumber,
  resType: ResourceType.KioskSerialNumber,
  // Readers see the stock and the records of the kiosks they reach; changing stock takes access-all-data.
  reach: (ctx) => {
    const byKiosk = refersToReachableKiosk(kioskSerialNumber.kioskId, ctx.user.scope);
    return byKiosk && or(isNull(kioskSerialNumber.kioskId), byKiosk);
  },
  placeOf,
  sharedWithoutTenant: true,
  extraColumns: {
    kid: sql<string | null>`(select ${kiosk.kid} from ${kiosk} where ${kiosk.id} = ${kioskSerialNumber.kioskId})`.as(
      'kid',
    ),
    tid: sql<number | null>`(select ${kiosk.tid} from ${kiosk} where ${kiosk.id} = ${kioskSerialNumber.kioskId})`.as(
      'tid',
    ),
  },
  request: KioskSerialNumberPageRequest,
  defaultSort: { field: 'serialNo', order: 'ascend' },
  keyword: [
    kioskSerialNumber.serialNo,
    kioskSerialNumber.model,
    kioskSerialNumber.supplier,
    kioskSerialNumber.simNo,
    (text) =>
      sql`${kioskSerialNumber.kioskId} in (select ${kiosk.id} from ${kiosk} where ${contains(kiosk.kid, text)})`,
  ],
  filterBy: {
    unassigned: (unassigned) =>
      unassigned ? isNull(kioskSerialNumber.kioskId) : sql`${kioskSerialNumber.kioskId} is not null`,
  },
  present: (row) => withIsoDates(row) as KioskSerialNumber,
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /**
   * The serial is unique whatever its case (2075); a kiosk has one record (2076); an installed one names
   * its kiosk (2077).
   */
  async check(tx, ctx, next, before) {
    const others = before ? ne(kioskSerialNumber.id, before.id as number) : undefined;
    const [taken] = await tx
      .select({ id: kioskSerialNumber.id })
      .from(kioskSerialNumber)
      .where(and(eq(sql`upper(${kioskSerialNumber.serialNo})`, String(next.serialNo).toUpperCase()), others));
    if (taken) throw fieldError('serialNo', ErrorCode.SerialNoTaken, ctx.lang);
    if (next.kioskId !== null) {
      const [installed] = await tx
        .select({ serialNo: kioskSerialNumber.serialNo })
        .from(kioskSerialNumber)
        .where(and(eq(kioskSerialNumber.kioskId, next.kioskId as number), others));
      if (installed) throw fieldError('kioskId', ErrorCode.KioskHasSerial, ctx.lang, { serialNo: installed.serialNo });
    } else if (next.status === SerialStatus.Installed) {
      throw fieldError('kioskId', ErrorCode.InstalledNeedsKiosk, ctx.lang);
    }
  },
});

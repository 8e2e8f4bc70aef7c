import { containerCodes } from '@srd/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { foodContainer } from './tables.js';

/** Statuses of the demo batches, in code order: mostly handed out, some back, a few not yet. */
const STATUS_CYCLE = [1, 1, 1, 3, 2, 0];

/** Containers of the tenants of the demo kiosks: 20 L bins where the TODI bin stands, 10 L caddies by the RVMs. */
export async function seedDemoFoodContainers(tx: Tx): Promise<void> {
  const kiosks = await tx
    .select({ kid: kiosk.kid, tid: kiosk.tid })
    .from(kiosk)
    .where(inArray(kiosk.kid, ['BIN-0001', 'RVM-0001']));
  const tenantOf = (kid: string) => kiosks.find((machine) => machine.kid === kid)?.tid ?? null;
  const batches = [
    { tid: tenantOf('BIN-0001'), containerType: 'BIN20', prefix: 'FC-', count: 12 },
    { tid: tenantOf('RVM-0001'), containerType: 'BOX10', prefix: 'CR-', count: 6 },
  ];
  const rows = batches.flatMap(({ tid, containerType, prefix, count }) =>
    tid === null
      ? []
      : containerCodes({ prefix, startNo: 1, count }).map((code, index) => ({
          tid,
          code,
          containerType,
          status: STATUS_CYCLE[index % STATUS_CYCLE.length]!,
        })),
  );
  if (rows.length) await tx.insert(foodContainer).values(rows);
}

import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskSerialNumber } from './tables.js';

type Record = typeof kioskSerialNumber.$inferInsert;

/** The demo kiosks' hardware records (one under repair) and some shared stock. */
export async function seedDemoSerialNumbers(tx: Tx): Promise<void> {
  const kiosks = await tx
    .select({ id: kiosk.id, kid: kiosk.kid })
    .from(kiosk)
    .where(inArray(kiosk.kid, ['RVM-0001', 'RVM-0002', 'SC-0001', 'BIN-0001']));
  const idOf = (kid: string) => kiosks.find((machine) => machine.kid === kid)?.id;
  const fitted: (Record & { kid: string })[] = [
    {
      kid: 'RVM-0001',
      model: 'RVM-X2',
      serialNo: 'RVMX2-230101',
      cameraSerials: ['CAM-8812', 'CAM-8813'],
      simNo: '89852012345678901',
      supplier: 'Tomra Asia',
      status: 1,
    },
    {
      kid: 'RVM-0002',
      model: 'RVM-X2',
      serialNo: 'RVMX2-230102',
      cameraSerials: ['CAM-8814', 'CAM-8815'],
      simNo: '89852012345678902',
      supplier: 'Tomra Asia',
      status: 1,
    },
    {
      kid: 'SC-0001',
      model: 'SC-240',
      serialNo: 'SC240-2024-017',
      cameraSerials: ['CAM-9001', 'CAM-9002', 'CAM-9003'],
      simNo: '89852012345678903',
      supplier: 'Smart Sort Ltd',
      status: 2,
      remark: 'Camera 2 sent back for repair',
    },
    {
      kid: 'BIN-0001',
      model: 'TODI-120',
      serialNo: 'TODI120-0457',
      cameraSerials: [],
      simNo: '89852012345678904',
      supplier: 'TODI Tech',
      status: 1,
    },
  ];
  const stock: Record[] = [
    {
      model: 'RVM-X2',
      serialNo: 'RVMX2-230103',
      cameraSerials: ['CAM-8816', 'CAM-8817'],
      supplier: 'Tomra Asia',
      status: 0,
    },
    { model: 'TODI-120', serialNo: 'TODI120-0458', supplier: 'TODI Tech', status: 0 },
    {
      model: 'RVM-X1',
      serialNo: 'RVMX1-190044',
      cameraSerials: ['CAM-1201'],
      supplier: 'Tomra Asia',
      status: 3,
      remark: 'Replaced by an X2',
    },
  ];
  const installed = fitted.flatMap(({ kid, ...values }) => {
    const kioskId = idOf(kid);
    return kioskId ? [{ ...values, kioskId }] : [];
  });
  await tx.insert(kioskSerialNumber).values([...installed, ...stock]);
}

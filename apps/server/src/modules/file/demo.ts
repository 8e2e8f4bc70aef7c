import { asc } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { tenant } from '../organisation/tables.js';
import { storedFile } from './tables.js';

/** A 1x1 green PNG: the smallest real image, for the demo news items. */
export const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A few files of each kind in the first demo tenant and one platform-wide, so the list has something to show. */
export async function seedDemoFiles(tx: Tx): Promise<void> {
  const [city] = await tx.select({ id: tenant.id }).from(tenant).orderBy(asc(tenant.id)).limit(1);
  const csv = Buffer.from('kiosk,material,count\nRVM-001,PET,120\nRVM-002,Aluminium,85\n');
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count ' +
      '0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await tx.insert(storedFile).values([
    {
      tid: city?.id ?? null,
      fileName: 'collection-counts.csv',
      contentType: 'text/csv',
      kind: 'csv',
      size: csv.length,
      data: csv,
    },
    {
      tid: city?.id ?? null,
      fileName: 'kiosk-poster.png',
      contentType: 'image/png',
      kind: 'image',
      size: DEMO_PNG.length,
      data: DEMO_PNG,
    },
    {
      tid: null,
      fileName: 'recycling-guide.pdf',
      contentType: 'application/pdf',
      kind: 'pdf',
      size: pdf.length,
      data: pdf,
    },
  ]);
}

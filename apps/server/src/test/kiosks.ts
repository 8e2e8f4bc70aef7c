import { createHash, randomBytes } from 'node:crypto';
import { kiosk } from '../modules/kiosk/tables.js';
import type { DbOrTx } from '../platform/db/client.js';

export interface TestKiosk {
  id: number;
  kid: string;
  secret: string;
  /** The `authorization` header of its device requests. */
  auth: string;
}

export const basicAuth = (kid: string, secret: string) => `Basic ${Buffer.from(`${kid}:${secret}`).toString('base64')}`;

/** Kiosks with device secrets issued (stored hashed, as the kiosk module does), KIDs `<prefix><n>` from 1. */
export async function seedKiosks(
  db: DbOrTx,
  count: number,
  values: { tid?: number | null; prefix?: string; kioskType?: number } = {},
): Promise<TestKiosk[]> {
  const prefix = values.prefix ?? `K${randomBytes(3).toString('hex')}-`;
  const made = Array.from({ length: count }, (_, index) => ({
    kid: `${prefix}${index + 1}`,
    secret: randomBytes(32).toString('base64url'),
  }));
  const rows: { id: number }[] = [];
  // Chunks keep each statement's parameter count within PostgreSQL's limit.
  for (let start = 0; start < made.length; start += 500) {
    rows.push(
      ...(await db
        .insert(kiosk)
        .values(
          made.slice(start, start + 500).map(({ kid, secret }) => ({
            kid,
            tid: values.tid ?? null,
            kioskType: values.kioskType ?? 0,
            name: `Kiosk ${kid}`,
            secretHash: createHash('sha256').update(secret).digest('hex'),
            secretIssuedAt: new Date(),
          })),
        )
        .returning({ id: kiosk.id })),
    );
  }
  return made.map((entry, index) => ({ id: rows[index]!.id, ...entry, auth: basicAuth(entry.kid, entry.secret) }));
}

import { randomBytes } from 'node:crypto';
import { keyBytes } from '../../config.js';
import type { Db } from '../db/client.js';
import { appSecret } from './tables.js';

/**
 * The key that signs what the server hands out to be shown back later (the live feed's addresses):
 * `APP_SECRET` when set, else the one kept in the database, created by whichever instance asks first.
 */
export async function loadAppSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return keyBytes(configured);
  await db
    .insert(appSecret)
    .values({ key: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: appSecret.key }).from(appSecret);
  return Buffer.from(row!.key, 'hex');
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** Sends a NOTIFY that listeners (this and other server instances) receive when the transaction commits. */
export async function notify(tx: DbOrTx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

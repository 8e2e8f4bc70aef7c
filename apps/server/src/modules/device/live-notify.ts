import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel announcing changes of kiosks' latest state to every server instance. */
export const KIOSK_LIVE_CHANNEL = 'kiosk_live';

/**
 * Announces, once per write (a flushed heartbeat batch, a mark-down, an offline sweep), the highest
 * `kiosk_state.seq` so far; every writer of `kiosk_state` sets `seq = nextval('kiosk_state_seq')` on the
 * rows it changes. Delivered at commit, so listeners read committed rows with `seq` above the last they saw.
 */
export async function announceKioskChanges(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${KIOSK_LIVE_CHANNEL}, (select coalesce(max(seq), 0) from kiosk_state)::text)`);
}

import { KioskState, type BinReading } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { announceKioskChanges } from '../modules/device/live-notify.js';
import type { DbOrTx } from '../platform/db/client.js';

export interface StateChange {
  kioskId: number;
  state?: number;
  online?: boolean;
  manualDown?: boolean;
  bins?: BinReading[];
  errorCodes?: string[];
  /** When its last heartbeat came; now when omitted. */
  at?: Date;
}

/**
 * What a heartbeat batch (or the offline job) leaves behind: the kiosks' latest state rows written with
 * fresh sequence numbers, and one announcement, in one transaction.
 */
export async function writeKioskStates(db: DbOrTx, changes: StateChange[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const change of changes) {
      const bins = JSON.stringify(change.bins ?? []);
      const codes = JSON.stringify(change.errorCodes ?? []);
      const at = (change.at ?? new Date()).toISOString();
      await tx.execute(sql`
        insert into kiosk_state
          (kiosk_id, seq, state, online, manual_down, last_heartbeat_at, sent_at, state_since, bins, error_codes)
        values (${change.kioskId}, nextval('kiosk_state_seq'), ${change.state ?? KioskState.Normal},
          ${change.online ?? true}, ${change.manualDown ?? false}, ${at}::timestamptz, ${at}::timestamptz,
          ${at}::timestamptz, ${bins}::jsonb, array(select jsonb_array_elements_text(${codes}::jsonb)))
        on conflict (kiosk_id) do update set seq = excluded.seq, state = excluded.state, online = excluded.online,
          manual_down = excluded.manual_down, last_heartbeat_at = excluded.last_heartbeat_at,
          sent_at = excluded.sent_at,
          bins = excluded.bins, error_codes = excluded.error_codes, updated_at = now()`);
    }
    await announceKioskChanges(tx);
  });
}

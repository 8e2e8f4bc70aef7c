import { CommandStatus, ErrorCode, type CommandAck, type DeviceCommand } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordActivity } from '../kiosk-ops/lifecycle.js';
import { kioskCommand } from '../kiosk-ops/tables.js';
import type { DeviceKiosk } from './credentials.js';

interface CommandRow {
  id: number;
  command: string;
  params: Record<string, unknown>;
  remark: string | null;
  created_at: string | Date;
}

/** The kiosk's pending commands, oldest first, marked delivered by the same statement. */
export async function fetchCommands(db: Db, kiosk: DeviceKiosk): Promise<DeviceCommand[]> {
  const rows = await queryRows<CommandRow>(
    db,
    sql`
    update kiosk_command set status = ${CommandStatus.Delivered}, delivered_at = now()
    where id in (
      select id from kiosk_command where kiosk_id = ${kiosk.id} and status = ${CommandStatus.Pending}
      for update skip locked)
    returning id, command, params, remark, created_at`,
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      command: row.command,
      params: row.params,
      remark: row.remark,
      createdAt: new Date(row.created_at).toISOString(),
    }));
}

/**
 * Records the kiosk's outcome of a command it fetched: done or failed, with its result and an activity
 * entry. Another kiosk's command is unknown here (404, 2028); an acknowledged one answers 409 (2029).
 */
export async function acknowledgeCommand(db: Db, kiosk: DeviceKiosk, id: number, ack: CommandAck): Promise<void> {
  await db.transaction(async (tx) => {
    const status = ack.ok ? CommandStatus.Done : CommandStatus.Failed;
    const [done] = await tx
      .update(kioskCommand)
      .set({ status, completedAt: new Date(), result: ack.result || null })
      .where(
        and(
          eq(kioskCommand.id, id),
          eq(kioskCommand.kioskId, kiosk.id),
          eq(kioskCommand.status, CommandStatus.Delivered),
        ),
      )
      .returning({ command: kioskCommand.command, completedAt: kioskCommand.completedAt });
    if (!done) {
      const [found] = await tx
        .select({ status: kioskCommand.status })
        .from(kioskCommand)
        .where(and(eq(kioskCommand.id, id), eq(kioskCommand.kioskId, kiosk.id)));
      if (!found) throw new AppError(ErrorCode.CommandNotFound);
      const acknowledged = found.status === CommandStatus.Done || found.status === CommandStatus.Failed;
      throw new AppError(acknowledged ? ErrorCode.CommandAlreadyAcknowledged : ErrorCode.CommandNotDelivered);
    }
    const kind = ack.ok ? 'commandDone' : 'commandFailed';
    await recordActivity(
      tx,
      { kioskId: kiosk.id, tid: kiosk.tid },
      kind,
      { commandId: id, command: done.command, result: ack.result ?? null },
      done.completedAt!,
    );
  });
}

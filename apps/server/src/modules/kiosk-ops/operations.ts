import {
  ErrorCode,
  KioskState,
  ResourceType,
  type KioskCommandName,
  type KioskCommandRow,
  type KioskOperationResult,
  type KioskTarget,
  type MarkAsDownRequest,
  type SendCommandQuery,
} from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { announceKioskChanges } from '../device/live-notify.js';
import { kioskState } from '../device/tables.js';
import { commandById, queueCommand } from './commands.js';
import { reachedKiosk, type ReachedKiosk } from './kiosk-reach.js';
import { endDowntime, recordActivity, startDowntime } from './lifecycle.js';

/**
 * `last_heartbeat_at` and `sent_at` of a state row staff created before the kiosk's first heartbeat: older than any
 * real one.
 */
export const NEVER = new Date(0);

/**
 * Sets the kiosk's manual-down flag and reason (a new `seq`, one announcement), creating its state row,
 * offline and not in service, when the kiosk never sent a heartbeat; audited as a change of the kiosk.
 */
async function setManualDown(
  tx: Tx,
  ctx: SignedInContext,
  target: ReachedKiosk,
  down: boolean,
  reason: string | null,
  at: Date,
): Promise<void> {
  const [current] = await tx
    .select({ manualDown: kioskState.manualDown, downReason: kioskState.downReason })
    .from(kioskState)
    .where(eq(kioskState.kioskId, target.id))
    .for('update');
  if (down && current?.manualDown) throw new AppError(ErrorCode.KioskAlreadyDown);
  if (!down && !current?.manualDown) throw new AppError(ErrorCode.KioskNotDown);
  if (current) {
    await tx
      .update(kioskState)
      .set({ manualDown: down, downReason: reason, seq: sql`nextval('kiosk_state_seq')`, updatedAt: at })
      .where(eq(kioskState.kioskId, target.id));
  } else {
    // A first heartbeat may have stored the row meanwhile: then only the mark changes.
    await tx
      .insert(kioskState)
      .values({
        kioskId: target.id,
        state: KioskState.NotInService,
        online: false,
        lastHeartbeatAt: NEVER,
        sentAt: NEVER,
        stateSince: at,
        manualDown: down,
        downReason: reason,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: kioskState.kioskId,
        set: { manualDown: down, downReason: reason, seq: sql`nextval('kiosk_state_seq')`, updatedAt: at },
      });
  }
  await audit(tx, ctx, {
    resType: ResourceType.Kiosk,
    recordId: target.id,
    action: 'update',
    before: { manualDown: current?.manualDown ?? false, downReason: current?.downReason ?? null },
    after: { manualDown: down, downReason: reason },
    placement: { tid: target.tid },
  });
  await announceKioskChanges(tx);
}

async function operationResult(
  ctx: SignedInContext,
  target: ReachedKiosk,
  down: boolean,
  reason: string | null,
  commandId: number,
): Promise<KioskOperationResult> {
  return {
    kioskId: target.id,
    kid: target.kid,
    manualDown: down,
    downReason: reason,
    command: await commandById(ctx.db, commandId),
  };
}

/**
 * `POST /kiosk/markAsDown`: staff take the kiosk out of service. It shows as marked down, a manual
 * downtime starts, the activity names who did it and why, and a markDown command waits for the kiosk.
 */
export async function markAsDown(ctx: SignedInContext, input: MarkAsDownRequest): Promise<KioskOperationResult> {
  const { target, commandId } = await ctx.db.transaction(async (tx) => {
    const target = await reachedKiosk(tx, ctx, input, true);
    const at = new Date();
    await setManualDown(tx, ctx, target, true, input.reason, at);
    await startDowntime(tx, target.id, 'manual', at);
    await recordActivity(
      tx,
      { kioskId: target.id, tid: target.tid },
      'markedDown',
      { reason: input.reason },
      at,
      ctx.user.id,
    );
    return {
      target,
      commandId: await queueCommand(tx, ctx, target, 'markDown', { reason: input.reason }, input.reason, at),
    };
  });
  return operationResult(ctx, target, true, input.reason, commandId);
}

/** `GET /kiosk/resumeService?kid=`: the reverse of markAsDown, with a resume command. */
export async function resumeService(ctx: SignedInContext, input: KioskTarget): Promise<KioskOperationResult> {
  const { target, commandId } = await ctx.db.transaction(async (tx) => {
    const target = await reachedKiosk(tx, ctx, input, true);
    const at = new Date();
    await setManualDown(tx, ctx, target, false, null, at);
    await endDowntime(tx, target.id, 'manual', at);
    await recordActivity(tx, { kioskId: target.id, tid: target.tid }, 'resumed', {}, at, ctx.user.id);
    return { target, commandId: await queueCommand(tx, ctx, target, 'resume', {}, null, at) };
  });
  return operationResult(ctx, target, false, null, commandId);
}

/** Queues one command for the kiosk the caller names, e.g. `GET /kiosk/sendReboot?kid=`. */
async function send(
  ctx: SignedInContext,
  input: KioskTarget,
  command: KioskCommandName,
  params: Record<string, unknown>,
  remark: string | null,
): Promise<KioskCommandRow> {
  const commandId = await ctx.db.transaction(async (tx) => {
    const target = await reachedKiosk(tx, ctx, input);
    return queueCommand(tx, ctx, target, command, params, remark, new Date());
  });
  return commandById(ctx.db, commandId);
}

export const sendReboot = (ctx: SignedInContext, input: KioskTarget) => send(ctx, input, 'reboot', {}, null);

/** `GET /kiosk/sendCommand?command=&remark=&kid=`: one command of the allowed list; setVolume takes `volume`. */
export function sendCommand(ctx: SignedInContext, input: SendCommandQuery): Promise<KioskCommandRow> {
  const params = input.command === 'setVolume' ? { volume: input.volume } : {};
  return send(ctx, input, input.command, params, input.remark || null);
}

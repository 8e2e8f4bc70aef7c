import {
  CommandStatus,
  ErrorCode,
  ResourceType,
  type KioskCommandPageRequest,
  type KioskCommandRow,
} from '@srd/contract';
import { loginIdOf } from '../../platform/auth/login-id-of.js';
import { and, eq, type SQL } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate } from '../../platform/paging/paginate.js';
import { unreachable } from '../../platform/permissions/scope.js';
import { withIsoDates } from '../../platform/crud/entity.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskRowsReached, type ReachedKiosk } from './kiosk-reach.js';
import { recordActivity } from './lifecycle.js';
import { kioskCommand } from './tables.js';

const commandColumns = {
  id: kioskCommand.id,
  kioskId: kioskCommand.kioskId,
  kid: kiosk.kid,
  command: kioskCommand.command,
  params: kioskCommand.params,
  remark: kioskCommand.remark,
  status: kioskCommand.status,
  createdBy: kioskCommand.createdBy,
  createdByName: loginIdOf(kioskCommand.createdBy, 'created_by_name'),
  createdAt: kioskCommand.createdAt,
  deliveredAt: kioskCommand.deliveredAt,
  completedAt: kioskCommand.completedAt,
  result: kioskCommand.result,
};

const present = (row: Record<string, unknown>) => withIsoDates(row) as KioskCommandRow;

function commandsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(commandColumns)
    .from(kioskCommand)
    .innerJoin(kiosk, eq(kiosk.id, kioskCommand.kioskId))
    .where(where)
    .$dynamic();
}

export async function commandById(db: DbOrTx, id: number): Promise<KioskCommandRow> {
  const [row] = await commandsWhere(db, eq(kioskCommand.id, id));
  return present(row!);
}

/**
 * Queues a command for a kiosk, which fetches it with its next call to the device API; audited, with
 * an activity entry. Returns its id.
 */
export async function queueCommand(
  tx: Tx,
  ctx: SignedInContext,
  target: ReachedKiosk,
  command: string,
  params: Record<string, unknown>,
  remark: string | null,
  at: Date,
): Promise<number> {
  const [created] = await tx
    .insert(kioskCommand)
    .values({ kioskId: target.id, command, params, remark, createdBy: ctx.user.id, createdAt: at })
    .returning();
  await audit(tx, ctx, {
    resType: ResourceType.KioskCommand,
    recordId: created!.id,
    action: 'create',
    before: null,
    after: {
      kid: target.kid,
      command,
      params: Object.keys(params).length ? params : null,
      remark,
      status: CommandStatus.Pending,
    },
    placement: { tid: target.tid },
  });
  await recordActivity(
    tx,
    { kioskId: target.id, tid: target.tid },
    'command',
    { commandId: created!.id, command, params },
    at,
    ctx.user.id,
  );
  return created!.id;
}

/** `POST /kiosk/cancelCommand`: gives up a command the kiosk has not fetched yet (2053 otherwise). */
export async function cancelCommand(ctx: SignedInContext, id: number): Promise<KioskCommandRow> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: kioskCommand.id,
        status: kioskCommand.status,
        command: kioskCommand.command,
        kioskId: kioskCommand.kioskId,
        tid: kiosk.tid,
      })
      .from(kioskCommand)
      .innerJoin(kiosk, eq(kiosk.id, kioskCommand.kioskId))
      .where(and(eq(kioskCommand.id, id), kioskRowsReached(ctx, kioskCommand.kioskId)))
      .for('update', { of: kioskCommand });
    if (!found) throw unreachable(ctx.user.scope);
    if (found.status !== CommandStatus.Pending) throw new AppError(ErrorCode.CommandNotPending);
    const at = new Date();
    await tx
      .update(kioskCommand)
      .set({ status: CommandStatus.Cancelled, completedAt: at })
      .where(eq(kioskCommand.id, id));
    await audit(tx, ctx, {
      resType: ResourceType.KioskCommand,
      recordId: id,
      action: 'update',
      before: { status: found.status },
      after: { status: CommandStatus.Cancelled },
      placement: { tid: found.tid },
      labels: {
        status: (value) =>
          Object.entries(CommandStatus).find(([, status]) => String(status) === String(value))?.[0] ?? null,
      },
    });
    await recordActivity(
      tx,
      { kioskId: found.kioskId, tid: found.tid },
      'commandCancelled',
      { commandId: id, command: found.command },
      at,
      ctx.user.id,
    );
  });
  return commandById(ctx.db, id);
}

/** `POST /kiosk/commandPage`: the command log of the kiosks in reach, newest first by default. */
export async function commandPage(ctx: SignedInContext, input: KioskCommandPageRequest) {
  const where = and(
    kioskRowsReached(ctx, kioskCommand.kioskId, { kioskId: input.kioskId, kid: input.kid, tid: input.tid }),
    input.command === undefined ? undefined : eq(kioskCommand.command, input.command),
    input.status === undefined ? undefined : eq(kioskCommand.status, input.status),
    withinRange(kioskCommand.createdAt, input),
  );
  const found = await paginate(ctx.db, () => commandsWhere(ctx.db, where), input, {
    sortColumns: { createdAt: kioskCommand.createdAt },
    defaultSort: { field: 'createdAt', order: 'descend' },
    tiebreaker: kioskCommand.id,
  });
  return { ...found, rows: found.rows.map(present) };
}

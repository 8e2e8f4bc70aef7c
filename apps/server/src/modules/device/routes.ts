import {
  CommandAck,
  ContainerReturnReport,
  ContainerReturnResult,
  DeviceAlert,
  DeviceAlertResult,
  DeviceCommand,
  DeviceRejectionBatch,
  DeviceRejectionResult,
  ErrorCode,
  Heartbeat,
  IdFromText,
  RecycleTransaction,
  RecycleTransactionResult,
  TransactionReplayAnswer,
} from '@srd/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { recordSecurityEvent } from '../../platform/audit/security-events.js';
import { AppError } from '../../platform/http/app-error.js';
import { reportAlert } from './alerts.js';
import { acknowledgeCommand, fetchCommands } from './commands.js';
import { DeviceCredentials, type ReportedVersions } from './credentials.js';
import { HeartbeatIngest } from './heartbeat-ingest.js';
import { BatchWriter } from '../../platform/db/batch-writer.js';
import { heartbeatRetentionJob } from './retention.js';
import { writeTransactions, type PostedTransaction, type RecordedTransaction } from './transactions.js';
import { receiptLinks } from '../recycling/receipt-links.js';
import { recordRejections } from '../rejection-alert/intake.js';
import { recordContainerReturn } from '../food-recycling/returns.js';
import { deviceTimeFault } from './device-clock.js';

const tags = ['device'];
/** Kiosks authenticate with their own secret, never a staff session: declared public to the staff guard. */
const config = { public: true } as const;
const security = [{ device: [] }];
const authNote =
  'Authenticated by the kiosk: HTTP Basic with its KID and secret ' +
  '(401 with code 2020 when missing or wrong, 2021 for a disabled kiosk). ' +
  'More than 20 wrong secrets for a KID from one address, or 200 from anywhere, make that KID answer 429 (2034) ' +
  "with Retry-After for 30 s to 15 minutes (the kiosk's own address is spared from the second).";

/** The versions to store when a heartbeat reports ones that differ from the stored ones. */
function changedVersions(stored: ReportedVersions, reported: Heartbeat['versions']): ReportedVersions | undefined {
  if (!reported) return undefined;
  const next: ReportedVersions = {
    version: reported.version || stored.version,
    firmware: reported.firmware || stored.firmware,
    extVersion: reported.extVersion || stored.extVersion,
    fixedVersion: reported.fixedVersion || stored.fixedVersion,
  };
  const changed =
    next.version !== stored.version ||
    next.firmware !== stored.firmware ||
    next.extVersion !== stored.extVersion ||
    next.fixedVersion !== stored.fixedVersion;
  return changed ? next : undefined;
}

/** The device API (`/api/device/*`): heartbeats, recycle transactions, alerts and commands of the kiosks. */
export const deviceModule: AppModule = {
  name: 'device',
  register(app, deps) {
    const receipts = receiptLinks(deps);
    const credentials = new DeviceCredentials(deps.database, async ({ scope, lockedUntil, account, req }) => {
      req.log.warn({ account, ip: req.ip, scope, lockedUntil }, 'device secrets throttled');
      await recordSecurityEvent(deps.db, req.log, {
        type: 'account_locked',
        account,
        ip: scope === 'pair' ? req.ip : null,
        method: req.method,
        path: req.routeOptions.url ?? null,
        code: ErrorCode.DeviceAuthThrottled,
        lockedUntil,
      });
    });
    const ingest = new HeartbeatIngest(deps.db, app.log, { flushIntervalMs: 10, maxBatch: 2_000 }, (kiosks) => {
      for (const kiosk of kiosks) credentials.forget(kiosk.kid);
    });
    // Transactions share commits too: each request is answered once its batch, with its ledger entries, committed.
    const transactions = new BatchWriter<PostedTransaction, RecordedTransaction>(
      {
        write: (rows) => writeTransactions(deps.db, rows, deps.config.epd),
        refused: ErrorCode.TransactionRefused,
        notStored: ErrorCode.TransactionNotStored,
        describe: (row) => ({ kid: row.kiosk.kid, uuid: row.body.uuid }),
        noun: 'recycle transaction',
      },
      app.log,
      { flushIntervalMs: 5, maxBatch: 500, writers: 2 },
    );
    deps.jobs.define(heartbeatRetentionJob(deps.config.heartbeatRetentionDays));
    app.decorateRequest('deviceKiosk', null as never);
    // Before the body is read: a caller without the kiosk's credentials learns nothing about its input.
    const onRequest: onRequestAsyncHookHandler = async (req, reply) => {
      req.deviceKiosk = await credentials.authenticate(req, reply);
    };
    app.addHook('onReady', async () => {
      await credentials.start();
    });
    app.addHook('onClose', async () => {
      await ingest.drain();
      await transactions.drain();
      await credentials.stop();
    });

    app.post(
      '/api/device/heartbeat',
      {
        schema: {
          tags,
          security,
          body: Heartbeat,
          response: { 200: z.null() },
          summary: 'Report the kiosk state now; answered once stored',
          description:
            `${authNote} A sentAt more than 5 minutes ahead or 24 hours old answers 400, ` +
            'one not newer than the last accepted 409; ' +
            'a value the database cannot store 400 (2033, only this heartbeat is refused); ' +
            '503 when it could not be stored (send it again).',
        },
        config,
        onRequest,
      },
      async (req) => {
        const { body, deviceKiosk: kiosk } = req;
        const now = Date.now();
        const sentAtMs = Date.parse(body.sentAt);
        const clockFault = deviceTimeFault(sentAtMs, now);
        if (clockFault)
          throw new AppError(clockFault === 'ahead' ? ErrorCode.HeartbeatInFuture : ErrorCode.HeartbeatTooOld);
        if (sentAtMs <= kiosk.lastSentAtMs) throw new AppError(ErrorCode.HeartbeatReplay);
        kiosk.lastSentAtMs = sentAtMs;
        await ingest.accept({
          kiosk,
          sentAt: body.sentAt,
          receivedAt: new Date(now).toISOString(),
          state: body.state,
          bins: JSON.stringify(body.bins),
          errorCodes: body.errorCodes,
          versions: changedVersions(kiosk.versions, body.versions),
        });
      },
    );

    app.post(
      '/api/device/transaction',
      {
        schema: {
          tags,
          security,
          body: RecycleTransaction,
          response: { 200: RecycleTransactionResult, 409: TransactionReplayAnswer },
          summary: 'Record a recycle transaction, exactly once per uuid',
          description:
            `${authNote} Totals are computed by the server; ` +
            'a uuid recorded already answers 409 (2025) with the original transactionId, ' +
            'an unknown material 400 (2026); a value the database cannot store 400 (2037, only this transaction ' +
            'is refused); 503 (2036) when it could not be stored (send it again).',
        },
        config,
        onRequest,
      },
      async (req) => {
        const recorded = await transactions.accept({ kiosk: req.deviceKiosk, body: req.body });
        return { ...recorded, receiptUrl: await receipts.urlOf(recorded.transactionId, req.body.uuid) };
      },
    );

    app.post(
      '/api/device/alert',
      {
        schema: {
          tags,
          security,
          body: DeviceAlert,
          response: { 200: DeviceAlertResult },
          summary: 'Raise or clear an alarm of the kiosk',
          description: `${authNote} The type must be a code of the alert type catalogue (else 400, 2027).`,
        },
        config,
        onRequest,
      },
      (req) => reportAlert(deps.db, req.deviceKiosk, req.body),
    );

    app.post(
      '/api/device/rejections',
      {
        schema: {
          tags,
          security,
          body: DeviceRejectionBatch,
          response: { 200: DeviceRejectionResult },
          summary: 'Report items the kiosk refused, each recorded exactly once per uuid',
          description:
            `${authNote} A batch of 1 to 500; a uuid recorded already is passed over, so a replayed batch changes ` +
            'nothing and answers recorded 0. A time more than 5 minutes ahead or 24 hours old answers 400 (2035), ' +
            'an unknown material 400 (2026), and nothing of the batch is recorded. Reaching the tenant threshold ' +
            "raises the kiosk's REJECTIONS alarm in the same transaction.",
        },
        config,
        onRequest,
      },
      (req) => recordRejections(deps.db, req.deviceKiosk, req.body),
    );

    app.post(
      '/api/device/foodContainerReturn',
      {
        schema: {
          tags,
          security,
          body: ContainerReturnReport,
          response: { 200: ContainerReturnResult },
          summary: 'Report a food container taken back, recorded exactly once per uuid',
          description:
            `${authNote} A container of the kiosk's tenant that was handed out is marked returned; back within the ` +
            "tenant's returnWithinDays, its refundAmount is credited to the named member's Octopus wallet, once. " +
            'Late, unknown or not handed out: recorded with that outcome, nothing credited. The uuid replayed by the ' +
            "kiosk answers the first answer again (replayed: true); another kiosk's uuid answers 409 (2025). A time " +
            'more than 5 minutes ahead or 24 hours old answers 400 (2196) and records nothing.',
        },
        config,
        onRequest,
      },
      (req) => recordContainerReturn(deps.db, req.deviceKiosk, req.body),
    );

    app.get(
      '/api/device/commands',
      {
        schema: {
          tags,
          security,
          response: { 200: z.array(DeviceCommand) },
          summary: 'Fetch the kiosk pending commands, oldest first; they are marked delivered',
          description: authNote,
        },
        config,
        onRequest,
      },
      (req) => fetchCommands(deps.db, req.deviceKiosk),
    );

    app.post(
      '/api/device/command/:id/ack',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: IdFromText }),
          body: CommandAck,
          response: { 200: z.null() },
          summary: 'Acknowledge a fetched command: done or failed',
          description:
            `${authNote} Only the kiosk's own delivered commands ` +
            "(another's: 404, 2028; acknowledged already: 409, 2029).",
        },
        config,
        onRequest,
      },
      (req) => acknowledgeCommand(deps.db, req.deviceKiosk, req.params.id, req.body),
    );
  },
};

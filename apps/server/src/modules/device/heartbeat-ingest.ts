import { ErrorCode } from '@srd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { BatchWriter, type BatchOptions } from '../../platform/db/batch-writer.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DeviceKiosk, ReportedVersions } from './credentials.js';
import { writeHeartbeats } from './heartbeat-writer.js';

/** A heartbeat accepted into the buffer, in the shape the batch statements take it. */
export interface BufferedHeartbeat {
  kiosk: DeviceKiosk;
  /** As the kiosk sent it (ISO 8601 with offset). */
  sentAt: string;
  receivedAt: string;
  state: number;
  /** JSON text of the bins. */
  bins: string;
  errorCodes: string[];
  /** The versions to store (reported ones over stored ones) when the kiosk reported different ones. */
  versions?: ReportedVersions;
}

/**
 * Buffers heartbeats and writes them in batches (platform/db/batch-writer.ts): a heartbeat's request is answered once
 * its batch committed; only the heartbeats the database refuses are refused (400, 2033), and 503 (2031) when it failed.
 */
export class HeartbeatIngest {
  private readonly writer: BatchWriter<BufferedHeartbeat, void>;

  constructor(
    db: Db,
    log: FastifyBaseLogger,
    options: BatchOptions,
    /**
     * Told which kiosks' heartbeats were not stored (failed or stale), so their replay check starts again from the
     * database.
     */
    onLost: (kiosks: DeviceKiosk[]) => void,
  ) {
    this.writer = new BatchWriter<BufferedHeartbeat, void>(
      {
        async write(rows) {
          const { versions, stale } = await writeHeartbeats(db, rows);
          for (const [kiosk, reported] of versions) kiosk.versions = reported;
          // This instance's idea of these kiosks' newest heartbeat was behind: they are read again from the database.
          return rows.map((_, position) =>
            stale.has(position) ? { refused: new AppError(ErrorCode.HeartbeatReplay) } : { answer: undefined },
          );
        },
        refused: ErrorCode.HeartbeatRefused,
        notStored: ErrorCode.HeartbeatNotStored,
        describe: (row) => ({ kid: row.kiosk.kid }),
        noun: 'heartbeat',
        onRefused: (rows) => onLost(rows.map((row) => row.kiosk)),
      },
      log,
      options,
    );
  }

  /**
   * Resolves once the heartbeat is committed; rejects with 409 (2024) when another instance stored a
   * heartbeat of the kiosk at least as new meanwhile, with 400 (2033) when the database refuses what it
   * holds, and with 503 (2031) when the database failed.
   */
  accept(row: BufferedHeartbeat): Promise<void> {
    return this.writer.accept(row);
  }

  /** Writes everything buffered (at shutdown). */
  drain(): Promise<void> {
    return this.writer.drain();
  }
}

import path from 'node:path';
import { ErrorCode, MESSAGE_CHANNELS, type Backup, type MessageChannel, type SystemInformation } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { liveInstances } from '../../platform/jobs/instances.js';
import { QUEUE_SCHEMA } from '../../platform/jobs/queue.js';
import { SERVER_COMMIT, SERVER_VERSION } from '../../platform/version.js';
import { requireAllData } from '../jobs/service.js';
import { listBackups, writeBackup } from './backups.js';

const startedAt = new Date();

/** The folder of the embedded database's backups. */
export const backupFolder = (dataDir: string) => path.join(dataDir, 'backups');

/** SystemInformation: versions, uptime, the database, the job queue, the instances, the channels, the backups. */
export function createSystemInformationService({ config, database, jobs, channels }: AppDeps) {
  const db = database.db;
  const folder = database.snapshot ? backupFolder(config.dataDir) : null;
  return {
    async read(ctx: SignedInContext): Promise<SystemInformation> {
      requireAllData(ctx);
      const [size] = await queryRows<{ bytes: string; version: string }>(
        db,
        sql`select pg_database_size(current_database())::text as bytes, current_setting('server_version') as version`,
      );
      const [migrations] = await queryRows<{ applied: number; last: string | null }>(
        db,
        sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      );
      const [queue] = await queryRows<{ waiting: number; active: number }>(
        db,
        sql`select count(*) filter (where state in ('created', 'retry'))::int as waiting,
          count(*) filter (where state = 'active')::int as active
        from ${sql.identifier(QUEUE_SCHEMA)}.job where name not like '\\_\\_pgboss%'`,
      );
      const [failed] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from job_run
          where status = 'failed' and started_at > now() - interval '1 day'`,
      );
      const memory = process.memoryUsage();
      const outbox = await queryRows<{ channel: MessageChannel; waiting: number; failed: number }>(
        db,
        sql`select channel, count(*) filter (where status in ('requested', 'sending'))::int as waiting,
          count(*) filter (where status = 'failed' and status_at > now() - interval '1 day')::int as failed
        from message where status in ('requested', 'sending', 'failed') group by channel`,
      );
      const figures = new Map(outbox.map((row) => [row.channel, row]));
      return {
        version: SERVER_VERSION,
        commit: SERVER_COMMIT,
        nodeVersion: process.version,
        instance: jobs.instance,
        startedAt: startedAt.toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
        database: {
          kind: database.kind,
          serverVersion: size!.version,
          sizeBytes: Number(size!.bytes),
          migrationsApplied: migrations!.applied,
          lastMigrationAt: migrations!.last === null ? null : new Date(Number(migrations!.last)).toISOString(),
        },
        queue: { waiting: queue!.waiting, active: queue!.active, failedLastDay: failed!.count },
        instances: await liveInstances(db),
        channels: MESSAGE_CHANNELS.map((channel) => {
          const { provider, target } = channels[channel].state;
          return {
            channel,
            state: provider === 'log' ? 'logOnly' : 'configured',
            provider,
            detail: provider === 'log' || provider === 'http' ? null : target,
            waiting: figures.get(channel)?.waiting ?? 0,
            failedLastDay: figures.get(channel)?.failed ?? 0,
          };
        }),
        backups: {
          enabled: folder !== null,
          folder,
          keep: config.backupKeep,
          last: folder ? ((await listBackups(folder))[0] ?? null) : null,
        },
      };
    },

    /** A backup now, besides the nightly one. */
    async backup(ctx: SignedInContext): Promise<Backup> {
      requireAllData(ctx);
      if (!folder) throw new AppError(ErrorCode.BackupNotAvailable);
      return writeBackup(database, folder, config.backupKeep);
    },
  };
}

import { z } from 'zod';
import { MessageChannel, MessageProvider } from './messages.js';
import { defineActions } from './actions.js';

export const systemInformationActions = defineActions('systemInformation', {
  view: { menuTitle: 'System information' },
  backup: { menuTitle: 'Back up the embedded database now' },
});

/** How an outbound channel is set up on this instance. */
export const ChannelState = z.enum(['configured', 'logOnly']);
export type ChannelState = z.infer<typeof ChannelState>;

export const Backup = z.object({ file: z.string(), sizeBytes: z.number(), createdAt: z.string() });
export type Backup = z.infer<typeof Backup>;

/** `GET /systemInformation`: what runs where, and how it is doing. */
export const SystemInformation = z.object({
  version: z.string(),
  /** The commit the server was built from, when known. */
  commit: z.string().nullable(),
  nodeVersion: z.string(),
  /** The instance that answered. */
  instance: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    sizeBytes: z.number(),
    migrationsApplied: z.int32(),
    lastMigrationAt: z.string().nullable(),
  }),
  queue: z.object({
    /** Runs waiting (queued, or failed and waiting for a retry). */
    waiting: z.int32(),
    active: z.int32(),
    /** Runs that failed in the last 24 hours. */
    failedLastDay: z.int32(),
  }),
  /** Server instances that reported in the last 90 seconds. */
  instances: z.array(
    z.object({
      instance: z.string(),
      version: z.string(),
      startedAt: z.string(),
      seenAt: z.string(),
      jobs: z.boolean(),
    }),
  ),
  /** Each way out of the outbox: who sends, and the messages waiting or failed in the last day. */
  channels: z.array(
    z.object({
      channel: MessageChannel,
      state: ChannelState,
      provider: MessageProvider,
      /** The provider's host (no credentials); null for the log and for webhooks, which go to each message's URL. */
      detail: z.string().nullable(),
      waiting: z.int32(),
      failedLastDay: z.int32(),
    }),
  ),
  /** Backups of the embedded database; `enabled` is false on a PostgreSQL server (its own tools back it up). */
  backups: z.object({
    enabled: z.boolean(),
    folder: z.string().nullable(),
    keep: z.int32(),
    last: Backup.nullable(),
  }),
});
export type SystemInformation = z.infer<typeof SystemInformation>;

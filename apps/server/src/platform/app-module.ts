import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { SessionStore } from './auth/sessions.js';
import type { Database, Db, Tx } from './db/client.js';
import type { JobSystem } from './jobs/job-system.js';
import type { Mailer } from './mail/mailer.js';
import type { Channels } from './outbox/channel.js';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the platform hands every module. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** The ways out of the outbox: messages are written with `enqueueMessages` and sent by the `outbox.deliver` job. */
  channels: Channels;
  /** Modules declare their background jobs here while they register. */
  jobs: JobSystem;
}

/** One domain of the product: its routes, and the rows it adds to a new database. */
export interface AppModule {
  name: string;
  register(app: ZodApp, deps: AppDeps): void;
  /** Rows every new database starts with, demo data or not (the product's default message templates). */
  seedFirstStart?(tx: Tx): Promise<void>;
  seedDemo?(tx: Tx): Promise<void>;
}

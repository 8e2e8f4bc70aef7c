import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type Db as QueueDb } from 'pg-boss';
import { installQueue } from '../jobs/queue.js';

/**
 * Without a schema: queries name their tables (no relational `db.query`), so the platform need not
 * know every module's tables.
 */
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** A transaction, or the database itself where no transaction is needed. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The same database as the job queue (pg-boss) reaches it: through this pool or this embedded instance. */
  queueDb: QueueDb;
  /** Applies the committed migrations; safe to run on every start and from several instances. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`, and `onGap` after a lost connection was restored
   * (notifications may have been missed meanwhile); returns the unsubscribe function.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /**
   * A consistent copy of an embedded database's data folder, as a gzipped tarball (PGlite's own dump, taken between
   * two statements); absent on a server, which its own tools back up.
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Any fixed number: serialises migrations of instances starting together. */
const MIGRATION_LOCK_ID = 727_001;

/** Rows of a raw SQL statement; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export class DatabaseUnreachableError extends Error {}

/**
 * Embedded PGlite: in `dataDir`, or in memory when no folder is given (tests), starting from the
 * data folder tarball `loadDataDir` when given (a test run's migrated template).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  const queueDb = fromPglite(client);
  return {
    kind: 'pglite',
    db,
    queueDb,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
      await installQueue(queueDb, 'pglite');
    },
    // One process owns an embedded database: its notifications cannot be lost.
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    snapshot: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** Hides the password of a connection string for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachableError(`Cannot reach the database at ${redactUrl(url)}: ${(error as Error).message}`);
  }
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  const queueDb: QueueDb = { executeSql: (text, values) => pool.query(text, values) };
  const listeners = new Set<Listener>();
  return {
    kind: 'postgres',
    db,
    queueDb,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
        // On the connection holding the lock: the pool may have no other to give.
        await installQueue({ executeSql: (text, values) => client.query(text, values) }, 'postgres');
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, onPayload, onGap) {
      const listener = new Listener(url, channel, onPayload, onGap);
      await listener.connect();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      listeners.clear();
      await pool.end();
    },
  };
}

const RECONNECT_DELAY_MS = 1000;

/** A LISTEN connection that reconnects after a loss and then reports the gap. */
class Listener {
  private client?: pg.Client;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onGap: () => void,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    client.on('error', () => {});
    client.on('end', () => {
      if (!this.closed) setTimeout(() => void this.reconnect(), RECONNECT_DELAY_MS);
    });
    await client.connect();
    await client.query(`LISTEN "${this.channel.replaceAll('"', '')}"`);
    this.client = client;
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    try {
      await this.connect();
      this.onGap();
    } catch {
      setTimeout(() => void this.reconnect(), RECONNECT_DELAY_MS);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end();
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

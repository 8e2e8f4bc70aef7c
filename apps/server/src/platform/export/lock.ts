import { ErrorCode } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DbOrTx } from '../db/client.js';
import { AppError } from '../http/app-error.js';

/** First key of the export locks' advisory locks (the second is the module's hash): any fixed number. */
const EXPORT_LOCK_CLASS = 727_002;

/** Exports running on an embedded database, by module; one process owns such a database. */
const embeddedLocks = new WeakMap<Database, Set<string>>();

async function withEmbeddedLock<T>(database: Database, module: string, work: (db: DbOrTx) => Promise<T>): Promise<T> {
  const running = embeddedLocks.get(database) ?? new Set<string>();
  embeddedLocks.set(database, running);
  if (running.has(module)) throw new AppError(ErrorCode.ExportBusy);
  running.add(module);
  try {
    return await work(database.db);
  } finally {
    running.delete(module);
  }
}

/**
 * On a server, a transaction-level advisory lock: the transaction holds one connection for the whole
 * export and ends with it (finish, failure or client abort), and a lost connection releases it too.
 * The transaction is read-only and repeatable-read, so the count and every chunk see one snapshot.
 */
function withServerLock<T>(database: Database, module: string, work: (db: DbOrTx) => Promise<T>): Promise<T> {
  return database.db.transaction(
    async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${EXPORT_LOCK_CLASS}, hashtext(${module})) as locked`,
      );
      if (!lock!.locked) throw new AppError(ErrorCode.ExportBusy);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Runs `work` as the only export of `module` across every instance on the database; another caller
 * meanwhile gets 10027 (SPEC 8). PGlite's advisory locks are re-entrant within its single session, so
 * an embedded database keeps its locks in this process, which alone can open it.
 */
export function withExportLock<T>(database: Database, module: string, work: (db: DbOrTx) => Promise<T>): Promise<T> {
  return database.kind === 'postgres'
    ? withServerLock(database, module, work)
    : withEmbeddedLock(database, module, work);
}

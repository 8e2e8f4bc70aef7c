import { PgBoss, type ConstructorOptions, type Db as QueueDb } from 'pg-boss';

/** pg-boss's tables live in a schema of their own. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss on the app's database: through its pool on a server, or on the embedded instance (which it knows
 * as the `pglite` backend: one connection, LISTEN/NOTIFY in process).
 */
export function openQueue(
  queueDb: QueueDb,
  kind: 'pglite' | 'postgres',
  options: Omit<ConstructorOptions, 'db' | 'backend' | 'schema'> = {},
): PgBoss {
  return new PgBoss({ db: queueDb, backend: kind, schema: QUEUE_SCHEMA, ...options });
}

/**
 * Creates or upgrades pg-boss's tables with the app's own migrations, so that a migrated database (a test
 * template among them) has them and no instance starts the queue on a half-made schema.
 */
export async function installQueue(queueDb: QueueDb, kind: 'pglite' | 'postgres'): Promise<void> {
  const boss = openQueue(queueDb, kind, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

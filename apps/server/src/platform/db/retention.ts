import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client.js';

/** Rows deleted per statement, so a sweep never holds long locks nor writes a huge transaction. */
const CHUNK_ROWS = 5_000;

/**
 * Deletes the rows of `table` whose `at` is more than `days` ago, a chunk at a time, until none is left or
 * `shouldStop` says so; returns how many went. `id` is the table's key, `at` should be indexed.
 */
export async function deleteOlderThan(
  db: Db,
  target: { table: PgTable; id: PgColumn; at: PgColumn },
  days: number,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const { table, id, at } = target;
  let total = 0;
  for (;;) {
    const [result] = await queryRows<{ deleted: number }>(
      db,
      sql`
      with expired as (
        delete from ${table} where ${id} in (
          select ${id} from ${table} where ${at} < now() - make_interval(days => ${days}) limit ${CHUNK_ROWS})
        returning 1)
      select count(*)::int as deleted from expired`,
    );
    total += result!.deleted;
    if (result!.deleted < CHUNK_ROWS || shouldStop()) return total;
  }
}

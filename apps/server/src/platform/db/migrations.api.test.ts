import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/database-template.js';
import { queryRows, type Database } from './client.js';

const journal = JSON.parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle/meta/_journal.json'),
    'utf8',
  ),
) as { entries: { tag: string }[] };

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await emptyDatabase());
});
afterAll(() => drop());

describe(`migrations on ${process.env.DATABASE_URL ? 'the PostgreSQL server' : 'embedded PGlite'}`, () => {
  it('apply every committed file once, however often they run', async () => {
    await database.migrate();
    await database.migrate();
    await Promise.all([database.migrate(), database.migrate()]);
    const applied = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'action',
        'admin_user',
        'login_throttle',
        'menu',
        'role',
        'role_action',
        'security_event',
        'session',
        'sys_audit_log',
        'user_column_preference',
        'user_role',
      ]),
    );
  });
});

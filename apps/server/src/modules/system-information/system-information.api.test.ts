import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, type Backup, type SystemInformation } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows, type Database } from '../../platform/db/client.js';
import { SERVER_VERSION } from '../../platform/version.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { listBackups, writeBackup } from './backups.js';
import { restoreBackup } from './restore.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('system information', () => {
  it('shows the version, the database and its migrations, the queue, the instance and the channels', async () => {
    const info = (await t.call('GET', '/api/systemInformation', { token })).body.data as SystemInformation;
    const journal = await readdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle'));
    expect(info).toMatchObject({
      version: SERVER_VERSION,
      nodeVersion: process.version,
      instance: t.deps.jobs.instance,
      database: { kind: t.deps.database.kind, migrationsApplied: journal.filter((f) => f.endsWith('.sql')).length },
      queue: { failedLastDay: 0 },
      channels: [
        { channel: 'email', state: 'logOnly', provider: 'log', detail: null, waiting: 0, failedLastDay: 0 },
        { channel: 'sms', state: 'logOnly', provider: 'log', detail: null, waiting: 0, failedLastDay: 0 },
        { channel: 'whatsapp', state: 'logOnly', provider: 'log', detail: null, waiting: 0, failedLastDay: 0 },
        { channel: 'webhook', state: 'configured', provider: 'http', detail: null, waiting: 0, failedLastDay: 0 },
      ],
      backups: { enabled: t.deps.database.kind === 'pglite', keep: 7 },
    });
    expect(info.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(info.instances.map((entry) => entry.instance)).toContain(t.deps.jobs.instance);
    expect(info.memory.rssBytes).toBeGreaterThan(info.memory.heapUsedBytes);
  });

  it('backs up the embedded database on demand, and says how a PostgreSQL server is backed up instead', async () => {
    const answer = await t.call('POST', '/api/systemInformation/backup', { token });
    if (t.deps.database.kind === 'pglite') {
      const backup = answer.body.data as Backup;
      expect(backup.file).toMatch(/^srd-backup-.*\.tar\.gz$/);
      const info = (await t.call('GET', '/api/systemInformation', { token })).body.data as SystemInformation;
      expect(info.backups.last).toEqual(backup);
    } else {
      expect(answer.body.code).toBe(ErrorCode.BackupNotAvailable);
      expect(answer.body.message).toContain('pg_dump');
    }
  });
});

/** Every table of the app and the job queue, each with its row count and a digest of all its rows. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname in ('public', 'pgboss', 'drizzle') order by 1`,
  );
  const entries = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await queryRows<{ rows: number; digest: string | null }>(
        database.db,
        sql.raw(
          `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
        ),
      );
      return [name, `${row!.rows}:${row!.digest}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Each test opens an embedded database on disk three or four times and packs it: seconds each on a busy machine. */
const DISK_DATABASES_MS = 120_000;

describe('backups of the embedded database', () => {
  it(
    'restores a backup with every row of every table, keeping the replaced data and the newest backups',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'srd-backup-'));
      const pgdata = path.join(dataDir, 'pgdata');
      const folder = path.join(dataDir, 'backups');
      try {
        const database = await openPglite(pgdata);
        await database.migrate();
        await database.db.execute(sql`insert into tenant (name, name_cht, name_chs, status)
        select 'Tenant ' || n, '租戶 ' || n, '租户 ' || n, 1 from generate_series(1, 500) n`);
        await database.db.execute(sql`insert into job_run (name, job_id, trigger, attempt, started_at, status, instance)
        values ('kiosk.watch', 'a', 'schedule', 1, now(), 'succeeded', 'here:1')`);
        const before = await fingerprint(database);
        expect(Number(before['public.tenant']!.split(':')[0])).toBe(500);
        const times = [1, 2, 3].map((day) => new Date(Date.UTC(2026, 10, day, 19, 30)));
        for (const at of times) await writeBackup(database, folder, 2, at);
        // Opened, the data folder is refused.
        const newest = (await listBackups(folder))[0]!;
        await expect(restoreBackup(path.join(folder, newest.file), pgdata)).rejects.toThrow(/stop the server first/);
        await database.db.execute(sql`delete from tenant`);
        await database.close();

        expect((await listBackups(folder)).map((backup) => backup.file)).toEqual([
          'srd-backup-2026-11-03T19-30-00.000Z.tar.gz',
          'srd-backup-2026-11-02T19-30-00.000Z.tar.gz',
        ]);
        const keptAt = await restoreBackup(path.join(folder, newest.file), pgdata);
        const restored = await openPglite(pgdata);
        try {
          expect(await fingerprint(restored)).toEqual(before);
        } finally {
          await restored.close();
        }
        expect(keptAt).toMatch(/pgdata-before-restore-/);
        const replaced = await openPglite(keptAt!);
        try {
          expect((await fingerprint(replaced))['public.tenant']).toMatch(/^0:/);
        } finally {
          await replaced.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    DISK_DATABASES_MS,
  );

  it(
    'refuses a file that is not a backup and leaves the data as it was',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'srd-backup-'));
      const pgdata = path.join(dataDir, 'pgdata');
      try {
        const database = await openPglite(pgdata);
        await database.migrate();
        const before = await fingerprint(database);
        await database.close();
        const bogus = path.join(dataDir, 'srd-backup-bogus.tar.gz');
        await writeFile(bogus, 'not a tarball');
        await expect(restoreBackup(bogus, pgdata)).rejects.toThrow(/is not a backup this server can read/);
        const after = await openPglite(pgdata);
        try {
          expect(await fingerprint(after)).toEqual(before);
        } finally {
          await after.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    DISK_DATABASES_MS,
  );
});

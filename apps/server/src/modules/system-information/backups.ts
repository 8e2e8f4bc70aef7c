import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Backup } from '@srd/contract';
import type { Database } from '../../platform/db/client.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';

const PREFIX = 'srd-backup-';
const SUFFIX = '.tar.gz';

/** The backups in `folder`, newest first; none when the folder does not exist yet. */
export async function listBackups(folder: string): Promise<Backup[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const backups = await Promise.all(
    names
      .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
      .map(async (file) => {
        const info = await stat(path.join(folder, file));
        return { file, sizeBytes: info.size, createdAt: info.mtime.toISOString() };
      }),
  );
  return backups.sort((a, b) => b.file.localeCompare(a.file));
}

/**
 * Writes a snapshot of the embedded database into `folder` (written beside, then renamed, so a backup file is always
 * whole), then deletes all but the `keep` newest.
 */
export async function writeBackup(database: Database, folder: string, keep: number, now = new Date()): Promise<Backup> {
  if (!database.snapshot) throw new Error('Only an embedded database is backed up by the server');
  const snapshot = Buffer.from(await (await database.snapshot()).arrayBuffer());
  await mkdir(folder, { recursive: true });
  // Sortable by name: the time, to the millisecond, in UTC.
  const file = `${PREFIX}${now.toISOString().replaceAll(':', '-')}${SUFFIX}`;
  const partial = path.join(folder, `${file}.partial`);
  await writeFile(partial, snapshot);
  await rename(partial, path.join(folder, file));
  const backups = await listBackups(folder);
  await Promise.all(backups.slice(keep).map((old) => rm(path.join(folder, old.file))));
  return backups.find((backup) => backup.file === file)!;
}

/** The nightly backup of the embedded database, at 03:30 Hong Kong time. */
export function backupJob(database: Database, folder: string, keep: number): JobDefinition {
  return {
    name: 'database.backup',
    cron: '30 3 * * *',
    summary: {
      en_US: '{file} written ({megabytes} MB); the newest {keep} are kept',
      zh_HK: '已寫入 {file}（{megabytes} MB）；保留最新 {keep} 份',
      zh_CN: '已写入 {file}（{megabytes} MB）；保留最新 {keep} 份',
    },
    async run() {
      const backup = await writeBackup(database, folder, keep);
      return { file: backup.file, megabytes: (backup.sizeBytes / 1024 / 1024).toFixed(1), keep };
    },
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase } from './platform/db/client.js';
import { writeBackup } from './modules/system-information/backups.js';
import { assertStopped, restoreBackup } from './modules/system-information/restore.js';
import { backupFolder } from './modules/system-information/service.js';

/**
 * The server's commands besides serving, for the embedded database while the server is stopped:
 * `backup` writes a backup into DATA_DIR/backups, `restore <file>` brings one back. Returns false for no command.
 */
export async function runCommand(args: string[], config: Config): Promise<boolean> {
  const [command, file] = args;
  if (command === undefined) return false;
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: back up and restore the PostgreSQL server with pg_dump and pg_restore');
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (command === 'backup') {
    if (!existsSync(pgdata)) throw new Error(`There is no embedded database in ${pgdata} to back up`);
    assertStopped(pgdata);
    const database = await openDatabase({ dataDir: pgdata });
    try {
      const backup = await writeBackup(database, backupFolder(config.dataDir), config.backupKeep);
      console.log(
        `Backup written: ${path.join(backupFolder(config.dataDir), backup.file)} (${backup.sizeBytes} bytes)`,
      );
    } finally {
      await database.close();
    }
    return true;
  }
  if (command === 'restore') {
    if (!file) throw new Error('Name the backup to restore: npm run restore -- <file>');
    const keptAt = await restoreBackup(path.resolve(file), pgdata);
    console.log(
      `Restored ${file} into ${pgdata}.` +
        (keptAt ? ` The data it replaced is kept in ${keptAt}.` : '') +
        ' Start the server with npm start.',
    );
    return true;
  }
  throw new Error(`Unknown command "${command}": the server knows backup and restore <file>`);
}

import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Refuses to touch a data folder an embedded database has open: PGlite keeps `postmaster.pid` there while it runs
 * (a server killed without closing leaves it too, which the operator then removes by hand).
 */
export function assertStopped(pgdata: string): void {
  if (existsSync(path.join(pgdata, 'postmaster.pid')))
    throw new Error(
      `The database in ${pgdata} is open: stop the server first (if it is not running, it stopped without closing ` +
        'its database: delete postmaster.pid in that folder and try again)',
    );
}

/**
 * Brings back a backup of the embedded database into `pgdata` (the server must be stopped): the current data folder
 * is kept beside it, renamed, and the backup is opened once to prove it whole. Returns where the old folder went.
 */
export async function restoreBackup(file: string, pgdata: string, now = new Date()): Promise<string | null> {
  assertStopped(pgdata);
  const tarball = new Blob([await readFile(file)]);
  let keptAt: string | null = null;
  if (existsSync(pgdata)) {
    keptAt = `${pgdata}-before-restore-${now.toISOString().replaceAll(':', '-')}`;
    await rename(pgdata, keptAt);
  }
  try {
    const restored = new PGlite({ dataDir: pgdata, loadDataDir: tarball });
    await restored.waitReady;
    await restored.query('select count(*) from drizzle.__drizzle_migrations');
    await restored.close();
  } catch (error) {
    // A backup that does not open leaves the data as it was.
    if (keptAt) {
      await rm(pgdata, { recursive: true, force: true });
      await rename(keptAt, pgdata);
    }
    throw new Error(`${path.basename(file)} is not a backup this server can read: ${(error as Error).message}`);
  }
  return keptAt;
}

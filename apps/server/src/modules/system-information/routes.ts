import { Backup, SystemInformation, systemInformationActions } from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { backupJob } from './backups.js';
import { backupFolder, createSystemInformationService } from './service.js';

/**
 * SystemInformation (`GET /systemInformation`) and backups of the embedded database
 * (`POST /systemInformation/backup`, and a nightly job).
 */
export const systemInformationModule: AppModule = {
  name: 'systemInformation',
  register(app, deps) {
    const information = createSystemInformationService(deps);
    if (deps.database.snapshot)
      deps.jobs.define(backupJob(deps.database, backupFolder(deps.config.dataDir), deps.config.backupKeep));
    app.get(
      '/api/systemInformation',
      {
        schema: {
          tags: ['systemInformation'],
          summary: 'Version, uptime, database, job queue, instances, outbound channels and backups',
          response: { 200: SystemInformation },
        },
        config: { action: systemInformationActions.view },
      },
      (req) => information.read(signedIn(req.ctx)),
    );
    app.post(
      '/api/systemInformation/backup',
      {
        schema: {
          tags: ['systemInformation'],
          summary: 'Back up the embedded database now (a PostgreSQL server is backed up with its own tools)',
          response: { 200: Backup },
        },
        config: { action: systemInformationActions.backup },
      },
      (req) => information.backup(signedIn(req.ctx)),
    );
  },
};

import {
  OctEventLogPage,
  OctEventLogPageRequest,
  octEventLogActions,
  OctEventType,
  OctEventTypeCreate,
  OctEventTypePageRequest,
  OctEventTypeUpdate,
  octEventTypeActions,
  OctOption,
  OctSftpLogPage,
  OctSftpLogPageRequest,
  octSftpLogActions,
  OctSftpType,
  OctSftpTypeCreate,
  OctSftpTypePageRequest,
  OctSftpTypeUpdate,
  octSftpTypeActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoSettlement } from './demo.js';
import { eventLogExporter, sftpLogExporter } from './export.js';
import { octopusSettleJob } from './job.js';
import {
  eventLogPage,
  eventTypeOptions,
  octEventTypes,
  octSftpTypes,
  sftpLogPage,
  sftpTypeOptions,
} from './service.js';

const tags = ['octopusSettlement'];

/**
 * Octopus settlement: the file kinds exchanged with the card operator over SFTP and the log of each transfer, the
 * card event types and the events read from the operator's files, and the job that sends the rebates and takes the
 * answers (defined only when OCTOPUS_SFTP_HOST is set).
 */
export const octopusSettlementModule: AppModule = {
  name: 'octopusSettlement',
  register(app, deps) {
    registerEntityRoutes(app, octSftpTypes, {
      tags,
      noun: 'Octopus file kind',
      actions: octSftpTypeActions,
      schemas: {
        row: OctSftpType,
        pageRequest: OctSftpTypePageRequest,
        create: OctSftpTypeCreate,
        update: OctSftpTypeUpdate,
      },
      paths: catalogueCrudPaths('/api/octSftpType'),
    });
    registerEntityRoutes(app, octEventTypes, {
      tags,
      noun: 'Octopus card event type',
      actions: octEventTypeActions,
      schemas: {
        row: OctEventType,
        pageRequest: OctEventTypePageRequest,
        create: OctEventTypeCreate,
        update: OctEventTypeUpdate,
      },
      paths: catalogueCrudPaths('/api/octEventType'),
    });
    app.get(
      '/api/octSftpType/options',
      {
        schema: {
          tags,
          summary: 'Every file kind, named in the caller language',
          response: { 200: z.array(OctOption) },
        },
        config: { action: octSftpLogActions.view },
      },
      (req) => sftpTypeOptions(signedIn(req.ctx)),
    );
    app.get(
      '/api/octEventType/options',
      {
        schema: {
          tags,
          summary: 'Every card event type, named in the caller language',
          response: { 200: z.array(OctOption) },
        },
        config: { action: octEventLogActions.view },
      },
      (req) => eventTypeOptions(signedIn(req.ctx)),
    );
    app.post(
      '/api/octSftpLog/page',
      {
        schema: {
          tags,
          summary:
            'Files sent to and fetched from the Octopus operator in reach, newest first: size, SHA-256, lines, ' +
            'total, status and the error in the caller language',
          body: OctSftpLogPageRequest,
          response: { 200: OctSftpLogPage },
        },
        config: { action: octSftpLogActions.view },
      },
      (req) => sftpLogPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/octEventLog/page',
      {
        schema: {
          tags,
          summary: 'Card events the operator reported, in reach, newest first, with their member and file',
          body: OctEventLogPageRequest,
          response: { 200: OctEventLogPage },
        },
        config: { action: octEventLogActions.view },
      },
      (req) => eventLogPage(signedIn(req.ctx), req.body),
    );
    registerExporter(sftpLogExporter);
    registerExporter(eventLogExporter);
    if (deps.config.octopusSftp) deps.jobs.define(octopusSettleJob(deps.config.octopusSftp));
  },
  seedDemo: seedDemoSettlement,
};

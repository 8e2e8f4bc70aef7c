import {
  AuditLogPage,
  AuditLogPageRequest,
  AuditLogReceive,
  AuditLogReceiveResult,
  SecurityEventPage,
  SecurityEventPageRequest,
  sysAuditLogActions,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { auditLogExporter } from './audit-export.js';
import { createSecurityEventService } from './security-events.js';
import { createAuditLogService } from './service.js';

/** Audit entries are only ever added: no route here (or anywhere) changes or deletes one. */
export const auditModule: AppModule = {
  name: 'audit',
  register(app, deps) {
    const auditLog = createAuditLogService(deps);
    const securityEvents = createSecurityEventService(deps);
    registerExporter(auditLogExporter);
    app.post(
      '/api/sysAuditLog/page',
      {
        schema: {
          tags: ['sysAuditLog'],
          summary: 'Audit entries by user, resource, record, action and time',
          body: AuditLogPageRequest,
          response: { 200: AuditLogPage },
        },
        config: { action: sysAuditLogActions.view },
      },
      (req) => auditLog.page(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/sysAuditLog/logReceive',
      {
        schema: {
          tags: ['sysAuditLog'],
          summary: 'Store the fields a client changed, as a client-reported entry',
          body: AuditLogReceive,
          response: { 200: AuditLogReceiveResult },
        },
        // Only integrations granted the action report; the rate limit keeps one gone wrong from filling the log.
        config: { action: sysAuditLogActions.report, rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      (req) => auditLog.receive(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/sysAuditLog/securityEvents',
      {
        schema: {
          tags: ['sysAuditLog'],
          summary: 'Sign-ins, failed sign-ins, locks and refused requests',
          body: SecurityEventPageRequest,
          response: { 200: SecurityEventPage },
        },
        config: { action: sysAuditLogActions.view },
      },
      (req) => securityEvents.page(signedIn(req.ctx), req.body),
    );
  },
};

import {
  activityHistoryActions,
  ActivityPage,
  ActivityPageRequest,
  AlarmComment,
  AlarmCommentCreate,
  AlarmPage,
  AlarmPageRequest,
  AlarmRef,
  AlarmRow,
  Availability,
  AvailabilityRequest,
  COMMAND_RESULT_CODES,
  CommandRef,
  HeartbeatPage,
  HeartbeatPageRequest,
  KioskCommandPage,
  KioskCommandPageRequest,
  KioskCommandRow,
  KioskErrorCode,
  KioskErrorCodeCreate,
  KioskErrorCodePageRequest,
  KioskErrorCodeUpdate,
  KioskLatestStatePage,
  KioskLatestStatePageRequest,
  KioskOperationResult,
  KioskTarget,
  MarkAsDownRequest,
  SendCommandQuery,
  kioskAlertActions,
  kioskErrorCodeActions,
  kioskHeartbeatsActions,
  kioskLogActions,
  kioskOpsActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { activityPage } from './activity.js';
import {
  acknowledgeAlarm,
  alarmComments,
  alarmPage,
  alarmsOfBatch,
  clearAlarmByStaff,
  commentAlarm,
} from './alarms.js';
import { availability } from './availability-service.js';
import { cancelCommand, commandPage } from './commands.js';
import { seedDemoErrorCodes } from './demo.js';
import { kioskErrorCodes } from './error-codes.js';
import { kioskWatchJob } from './jobs.js';
import { heartbeatPage, kioskLivePage } from './live.js';
import { markAsDown, resumeService, sendCommand, sendReboot } from './operations.js';

const tags = ['kioskOps'];

/**
 * Kiosk operations (SPEC 7 `/kiosk/...`): mark down, resume, reboot and other commands, the latest
 * state and heartbeat history, activity, alarms and their lifecycle, availability; the kiosk error code
 * catalogue; and the job marking silent kiosks offline and expiring unfetched commands.
 */
export const kioskOpsModule: AppModule = {
  name: 'kioskOps',
  register(app, deps) {
    app.post(
      '/api/kiosk/markAsDown',
      {
        schema: {
          tags,
          summary:
            'Take a kiosk out of service: marked down with a reason, a manual downtime, and a markDown command queued',
          body: MarkAsDownRequest,
          response: { 200: KioskOperationResult },
        },
        config: { action: kioskOpsActions.markAsDown },
      },
      (req) => markAsDown(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/kiosk/resumeService',
      {
        schema: {
          tags,
          summary: 'Put a marked-down kiosk back in service, with a resume command',
          querystring: KioskTarget,
          response: { 200: KioskOperationResult },
        },
        config: { action: kioskOpsActions.resume },
      },
      (req) => resumeService(signedIn(req.ctx), req.query),
    );
    app.get(
      '/api/kiosk/sendReboot',
      {
        schema: {
          tags,
          summary: 'Queue a reboot command for a kiosk',
          querystring: KioskTarget,
          response: { 200: KioskCommandRow },
        },
        config: { action: kioskOpsActions.reboot },
      },
      (req) => sendReboot(signedIn(req.ctx), req.query),
    );
    app.get(
      '/api/kiosk/sendCommand',
      {
        schema: {
          tags,
          summary:
            'Queue a command for a kiosk: reboot, markDown, resume, syncConfig, syncBarcodes, openDoor, ' +
            'or setVolume with volume (1-100)',
          querystring: SendCommandQuery,
          response: { 200: KioskCommandRow },
        },
        config: { action: kioskOpsActions.sendCommand },
      },
      (req) => sendCommand(signedIn(req.ctx), req.query),
    );
    app.post(
      '/api/kiosk/cancelCommand',
      {
        schema: {
          tags,
          summary: 'Cancel a command the kiosk has not fetched yet',
          body: CommandRef,
          response: { 200: KioskCommandRow },
        },
        config: { action: kioskOpsActions.sendCommand },
      },
      (req) => cancelCommand(signedIn(req.ctx), req.body.id),
    );
    app.post(
      '/api/kiosk/commandPage',
      {
        schema: {
          tags,
          summary:
            'The command log: commands of the kiosks in reach with their status ' +
            '(0 pending, 1 delivered, 2 done, 3 failed, 4 expired, 5 cancelled) and result: a code the product ' +
            `wrote (${COMMAND_RESULT_CODES.join(', ')}) or the kiosk's own text`,
          body: KioskCommandPageRequest,
          response: { 200: KioskCommandPage },
        },
        config: { action: kioskLogActions.view },
      },
      (req) => commandPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/kiosk/getKioskHeartBeats',
      {
        schema: {
          tags,
          summary:
            'The latest state of the kiosks in reach, by KID list, tenant, type and status, ' +
            'with the count of each status (clients wait up to 50 s)',
          body: KioskLatestStatePageRequest,
          response: { 200: KioskLatestStatePage },
        },
        config: { action: kioskHeartbeatsActions.view },
      },
      (req) => kioskLivePage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/kiosk/heartbeatPage',
      {
        schema: {
          tags,
          summary: "One kiosk's heartbeat history, newest first, by time range",
          body: HeartbeatPageRequest,
          response: { 200: HeartbeatPage },
        },
        config: { action: kioskHeartbeatsActions.view },
      },
      (req) => heartbeatPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/kiosk/availability',
      {
        schema: {
          tags,
          summary:
            'Per kiosk, the share of the period up, technical downtime (fault, offline, manual) ' +
            'and capacity downtime (full), in minutes and by cause',
          body: AvailabilityRequest,
          response: { 200: z.array(Availability) },
        },
        config: { action: kioskHeartbeatsActions.view },
      },
      (req) => availability(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/kiosk/getActivityHistory',
      {
        schema: {
          tags,
          summary: 'Activity of the kiosks in reach, newest first, by kiosk, kind and time range',
          body: ActivityPageRequest,
          response: { 200: ActivityPage },
        },
        config: { action: activityHistoryActions.view },
      },
      (req) => activityPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/kiosk/getAlert',
      {
        schema: {
          tags,
          summary:
            "Alarms of the kiosks in reach, with their error code's texts in the caller's language " +
            'and the count of active ones',
          body: AlarmPageRequest,
          response: { 200: AlarmPage },
        },
        config: { action: kioskAlertActions.view },
      },
      (req) => alarmPage(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/kiosk/getalertbybatchid/:id',
      {
        schema: {
          tags,
          summary: 'The alarms raised for a batch',
          params: z.object({ id: z.string().trim().min(1).max(64) }),
          response: { 200: z.array(AlarmRow) },
        },
        config: { action: kioskAlertActions.view },
      },
      (req) => alarmsOfBatch(signedIn(req.ctx), req.params.id),
    );
    app.post(
      '/api/kiosk/alarm/acknowledge',
      {
        schema: {
          tags,
          summary: 'Acknowledge an alarm: who saw it and when',
          body: AlarmRef,
          response: { 200: AlarmRow },
        },
        config: { action: kioskOpsActions.acknowledgeAlarm },
      },
      (req) => acknowledgeAlarm(signedIn(req.ctx), req.body.id),
    );
    app.post(
      '/api/kiosk/alarm/clear',
      {
        schema: {
          tags,
          summary: "Clear an active alarm; a fault's downtime ends with its last active fault alarm",
          body: AlarmRef,
          response: { 200: AlarmRow },
        },
        config: { action: kioskOpsActions.clearAlarm },
      },
      (req) => clearAlarmByStaff(signedIn(req.ctx), req.body.id),
    );
    app.get(
      '/api/kiosk/alarm/comments',
      {
        schema: {
          tags,
          summary: "An alarm's comments, oldest first",
          querystring: AlarmRef,
          response: { 200: z.array(AlarmComment) },
        },
        config: { action: kioskAlertActions.view },
      },
      (req) => alarmComments(signedIn(req.ctx), req.query.id),
    );
    app.post(
      '/api/kiosk/alarm/comment',
      {
        schema: {
          tags,
          summary: 'Comment on an alarm; answers its comments',
          body: AlarmCommentCreate,
          response: { 200: z.array(AlarmComment) },
        },
        config: { action: kioskOpsActions.commentAlarm },
      },
      (req) => commentAlarm(signedIn(req.ctx), req.body),
    );
    registerEntityRoutes(app, kioskErrorCodes, {
      tags: ['kioskErrorCode'],
      noun: 'kiosk error code',
      actions: kioskErrorCodeActions,
      schemas: {
        row: KioskErrorCode,
        pageRequest: KioskErrorCodePageRequest,
        create: KioskErrorCodeCreate,
        update: KioskErrorCodeUpdate,
      },
      paths: catalogueCrudPaths('/api/kioskErrorCode'),
    });
    deps.jobs.define(
      kioskWatchJob({
        seconds: deps.config.offlineSweepSeconds,
        commandExpireMinutes: deps.config.commandExpireMinutes,
      }),
    );
  },
  seedDemo: seedDemoErrorCodes,
};

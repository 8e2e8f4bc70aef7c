import {
  AlertSetting,
  AlertSettingCreate,
  AlertSettingOptions,
  AlertSettingPageRequest,
  AlertSettingUpdate,
  alertSettingActions,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoAlertSettings } from './demo.js';
import { alertNotifyJob } from './notifier.js';
import { alertSettingOptions } from './options.js';
import { alertSettings } from './service.js';

/**
 * KioskAlertSetting (`/alertSetting/page`, `GET`, `POST`, `PUT /alertSetting/{id}`, `DELETE /alertSetting/{id}`) and
 * `GET /alertSetting/options` for the form's pickers, and the job that tells each setting's receivers of the alarms it
 * watches.
 */
export const alertSettingModule: AppModule = {
  name: 'alertSetting',
  register(app, deps) {
    registerEntityRoutes(app, alertSettings, {
      tags: ['alertSetting'],
      noun: 'alert setting',
      actions: alertSettingActions,
      schemas: {
        row: AlertSetting,
        pageRequest: AlertSettingPageRequest,
        create: AlertSettingCreate,
        update: AlertSettingUpdate,
      },
      paths: {
        page: { url: '/api/alertSetting/page' },
        read: { url: '/api/alertSetting/:id', idIn: 'params' },
        create: { url: '/api/alertSetting' },
        update: { url: '/api/alertSetting/:id', method: 'PUT', idIn: 'params' },
        delete: { url: '/api/alertSetting/:id' },
      },
    });
    app.get(
      '/api/alertSetting/options',
      {
        schema: {
          tags: ['alertSetting'],
          summary: 'The kiosk groups, kiosks, admins and alarm types of the caller scope a setting may name',
          response: { 200: AlertSettingOptions },
        },
        config: { action: alertSettingActions.view },
      },
      (req) => alertSettingOptions(signedIn(req.ctx)),
    );
    deps.jobs.define(alertNotifyJob({ channels: deps.channels, publicUrl: deps.config.publicUrl }));
  },
  seedDemo: seedDemoAlertSettings,
};

import {
  AlertType,
  AlertTypeCreate,
  AlertTypeOption,
  AlertTypePageRequest,
  AlertTypeUpdate,
  alertTypeActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoAlertTypes } from './demo.js';
import { activeAlertTypes, alertTypeOptions, alertTypes } from './service.js';

const tags = ['alertType'];

/** Alert types (SPEC 7): `/alertType/getAll`, `/alertType/getSelectList`, page, create, edit and delete. */
export const alertTypeModule: AppModule = {
  name: 'alertType',
  register(app) {
    registerEntityRoutes(app, alertTypes, {
      tags,
      noun: 'alert type',
      actions: alertTypeActions,
      schemas: { row: AlertType, pageRequest: AlertTypePageRequest, create: AlertTypeCreate, update: AlertTypeUpdate },
      paths: catalogueCrudPaths('/api/alertType'),
    });
    app.get(
      '/api/alertType/getAll',
      {
        schema: { tags, summary: 'The active alert types, for selectors', response: { 200: z.array(AlertType) } },
        config: { action: alertTypeActions.view },
      },
      (req) => activeAlertTypes(signedIn(req.ctx)),
    );
    app.get(
      '/api/alertType/getSelectList',
      {
        schema: {
          tags,
          summary: 'Every alert type by code, named in the caller language, for filters such as the alarm list',
          response: { 200: z.array(AlertTypeOption) },
        },
        // Alarm type names are a shared, harmless catalogue that the alarm list's filter needs, also for callers
        // who cannot open the catalogue itself, so any signed-in user may list them.
        config: { signedIn: true },
      },
      (req) => alertTypeOptions(signedIn(req.ctx)),
    );
  },
  seedDemo: seedDemoAlertTypes,
};

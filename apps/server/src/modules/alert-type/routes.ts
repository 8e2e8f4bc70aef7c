import { AlertType, AlertTypeCreate, AlertTypePageRequest, AlertTypeUpdate, alertTypeActions } from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoAlertTypes } from './demo.js';
import { activeAlertTypes, alertTypes } from './service.js';

const tags = ['alertType'];

/** Alert types (SPEC 7): `/alertType/getAll`, page, create, edit and delete. */
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
  },
  seedDemo: seedDemoAlertTypes,
};

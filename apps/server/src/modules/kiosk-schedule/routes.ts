import {
  KioskOption,
  KioskOptionsQuery,
  KioskSchedule,
  KioskScheduleCreate,
  KioskSchedulePageRequest,
  KioskScheduleUpdate,
  kioskScheduleActions,
  ResourceOption,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { kioskOptions } from '../kiosk-group/kiosk-reach.js';
import { seedDemoKioskSchedules } from './demo.js';
import { groupOptions, kioskSchedules } from './service.js';

const tags = ['kioskSchedule'];

/**
 * Kiosk schedules (screen kioskSchedule): page, detail, create, edit (manual status included), delete
 * and the form's pickers.
 */
export const kioskScheduleModule: AppModule = {
  name: 'kioskSchedule',
  register(app) {
    registerEntityRoutes(app, kioskSchedules, {
      tags,
      noun: 'kiosk schedule',
      actions: kioskScheduleActions,
      schemas: {
        row: KioskSchedule,
        pageRequest: KioskSchedulePageRequest,
        create: KioskScheduleCreate,
        update: KioskScheduleUpdate,
      },
      paths: catalogueCrudPaths('/api/kioskSchedule'),
    });
    app.get(
      '/api/kioskSchedule/kioskOptions',
      {
        schema: {
          tags,
          summary: 'The kiosks of the caller reach a schedule may be for, by KID',
          querystring: KioskOptionsQuery,
          response: { 200: z.array(KioskOption) },
        },
        config: { action: kioskScheduleActions.view },
      },
      (req) => kioskOptions(signedIn(req.ctx), req.query),
    );
    app.get(
      '/api/kioskSchedule/groupOptions',
      {
        schema: {
          tags,
          summary: 'The kiosk groups of the caller reach a schedule may be for, under their tenant (pId)',
          response: { 200: z.array(ResourceOption) },
        },
        config: { action: kioskScheduleActions.view },
      },
      (req) => groupOptions(signedIn(req.ctx)),
    );
  },
  seedDemo: seedDemoKioskSchedules,
};

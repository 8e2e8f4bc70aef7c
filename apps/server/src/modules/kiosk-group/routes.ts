import {
  KioskGroup,
  KioskGroupCreate,
  KioskGroupPageRequest,
  KioskGroupUpdate,
  kioskGroupActions,
  KioskOption,
  KioskOptionsQuery,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoKioskGroups } from './demo.js';
import { kioskOptions } from './kiosk-reach.js';
import { kioskGroups } from './service.js';

const tags = ['kioskGroup'];

/** Kiosk groups (screen kioskGroupList): page, detail, create, edit, delete and the form's kiosk picker. */
export const kioskGroupModule: AppModule = {
  name: 'kioskGroup',
  register(app) {
    registerEntityRoutes(app, kioskGroups, {
      tags,
      noun: 'kiosk group',
      actions: kioskGroupActions,
      schemas: {
        row: KioskGroup,
        pageRequest: KioskGroupPageRequest,
        create: KioskGroupCreate,
        update: KioskGroupUpdate,
      },
      paths: catalogueCrudPaths('/api/kioskGroup'),
    });
    app.get(
      '/api/kioskGroup/kioskOptions',
      {
        schema: {
          tags,
          summary: 'The kiosks of the caller reach a group may hold, by KID, narrowed to a tenant and a kiosk type',
          querystring: KioskOptionsQuery,
          response: { 200: z.array(KioskOption) },
        },
        config: { action: kioskGroupActions.view },
      },
      (req) => kioskOptions(signedIn(req.ctx), req.query),
    );
  },
  seedDemo: seedDemoKioskGroups,
};

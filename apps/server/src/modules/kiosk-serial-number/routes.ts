import {
  KioskOption,
  KioskOptionsQuery,
  KioskSerialNumber,
  KioskSerialNumberCreate,
  KioskSerialNumberPageRequest,
  KioskSerialNumberUpdate,
  kioskSerialNumberActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { kioskOptions } from '../kiosk-group/kiosk-reach.js';
import { seedDemoSerialNumbers } from './demo.js';
import { serialNumberExporter } from './exports.js';
import { kioskSerialNumbers } from './service.js';

const tags = ['kioskSerialNumber'];

/**
 * Serial-number records of kiosk hardware (screen kioskSerialNumberList): page, detail, create, edit, delete,
 * export and the kiosk picker.
 */
export const kioskSerialNumberModule: AppModule = {
  name: 'kioskSerialNumber',
  register(app) {
    registerEntityRoutes(app, kioskSerialNumbers, {
      tags,
      noun: 'serial number',
      actions: kioskSerialNumberActions,
      schemas: {
        row: KioskSerialNumber,
        pageRequest: KioskSerialNumberPageRequest,
        create: KioskSerialNumberCreate,
        update: KioskSerialNumberUpdate,
      },
      paths: catalogueCrudPaths('/api/kioskSerialNumber'),
    });
    app.get(
      '/api/kioskSerialNumber/kioskOptions',
      {
        schema: {
          tags,
          summary: 'The kiosks of the caller reach a serial number may be installed in, by KID',
          querystring: KioskOptionsQuery,
          response: { 200: z.array(KioskOption) },
        },
        config: { action: kioskSerialNumberActions.view },
      },
      (req) => kioskOptions(signedIn(req.ctx), req.query),
    );
    registerExporter(serialNumberExporter);
  },
  seedDemo: seedDemoSerialNumbers,
};

import { Barcode, BarcodeCreate, BarcodePageRequest, BarcodeUpdate, barcodeActions } from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { seedDemoBarcodes } from './demo.js';
import { barcodes } from './service.js';

/** Barcodes, in the SPEC's style: `/barcode/page`, `POST`/`PUT /barcode`, `GET /barcode?id`, `DELETE /barcode/{id}`. */
export const barcodeModule: AppModule = {
  name: 'barcode',
  register(app) {
    registerEntityRoutes(app, barcodes, {
      tags: ['barcode'],
      noun: 'barcode',
      actions: barcodeActions,
      schemas: { row: Barcode, pageRequest: BarcodePageRequest, create: BarcodeCreate, update: BarcodeUpdate },
      paths: catalogueCrudPaths('/api/barcode'),
    });
  },
  seedDemo: seedDemoBarcodes,
};

import {
  CreatedKiosk,
  IdFromText,
  Kiosk,
  KioskAdminCode,
  KioskBatchCreate,
  KioskCreate,
  KioskMaxId,
  KioskPage,
  KioskPageRequest,
  KioskSecret,
  KioskSelectQuery,
  KioskUpdate,
  KioskWithSecret,
  kioskActions,
  ResourceOption,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { batchCreateKiosks } from './batch.js';
import { seedDemoKiosks } from './demo.js';
import { kioskExporter } from './export.js';
import { kioskMaxId, kioskOptions } from './lookups.js';
import { kioskAdminCode } from './maintenance-code.js';
import { createKiosk, kiosks, rotateKioskSecret, updateKiosk } from './service.js';

const tags = ['kiosk'];
const IdParams = z.object({ id: IdFromText });

/**
 * Kiosks (SPEC 7 `/kiosk/*`): the list with live status, detail, create (one or a batch, each with its
 * device secret shown once), edit, KID suggestions, selector options, the device secret's rotation
 * and the maintenance code.
 */
export const kioskModule: AppModule = {
  name: 'kiosk',
  register(app) {
    app.post(
      '/api/kiosk/list',
      {
        schema: {
          tags,
          summary: "Kiosks in the caller's reach, paged, each with its latest live state and tenant",
          body: KioskPageRequest,
          response: { 200: KioskPage },
        },
        config: { action: kioskActions.view },
      },
      (req) => kiosks.page(signedIn(req.ctx), req.body),
    );
    // Static paths before `/api/kiosk/:id`.
    app.get(
      '/api/kiosk/getMaxId',
      {
        schema: {
          tags,
          summary: 'The highest kiosk id and the next free KID of each type prefix (RVM-, SC-, BIN-)',
          response: { 200: KioskMaxId },
        },
        config: { action: kioskActions.add },
      },
      (req) => kioskMaxId(signedIn(req.ctx)),
    );
    app.get(
      '/api/kiosk/getHkpckioskSelect',
      {
        schema: {
          tags,
          summary: "Kiosk options for selectors, labelled by KID, in the caller's reach; of one type when given",
          querystring: KioskSelectQuery,
          response: { 200: z.array(ResourceOption) },
        },
        config: { action: kioskActions.view },
      },
      (req) => kioskOptions(signedIn(req.ctx), req.query.kioskType),
    );
    app.get(
      '/api/kiosk/:id',
      {
        schema: { tags, summary: 'One kiosk with its latest live state', params: IdParams, response: { 200: Kiosk } },
        config: { action: kioskActions.view },
      },
      (req) => kiosks.read(signedIn(req.ctx), req.params.id),
    );
    app.post(
      '/api/kiosk',
      {
        schema: {
          tags,
          summary: 'Create a kiosk; the answer holds its device secret, shown this once',
          body: KioskCreate,
          response: { 200: KioskWithSecret },
        },
        config: { action: kioskActions.add },
      },
      (req) => createKiosk(signedIn(req.ctx), req.body),
    );
    app.patch(
      '/api/kiosk/:id',
      {
        schema: {
          tags,
          summary: 'Edit a kiosk; omitted fields keep their values, settings sent are merged into the stored ones',
          params: IdParams,
          body: KioskUpdate,
          response: { 200: Kiosk },
        },
        config: { action: kioskActions.edit },
      },
      (req) => updateKiosk(signedIn(req.ctx), req.params.id, req.body),
    );
    app.post(
      '/api/kiosk/batchCreate',
      {
        schema: {
          tags,
          summary:
            'Create 1 to 500 kiosks numbered from a start under a KID prefix, all or none; ' +
            'each with its device secret, shown this once',
          body: KioskBatchCreate,
          response: { 200: z.array(CreatedKiosk) },
        },
        config: { action: kioskActions.add },
      },
      (req) => batchCreateKiosks(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/kiosk/rotateSecret/:id',
      {
        schema: {
          tags,
          summary: 'Issue a new device secret (shown this once); the old one stops working',
          params: IdParams,
          response: { 200: KioskSecret },
        },
        config: { action: kioskActions.secret },
      },
      (req) => rotateKioskSecret(signedIn(req.ctx), req.params.id),
    );
    app.get(
      '/api/kiosk/adminCode/:id',
      {
        schema: {
          tags,
          summary:
            "The kiosk's maintenance code for the current 10-minute window: 6 characters of 0-9A-Z from HMAC-SHA256, " +
            'keyed by the hex SHA-256 of its device secret, over `KID:floor(unix seconds / 600)`',
          params: IdParams,
          response: { 200: KioskAdminCode },
        },
        config: { action: kioskActions.adminCode },
      },
      (req) => kioskAdminCode(signedIn(req.ctx), req.params.id),
    );
    registerExporter(kioskExporter);
  },
  seedDemo: seedDemoKiosks,
};

import {
  IdFromText,
  ResourceOption,
  Tenant,
  TenantCreate,
  TenantDuplicate,
  TenantPageRequest,
  TenantTreeQuery,
  TenantUpdate,
  tenantActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { refuseNullBody } from '../../platform/http/validation.js';
import { seedDemoTenants } from './demo.js';
import { duplicateTenant } from './duplicate.js';
import { tenantExporter } from './export.js';
import { tenantSecretBox } from './secret-box.js';
import { createTenantService } from './service.js';
import { tenantTree } from './tree.js';

const tags = ['tenants'];

/**
 * Tenants (SPEC 7): `POST /tenants/list`, `POST /tenants`, `GET` and `PATCH /tenants/{id}`,
 * `PUT /tenants/duplicate/{id}`, `GET /tenant/getTreeInfoByRole` and the TenantList export.
 */
export const tenantModule: AppModule = {
  name: 'tenants',
  register(app, deps) {
    const box = tenantSecretBox(deps);
    app.addHook('onReady', box.load);
    const tenants = createTenantService(box);
    registerEntityRoutes(app, tenants, {
      tags,
      noun: 'tenant',
      actions: tenantActions,
      schemas: { row: Tenant, pageRequest: TenantPageRequest, create: TenantCreate, update: TenantUpdate },
      paths: {
        page: { url: '/api/tenants/list' },
        read: { url: '/api/tenants/:id', idIn: 'params' },
        create: { url: '/api/tenants' },
        update: { url: '/api/tenants/:id', method: 'PATCH', idIn: 'params' },
      },
    });
    app.put(
      '/api/tenants/duplicate/:id',
      {
        schema: {
          tags,
          summary:
            'Copy a tenant and its config groups under new names and subdomain (given, or derived from the original)',
          params: z.object({ id: IdFromText }),
          body: z.preprocess((body) => body ?? {}, TenantDuplicate),
          response: { 200: Tenant },
        },
        config: { action: tenantActions.duplicate },
        // No body means no names given; a body that says `null` is not one (the schema sees both as null).
        preValidation: refuseNullBody,
      },
      (req) => duplicateTenant(tenants, signedIn(req.ctx), req.params.id, req.body),
    );
    app.get(
      '/api/tenant/getTreeInfoByRole',
      {
        schema: {
          tags,
          summary: 'The tenants, merchants or shops the caller reaches, as options with the level above as pId',
          querystring: TenantTreeQuery,
          response: { 200: z.array(ResourceOption) },
        },
        config: { action: tenantActions.view },
      },
      (req) => tenantTree(signedIn(req.ctx), req.query),
    );
    registerExporter(tenantExporter);
  },
  seedDemo: seedDemoTenants,
};

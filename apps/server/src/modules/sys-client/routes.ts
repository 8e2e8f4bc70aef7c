import { SysClient, SysClientCreate, SysClientPageRequest, SysClientUpdate, sysClientActions } from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { seedDemoSysClients } from './demo.js';
import { sysClients } from './service.js';

/** System clients (SysClientList): `/sysClient/page`, `GET /sysClient?id`, create, edit and delete. */
export const sysClientModule: AppModule = {
  name: 'sysClient',
  register(app) {
    registerEntityRoutes(app, sysClients, {
      tags: ['sysClient'],
      noun: 'system client',
      actions: sysClientActions,
      schemas: { row: SysClient, pageRequest: SysClientPageRequest, create: SysClientCreate, update: SysClientUpdate },
      paths: catalogueCrudPaths('/api/sysClient'),
    });
  },
  seedDemo: seedDemoSysClients,
};

import {
  SysParameter,
  SysParameterCreate,
  SysParameterPageRequest,
  SysParameterUpdate,
  sysParameterActions,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { seedDemoSysParameters } from './demo.js';
import { sysParameters } from './service.js';

/**
 * System parameters: `/sysParameter/page`, `POST`/`PUT /sysParameter`, `GET /sysParameter?id`,
 * `DELETE /sysParameter/{id}`.
 */
export const sysParameterModule: AppModule = {
  name: 'sysParameter',
  register(app) {
    registerEntityRoutes(app, sysParameters, {
      tags: ['sysParameter'],
      noun: 'system parameter',
      actions: sysParameterActions,
      schemas: {
        row: SysParameter,
        pageRequest: SysParameterPageRequest,
        create: SysParameterCreate,
        update: SysParameterUpdate,
      },
      paths: catalogueCrudPaths('/api/sysParameter'),
    });
  },
  seedDemo: seedDemoSysParameters,
};

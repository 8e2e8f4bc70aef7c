import {
  Program,
  ProgramCreate,
  ProgramListItem,
  ProgramPageRequest,
  ProgramUpdate,
  programActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoPrograms } from './demo.js';
import { programs, runningPrograms } from './service.js';

const tags = ['program'];

/** Programs (SPEC 7): `GET /program?id`, page, create, edit, `DELETE /program/{id}` and `GET /program/api/list`. */
export const programModule: AppModule = {
  name: 'program',
  register(app) {
    registerEntityRoutes(app, programs, {
      tags,
      noun: 'program',
      actions: programActions,
      schemas: { row: Program, pageRequest: ProgramPageRequest, create: ProgramCreate, update: ProgramUpdate },
      paths: catalogueCrudPaths('/api/program'),
    });
    app.get(
      '/api/program/api/list',
      {
        schema: {
          tags,
          summary: 'The active programs running today in the caller scope: id and names (SPEC 3 program list item)',
          response: { 200: z.array(ProgramListItem) },
        },
        config: { action: programActions.view },
      },
      (req) => runningPrograms(signedIn(req.ctx)),
    );
  },
  seedDemo: seedDemoPrograms,
};

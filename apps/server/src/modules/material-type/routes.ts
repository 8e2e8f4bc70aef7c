import {
  MaterialType,
  MaterialTypeCreate,
  MaterialTypeOption,
  MaterialTypePageRequest,
  MaterialTypeSelectQuery,
  MaterialTypeUpdate,
  kioskMaterialTypeActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoMaterialTypes } from './demo.js';
import { materialTypeOptions, materialTypes } from './service.js';

const tags = ['kioskMaterialType'];

/** Material types (SPEC 7): `/kioskMaterialType` page, create, edit, delete and the select list. */
export const materialTypeModule: AppModule = {
  name: 'kioskMaterialType',
  register(app) {
    registerEntityRoutes(app, materialTypes, {
      tags,
      noun: 'material type',
      actions: kioskMaterialTypeActions,
      schemas: {
        row: MaterialType,
        pageRequest: MaterialTypePageRequest,
        create: MaterialTypeCreate,
        update: MaterialTypeUpdate,
      },
      paths: catalogueCrudPaths('/api/kioskMaterialType'),
    });
    app.get(
      '/api/kioskMaterialType/getSelectList',
      {
        schema: {
          tags,
          summary:
            'Material types for selectors, of one kiosk type when given; disabled ones are included with their status',
          querystring: MaterialTypeSelectQuery,
          response: { 200: z.array(MaterialTypeOption) },
        },
        // Material names are a shared, harmless catalogue that selectors of other screens (barcodes,
        // tenant recycle configs, recycle records) need, so any signed-in user may list them.
        config: { signedIn: true },
      },
      (req) => materialTypeOptions(signedIn(req.ctx), req.query.kioskType),
    );
  },
  seedDemo: seedDemoMaterialTypes,
};

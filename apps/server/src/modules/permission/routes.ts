import { ActionsMap, MenuNode, RoleIdsInput } from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { seedDemoRoles } from './demo.js';
import { roleExporter } from './role-export.js';
import { registerRoleRoutes } from './role-routes.js';
import { createPermissionService } from './service.js';

export const permissionModule: AppModule = {
  name: 'permission',
  register(app, deps) {
    const permissions = createPermissionService(deps.sessions.roleActions);
    app.post(
      '/api/permission/getMenuByRoles',
      {
        schema: {
          tags: ['permission'],
          summary: 'Menu tree visible to the given roles',
          body: RoleIdsInput,
          response: { 200: z.array(MenuNode) },
        },
        config: { signedIn: true },
      },
      (req) => permissions.menuByRoles(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/permission/getActionByRoles',
      {
        schema: {
          tags: ['permission'],
          summary: 'Actions held by the given roles, by domain',
          body: RoleIdsInput,
          response: { 200: ActionsMap },
        },
        config: { signedIn: true },
      },
      (req) => permissions.actionsByRoles(signedIn(req.ctx), req.body),
    );
    registerRoleRoutes(app);
    registerExporter(roleExporter);
    registerCatalogueRoutes(app);
  },
  seedDemo: seedDemoRoles,
};

import {
  ActionTreeDomain,
  ResourceOption,
  RoleCreate,
  RoleDetail,
  RoleIdParams,
  RoleIdQuery,
  RolePage,
  RolePageRequest,
  RoleUpdate,
  roleActions,
  userManageActions,
} from '@srd/contract';
import { z } from 'zod';
import type { ZodApp } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { actionTree } from './action-tree.js';
import { roleOptions } from './role-options.js';
import { pageRoles } from './role-page.js';
import { readRole } from './role-read.js';
import { createRole, deleteRole, updateRole } from './role-write.js';

const tags = ['role'];

/**
 * Role management: list, detail, create, edit, delete, the admin form's selector and the action tree of the role form.
 */
export function registerRoleRoutes(app: ZodApp): void {
  app.post(
    '/api/role/page',
    {
      schema: { tags, summary: 'Roles, paged', body: RolePageRequest, response: { 200: RolePage } },
      config: { action: roleActions.view },
    },
    (req) => pageRoles(signedIn(req.ctx), req.body),
  );
  app.get(
    '/api/role/getInfo',
    {
      schema: {
        tags,
        summary: 'One role with its action keys',
        querystring: RoleIdQuery,
        response: { 200: RoleDetail },
      },
      config: { action: roleActions.view },
    },
    (req) => readRole(signedIn(req.ctx), req.query.id),
  );
  app.post(
    '/api/role',
    {
      schema: { tags, summary: 'Create a role', body: RoleCreate, response: { 200: RoleDetail } },
      config: { action: roleActions.add },
    },
    (req) => createRole(signedIn(req.ctx), req.body),
  );
  app.put(
    '/api/role',
    {
      schema: { tags, summary: 'Edit a role', body: RoleUpdate, response: { 200: RoleDetail } },
      config: { action: roleActions.edit },
    },
    (req) => updateRole(signedIn(req.ctx), req.body),
  );
  app.delete(
    '/api/role/:id',
    {
      schema: { tags, summary: 'Delete a role no user holds', params: RoleIdParams },
      config: { action: roleActions.delete },
    },
    (req) => deleteRole(signedIn(req.ctx), req.params.id),
  );
  app.get(
    '/api/role/options',
    {
      schema: {
        tags,
        summary: 'Active roles the caller may give a user, for the admin screens',
        response: { 200: z.array(ResourceOption) },
      },
      config: { action: userManageActions.view },
    },
    (req) => roleOptions(signedIn(req.ctx)),
  );
  app.get(
    '/api/permission/actionTree',
    {
      schema: {
        tags: ['permission'],
        summary: 'Active actions by domain, with whether the caller may grant each',
        response: { 200: z.array(ActionTreeDomain) },
      },
      config: { action: roleActions.view },
    },
    (req) => actionTree(signedIn(req.ctx)),
  );
}

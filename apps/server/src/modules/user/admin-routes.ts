import {
  AdminUser,
  AdminUserCreate,
  AdminUserIdQuery,
  AdminUserPage,
  AdminUserPageRequest,
  AdminUserStatusChange,
  AdminUserUnlock,
  AdminUserUpdate,
  ResourceOption,
  ResourceTypeParams,
  UserOption,
  userManageActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { createAdminUser } from './admin-user-create.js';
import { adminUserExporter } from './admin-user-export.js';
import { pageAdminUsers } from './admin-user-page.js';
import { readAdminUser } from './admin-user-read.js';
import { unlockAdminUser } from './admin-user-unlock.js';
import { changeAdminUserStatus, updateAdminUser } from './admin-user-update.js';
import { placementOptions, userOptions } from './user-options.js';

const tags = ['userManage'];
/** SPEC 7 gives the same calls at the current client's paths and at the older client's. */
const CLIENT_PATHS = [
  { base: '/api/userManage', page: '/api/userManage/page', info: '/api/userManage/getInfo', note: '' },
  { base: '/api/user', page: '/api/user/page', info: '/api/user', note: ' (older client)' },
];

/** Admin user management: list, detail, create, edit, enable/disable and the selectors of the admin screens. */
export const adminUserModule: AppModule = {
  name: 'adminUser',
  register(app) {
    registerExporter(adminUserExporter);
    for (const paths of CLIENT_PATHS) {
      app.post(
        paths.page,
        {
          schema: {
            tags,
            summary: `Admin users in the caller's scope, paged${paths.note}`,
            body: AdminUserPageRequest,
            response: { 200: AdminUserPage },
          },
          config: { action: userManageActions.view },
        },
        (req) => pageAdminUsers(signedIn(req.ctx), req.body),
      );
      app.get(
        paths.info,
        {
          schema: {
            tags,
            summary: `One admin user${paths.note}`,
            querystring: AdminUserIdQuery,
            response: { 200: AdminUser },
          },
          config: { action: userManageActions.view },
        },
        (req) => readAdminUser(signedIn(req.ctx), req.query.id),
      );
      app.post(
        paths.base,
        {
          schema: {
            tags,
            summary: `Create an admin user${paths.note}`,
            body: AdminUserCreate,
            response: { 200: AdminUser },
          },
          config: { action: userManageActions.add },
        },
        (req) => createAdminUser(signedIn(req.ctx), req.body),
      );
      app.put(
        paths.base,
        {
          schema: {
            tags,
            summary: `Edit an admin user${paths.note}`,
            body: AdminUserUpdate,
            response: { 200: AdminUser },
          },
          config: { action: userManageActions.edit },
        },
        (req) => updateAdminUser(signedIn(req.ctx), req.body),
      );
    }
    app.patch(
      '/api/userManage/changeStatus',
      {
        schema: {
          tags,
          summary: 'Enable or disable an admin user; disabling ends their sessions',
          body: AdminUserStatusChange,
          response: { 200: AdminUser },
        },
        config: { action: userManageActions.changeStatus },
      },
      (req) => changeAdminUserStatus(signedIn(req.ctx), req.body),
    );
    app.patch(
      '/api/userManage/unlock',
      {
        schema: {
          tags,
          summary: 'Lift the sign-in locks that failed attempts set on an admin user, from every address',
          body: AdminUserUnlock,
          response: { 200: AdminUser },
        },
        // Unlocking restores sign-in as enabling does.
        config: { action: userManageActions.changeStatus },
      },
      (req) => unlockAdminUser(signedIn(req.ctx), req.body.id),
    );
    app.get(
      '/api/userManage/userSelectlist',
      {
        schema: { tags, summary: "Users in the caller's scope, for selectors", response: { 200: z.array(UserOption) } },
        config: { action: userManageActions.view },
      },
      (req) => userOptions(signedIn(req.ctx)),
    );
    app.get(
      '/api/userManage/getResourceByType/:type',
      {
        schema: {
          tags,
          summary: "Resources of a type inside the caller's scope, where users may be placed",
          params: ResourceTypeParams,
          response: { 200: z.array(ResourceOption) },
        },
        config: { action: userManageActions.view },
      },
      (req) => placementOptions(signedIn(req.ctx), req.params.type),
    );
  },
};

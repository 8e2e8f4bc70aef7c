import {
  RevokedSessions,
  UpdatePasswordInput,
  UserIdParams,
  UserIdQuery,
  userManageActions,
  UserProfile,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { createUserService } from './service.js';

export const userModule: AppModule = {
  name: 'user',
  register(app, deps) {
    const users = createUserService(deps);
    app.get(
      '/api/userManage/getUserProfile',
      {
        schema: {
          tags: ['userManage'],
          summary: "The caller's profile, roles, scope and actions",
          response: { 200: UserProfile },
        },
        config: { signedIn: true, duringPasswordChange: true },
      },
      (req) => signedIn(req.ctx).user.profile,
    );
    app.patch(
      '/api/userManage/updatePassword',
      {
        schema: { tags: ['userManage'], summary: "Change the caller's password", body: UpdatePasswordInput },
        config: { signedIn: true, duringPasswordChange: true },
      },
      (req) => users.updatePassword(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/userManage/clearToken/:id',
      {
        schema: {
          tags: ['userManage'],
          summary: 'End every session of a user',
          params: UserIdParams,
          response: { 200: RevokedSessions },
        },
        config: { action: userManageActions.clearToken },
      },
      async (req) => ({ revoked: await users.clearSessions(signedIn(req.ctx), req.params.id) }),
    );
    app.get(
      '/api/user/deleteToken',
      {
        schema: {
          tags: ['userManage'],
          summary: 'End every session of a user (older client)',
          querystring: UserIdQuery,
          response: { 200: RevokedSessions },
        },
        config: { action: userManageActions.clearToken },
      },
      async (req) => ({ revoked: await users.clearSessions(signedIn(req.ctx), req.query.userId) }),
    );
  },
};

import {
  AdminUser,
  InviteComplete,
  InviteConflict,
  InviteDetails,
  InviteLink,
  InviteRequest,
  InviteSent,
  UserIdParams,
  userManageActions,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { completeInvitation, readInvitation } from './activation.js';
import { createInviter } from './invite.js';

const tags = ['userManage'];

/** Admin invitations (SPEC 7): an administrator invites by e-mail; the invitee activates through the e-mail's link. */
export const invitationModule: AppModule = {
  name: 'invitation',
  register(app, deps) {
    const inviter = createInviter(deps, app.log);
    // The link pages are public: per address, as for sign-in, so links cannot be tried in bulk.
    const linkRate = { max: deps.config.loginRatePerMinute, timeWindow: '1 minute' };
    app.post(
      '/api/userManage/inviteRegister',
      {
        schema: {
          tags,
          summary:
            'Invite an admin user by e-mail; 10041 the e-mail has an active account, ' +
            '10042 one waiting for activation, ' +
            '10043 a disabled one (send again with confirm: true to re-activate it)',
          body: InviteRequest,
          response: { 200: AdminUser, 409: InviteConflict },
        },
        config: { action: userManageActions.invite },
      },
      (req) => inviter.invite(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/userManage/inviteRegister/resend/:id',
      {
        schema: {
          tags,
          summary: 'Send a user waiting for activation a new invitation link; earlier links stop working',
          params: UserIdParams,
          response: { 200: InviteSent },
        },
        config: { action: userManageActions.invite },
      },
      (req) => inviter.resend(signedIn(req.ctx), req.params.id),
    );
    app.get(
      '/api/userManage/inviteRegister/validate',
      {
        schema: {
          tags,
          summary: 'Check an invitation link; answers the invited e-mail and the names to start with',
          querystring: InviteLink,
          response: { 200: InviteDetails },
        },
        config: { public: true, rateLimit: linkRate },
      },
      (req) => readInvitation(deps.db, req.query),
    );
    app.put(
      '/api/userManage/inviteRegister/user',
      {
        schema: {
          tags,
          summary: 'Activate an invited account with the chosen login id and password',
          body: InviteComplete,
        },
        config: { public: true, rateLimit: linkRate },
      },
      (req) => completeInvitation(deps.db, req.body),
    );
  },
};

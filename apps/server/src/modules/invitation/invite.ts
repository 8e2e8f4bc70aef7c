import {
  ErrorCode,
  ResourceType,
  UserStatus,
  type AdminUser,
  type InviteRequest,
  type InviteSent,
} from '@srd/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-module.js';
import { audit } from '../../platform/audit/audit.js';
import { adminUser, userRole } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { assertInScope } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { assertMayAssignRoles } from '../permission/escalation.js';
import { accountNamed } from '../user/account-names.js';
import { auditAdminUser, auditedUser } from '../user/admin-user-audit.js';
import { readAdminUser } from '../user/admin-user-read.js';
import { lockManagedUser } from '../user/admin-user-target.js';
import { invitationMail } from './invitation-mail.js';
import { issueLink, linkUrl, type IssuedLink } from './links.js';

/** What the e-mail needs of the invitee. */
interface Invitee {
  id: number;
  loginId: string;
  adminName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Rethrows anything but a refusal: the caller turns refusals into its own answer. */
function refusedAsUndefined(error: unknown): undefined {
  if (error instanceof AppError) return undefined;
  throw error;
}

/** Admin invitations: invite by e-mail (POST inviteRegister) and send the invitation again (resend). */
export function createInviter({ config, mailer }: Pick<AppDeps, 'config' | 'mailer'>, log: FastifyBaseLogger) {
  const issue = (tx: Tx, ctx: SignedInContext, userId: number, email: string) =>
    issueLink(tx, { userId, email, invitedBy: ctx.user.id, hours: config.inviteHours });

  /**
   * Sends a link after its transaction committed, in the caller's language. When the mail server
   * does not take it, 10044: the account stays waiting for activation and the invitation can be resent.
   */
  async function send(ctx: SignedInContext, invitee: Invitee, link: IssuedLink): Promise<void> {
    const name = [invitee.firstName, invitee.lastName].filter(Boolean).join(' ') || invitee.adminName || link.email;
    const message = invitationMail(ctx.lang, {
      to: link.email,
      name,
      inviter: ctx.user.profile.fullName,
      url: linkUrl(config.publicUrl, link),
      expiresAt: link.expiresAt,
    });
    try {
      await mailer.send(message);
    } catch (error) {
      // The error, never the message: the message holds the link.
      log.warn({ err: error, userId: invitee.id }, 'invitation e-mail not sent');
      throw new AppError(ErrorCode.InviteMailFailed, undefined, { userId: invitee.id });
    }
  }

  /**
   * The answer for an e-mail an account already signs in with. Outside the caller's reach, or not
   * that account's own e-mail: 10041 without naming it. Active: 10041; waiting for activation: 10042
   * (the caller may resend); disabled: 10043, unless confirmed, which sets it waiting for activation
   * again and issues its link.
   */
  async function reinvite(tx: Tx, ctx: SignedInContext, accountId: number, email: string, confirm?: boolean) {
    const target = await lockManagedUser(tx, ctx, accountId).catch(refusedAsUndefined);
    if (!target || target.email?.toLowerCase() !== email.toLowerCase())
      throw new AppError(ErrorCode.InviteAccountExists);
    const named = { userId: target.id };
    if (target.status === UserStatus.Pending) throw new AppError(ErrorCode.InviteNotActivated, undefined, named);
    if (target.status !== UserStatus.Disabled) throw new AppError(ErrorCode.InviteAccountExists, undefined, named);
    if (!confirm) throw new AppError(ErrorCode.InviteAccountDisabled, undefined, named);
    await tx
      .update(adminUser)
      .set({ status: UserStatus.Pending, lupdUser: ctx.user.id, lupdDttm: new Date() })
      .where(eq(adminUser.id, target.id));
    await auditAdminUser(tx, ctx, {
      recordId: target.id,
      action: 'changeStatus',
      before: { status: target.status },
      after: { status: UserStatus.Pending },
    });
    return { invitee: target, link: await issue(tx, ctx, target.id, email) };
  }

  return {
    /**
     * Invites a new admin user: placed inside the caller's scope (1004) at a tenant, merchant and
     * shop that exist (1019), with roles the caller may assign (1003), waiting for activation with
     * no password until the invitee completes the link.
     */
    async invite(ctx: SignedInContext, input: InviteRequest): Promise<AdminUser> {
      const { email, confirm, roleIds: requestedRoles, tid, mid, sid, ...names } = input;
      const placement = { tid: tid ?? null, mid: mid ?? null, sid: sid ?? null };
      assertInScope(ctx.user.scope, placement);
      const roleIds = [...new Set(requestedRoles)];
      const { invitee, link } = await ctx.db.transaction(async (tx) => {
        const existing = await accountNamed(tx, [email]);
        if (existing) return reinvite(tx, ctx, existing.id, email, confirm);
        await assertMayAssignRoles(ctx, roleIds, tx);
        await assertPlacementExists(tx, placement);
        // The e-mail stands in as login id until the invitee chooses one.
        const [created] = await tx
          .insert(adminUser)
          .values({
            ...names,
            ...placement,
            loginId: email,
            email,
            status: UserStatus.Pending,
            creUser: ctx.user.id,
            lupdUser: ctx.user.id,
          })
          .returning();
        await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId: created!.id, roleId })));
        await auditAdminUser(tx, ctx, {
          recordId: created!.id,
          action: 'invite',
          before: null,
          after: auditedUser(created!, roleIds),
        });
        return { invitee: created!, link: await issue(tx, ctx, created!.id, email) };
      });
      await send(ctx, invitee, link);
      return readAdminUser(ctx, invitee.id);
    },

    /**
     * Sends a user waiting for activation a new link; their earlier links stop working. The user
     * must be one the caller manages (1004, 1003) and have an e-mail (10048).
     */
    async resend(ctx: SignedInContext, userId: number): Promise<InviteSent> {
      const { invitee, link } = await ctx.db.transaction(async (tx) => {
        const target = await lockManagedUser(tx, ctx, userId);
        if (target.status !== UserStatus.Pending || !target.email) throw new AppError(ErrorCode.InviteNotPending);
        const issued = await issue(tx, ctx, userId, target.email);
        await audit(tx, ctx, {
          resType: ResourceType.AdminUser,
          recordId: userId,
          action: 'resendInvitation',
          before: { invitationExpiresAt: issued.replacedExpiry },
          after: { invitationExpiresAt: issued.expiresAt },
          placement: target,
        });
        return { invitee: target, link: issued };
      });
      await send(ctx, invitee, link);
      return { userId, email: link.email, expiresAt: link.expiresAt.toISOString() };
    },
  };
}

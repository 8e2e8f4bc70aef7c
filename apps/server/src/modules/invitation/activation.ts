import { AdminUserCreate, UserStatus, type InviteComplete, type InviteDetails, type InviteLink } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords.js';
import { adminUser } from '../../platform/auth/tables.js';
import type { Db } from '../../platform/db/client.js';
import { assertAccountNamesFree } from '../user/account-names.js';
import { auditAdminUser } from '../user/admin-user-audit.js';
import { markUsed, openLink } from './links.js';

/** The login id to offer: the account's own when it is a valid one (an invitation starts with the e-mail). */
function suggestedLoginId(loginId: string): string {
  const valid = AdminUserCreate.shape.loginId.safeParse(loginId);
  return valid.success ? valid.data : loginId.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '');
}

/** What an activation link opens: the invited e-mail and the names to start the form with. */
export async function readInvitation(db: Db, link: InviteLink): Promise<InviteDetails> {
  const { user, expiresAt } = await openLink(db, link);
  return {
    email: user.email!,
    loginId: suggestedLoginId(user.loginId),
    adminName: user.adminName,
    firstName: user.firstName,
    lastName: user.lastName,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Activates the invited account: the password must meet the rules (checked before anything is
 * read, so a refused one changes nothing) and the login id be free (1007). The link, the account
 * and its audit entry, written in the invitee's own name, change in one transaction.
 */
export async function completeInvitation(db: Db, input: InviteComplete): Promise<void> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { invitationId, user } = await openLink(tx, input, true);
    await assertAccountNamesFree(tx, [input.loginId], user.id);
    const now = new Date();
    const [after] = await tx
      .update(adminUser)
      .set({
        loginId: input.loginId,
        firstName: input.firstName === undefined ? user.firstName : input.firstName,
        lastName: input.lastName === undefined ? user.lastName : input.lastName,
        passwordHash,
        passwordChangedAt: now,
        status: UserStatus.Active,
        lupdUser: user.id,
        lupdDttm: now,
      })
      .where(eq(adminUser.id, user.id))
      .returning();
    await markUsed(tx, invitationId);
    const audited = ({ loginId, firstName, lastName, status }: typeof user) => ({
      loginId,
      firstName,
      lastName,
      status,
    });
    const author = { user: { id: user.id, profile: { loginId: after!.loginId } } };
    await auditAdminUser(tx, author, {
      recordId: user.id,
      action: 'activate',
      before: audited(user),
      after: audited(after!),
    });
  });
}

import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, UserStatus, type InviteLink } from '@srd/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { adminUserColumns } from '../user/admin-user-read.js';
import { adminInvitation } from './tables.js';

/** 32 random bytes: a link cannot be guessed. */
const SIGN_BYTES = 32;
const ACTIVATED: number[] = [UserStatus.Active, UserStatus.MustChangePassword];

const hashOf = (sign: string) => createHash('sha256').update(sign).digest('hex');

/** A link as the e-mail carries it; `sign` exists only here and in the e-mail. */
export interface IssuedLink {
  timestamp: number;
  sign: string;
  email: string;
  expiresAt: Date;
  /** Expiry of the link this one replaced, if one was still open. */
  replacedExpiry: Date | null;
}

/** A new link for a user waiting for activation; the user's earlier links stop working. */
export async function issueLink(
  tx: Tx,
  invite: { userId: number; email: string; invitedBy: number; hours: number },
): Promise<IssuedLink> {
  const issuedAt = new Date();
  const replaced = await tx
    .update(adminInvitation)
    .set({ replacedAt: issuedAt })
    .where(
      and(
        eq(adminInvitation.userId, invite.userId),
        isNull(adminInvitation.usedAt),
        isNull(adminInvitation.replacedAt),
      ),
    )
    .returning({ expiresAt: adminInvitation.expiresAt });
  const sign = randomBytes(SIGN_BYTES).toString('base64url');
  const expiresAt = new Date(issuedAt.getTime() + invite.hours * 3_600_000);
  await tx
    .insert(adminInvitation)
    .values({ userId: invite.userId, tokenHash: hashOf(sign), issuedAt, expiresAt, invitedBy: invite.invitedBy });
  return {
    timestamp: issuedAt.getTime(),
    sign,
    email: invite.email,
    expiresAt,
    replacedExpiry: replaced[0]?.expiresAt ?? null,
  };
}

/** The activation page's address with the link's `timestamp`, `sign` and `email` (SPEC 7). */
export function linkUrl(publicUrl: string, link: Pick<IssuedLink, 'timestamp' | 'sign' | 'email'>): string {
  const query = new URLSearchParams({ timestamp: String(link.timestamp), sign: link.sign, email: link.email });
  return `${publicUrl}/accountActivation?${query.toString()}`;
}

/**
 * The invitation a link names, with its user; locked until the transaction ends when `forUpdate`,
 * so one link completes once. Refuses a link that matches no invitation, or whose e-mail or
 * timestamp differ (10046); one used already or whose account is active (10047); one replaced by a
 * newer invitation or whose account no longer waits for activation (10046); an expired one (10045).
 */
export async function openLink(db: DbOrTx, link: InviteLink, forUpdate = false) {
  const query = db
    .select({
      invitationId: adminInvitation.id,
      issuedAt: adminInvitation.issuedAt,
      expiresAt: adminInvitation.expiresAt,
      usedAt: adminInvitation.usedAt,
      replacedAt: adminInvitation.replacedAt,
      user: adminUserColumns,
    })
    .from(adminInvitation)
    .innerJoin(adminUser, eq(adminUser.id, adminInvitation.userId))
    .where(eq(adminInvitation.tokenHash, hashOf(link.sign)));
  const [found] = forUpdate ? await query.for('update') : await query;
  const matches =
    found &&
    found.user.email?.toLowerCase() === link.email.trim().toLowerCase() &&
    found.issuedAt.getTime() === link.timestamp;
  if (!matches) throw new AppError(ErrorCode.InviteLinkInvalid);
  if (found.usedAt || ACTIVATED.includes(found.user.status)) throw new AppError(ErrorCode.InviteAlreadyActivated);
  if (found.replacedAt || found.user.status !== UserStatus.Pending) throw new AppError(ErrorCode.InviteLinkInvalid);
  if (found.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.InviteLinkExpired);
  return found;
}

/** Marks a completed invitation's link as used. */
export async function markUsed(tx: Tx, invitationId: number): Promise<void> {
  await tx.update(adminInvitation).set({ usedAt: new Date() }).where(eq(adminInvitation.id, invitationId));
}

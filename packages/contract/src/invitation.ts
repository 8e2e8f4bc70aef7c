import { z } from 'zod';
import { AdminUserCreate } from './admin-user.js';

const adminFields = AdminUserCreate.shape;

/** An invitation needs the e-mail it is sent to: the admin form's e-mail rule, without "no value". */
const invitedEmail = adminFields.email.unwrap().unwrap();

/**
 * POST userManage/inviteRegister: whom to invite and what they may do, as on the admin form. The
 * invitee chooses the login id and password. `confirm` answers a 10043: the disabled account with
 * this e-mail waits for activation again and is sent the activation e-mail.
 */
export const InviteRequest = AdminUserCreate.pick({
  adminName: true,
  firstName: true,
  lastName: true,
  roleIds: true,
  tid: true,
  mid: true,
  sid: true,
}).extend({
  email: invitedEmail,
  confirm: z.boolean().optional(),
});
export type InviteRequest = z.infer<typeof InviteRequest>;

/**
 * A 10041/10042/10043 answer names the existing account when the caller may act on it (resend,
 * re-enable). Spelled out rather than extending ErrorEnvelope: a call on the envelope module's schema
 * keeps zod in the bundle of every page that imports the envelope module, /login among them.
 */
export const InviteConflict = z.object({
  code: z.int32(),
  message: z.string(),
  data: z.object({ userId: z.int32().optional() }).optional(),
});
export type InviteConflict = z.infer<typeof InviteConflict>;

/** What the invitation e-mail's link carries (SPEC 7: timestamp, sign, email). */
export const InviteLink = z.object({
  /** When the link was issued, in milliseconds since 1970: past the 32 bits of ids, within a safe integer. */
  timestamp: z.coerce.number().pipe(z.int().positive()),
  /** The link's random secret. */
  sign: z.string().min(1).max(200),
  /** The invited e-mail; any text, so an altered one gets the invalid-link message rather than a field error. */
  email: z.string().min(1).max(254),
});
export type InviteLink = z.infer<typeof InviteLink>;

/** A valid link's invitation: the e-mail and the names to start the activation form with. */
export const InviteDetails = z.object({
  email: z.string(),
  /** A login id to suggest: the current one, else one made from the e-mail. */
  loginId: z.string(),
  adminName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  expiresAt: z.string(),
});
export type InviteDetails = z.infer<typeof InviteDetails>;

/** PUT userManage/inviteRegister/user: the link, and the login id and password the invitee chose. */
export const InviteComplete = InviteLink.extend({
  loginId: adminFields.loginId,
  password: adminFields.password,
  firstName: adminFields.firstName,
  lastName: adminFields.lastName,
});
export type InviteComplete = z.infer<typeof InviteComplete>;

/** An invitation e-mail sent (or sent again): to whom, and until when its link works. */
export const InviteSent = z.object({ userId: z.int32(), email: z.string(), expiresAt: z.string() });
export type InviteSent = z.infer<typeof InviteSent>;

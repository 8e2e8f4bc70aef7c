import { UserStatus, type AdminUser, type AdminUserCreate } from '@srd/contract';

/** What the admin form holds: the create fields, the password only while creating. */
export type AdminFormValues = Omit<AdminUserCreate, 'password'> & { password?: string };

const TEXT_FIELDS = ['email', 'adminName', 'firstName', 'lastName', 'nicknames', 'mobileNo'] as const;

export const NEW_ADMIN: Partial<AdminFormValues> = { status: UserStatus.Active, roleIds: [] };

export function toFormValues(user: AdminUser): AdminFormValues {
  const { loginId, email, adminName, firstName, lastName, nicknames, mobileNo, tid, mid, sid } = user;
  const status = user.status as AdminFormValues['status'];
  return {
    loginId,
    email,
    adminName,
    firstName,
    lastName,
    nicknames,
    mobileNo,
    status,
    tid,
    mid,
    sid,
    roleIds: user.roles.map((role) => role.id),
  };
}

/** Cleared inputs are sent as null (no value), not as '' (which the e-mail and phone rules refuse). */
export function fromFormValues(values: AdminFormValues): AdminFormValues {
  const cleaned = { ...values, tid: values.tid ?? null, mid: values.mid ?? null, sid: values.sid ?? null };
  for (const field of TEXT_FIELDS) cleaned[field] = values[field]?.trim() || null;
  return cleaned;
}

import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password.js';

export const USER_NAME_MAX_LENGTH = 120;

export const LoginInput = z.object({
  userName: z.string().trim().min(1).max(USER_NAME_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResult = z.object({
  accessToken: z.string(),
  /** When the session ends at the latest, whatever the activity. */
  expiresAt: z.string(),
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number().positive(),
  /** True when the account must change its password before anything else (status 3). */
  mustChangePassword: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const RoleSummary = z.object({
  id: z.int32(),
  name: z.string(),
  nameCht: z.string(),
  nameChs: z.string(),
});

/** Actions keyed by domain: `{ userManage: ['view', 'add'] }`. */
export const ActionsMap = z.record(z.string(), z.array(z.string()));
export type ActionsMap = z.infer<typeof ActionsMap>;

export const UserProfile = z.object({
  id: z.int32(),
  loginId: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  adminName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  mobileNo: z.string().nullable(),
  status: z.int32(),
  roles: z.array(RoleSummary).min(1),
  tid: z.int32().nullable(),
  mid: z.int32().nullable(),
  sid: z.int32().nullable(),
  accessAllData: z.boolean(),
  actions: ActionsMap,
});
export type UserProfile = z.infer<typeof UserProfile>;

export const UpdatePasswordInput = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/** A record id from a path or query string; missing stays missing so the message says "required". */
export const IdFromText = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z.int32().positive(),
);

export const UserIdParams = z.object({ id: IdFromText });
export const UserIdQuery = z.object({ userId: IdFromText });

export const RevokedSessions = z.object({ revoked: z.int32() });

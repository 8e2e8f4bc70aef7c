import { z } from 'zod';
import { IdFromText } from './auth.js';
import { pageRequest, pageResult } from './paging.js';
import { PASSWORD_MAX_LENGTH } from './password.js';
import type { ResourceType } from './resource-type.js';
import { textPattern } from './issue-message.js';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const scopeId = z.int32().positive().nullish();

/** 0 disabled, 1 active, 2 pending activation, 3 must change password (see UserStatus). */
export const AdminUserStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** An admin user as lists and detail screens show it (never a password or its hash). */
export const AdminUser = z.object({
  id: z.int32(),
  loginId: z.string(),
  email: z.string().nullable(),
  adminName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nicknames: z.string().nullable(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  mobileNo: z.string().nullable(),
  status: z.int32(),
  roles: z.array(z.object({ id: z.int32(), name: z.string(), nameCht: z.string(), nameChs: z.string() })),
  tid: z.int32().nullable(),
  mid: z.int32().nullable(),
  sid: z.int32().nullable(),
  lastLoginAt: z.string().nullable(),
  /** Until when sign-ins from some address are refused after failed attempts (ISO 8601); null when none is. */
  lockedUntil: z.string().nullable(),
  creDttm: z.string(),
  lupdDttm: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** The fields an administrator sets on create and edit (SPEC 3). */
const adminUserFields = {
  loginId: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(textPattern('loginId', /^[A-Za-z0-9._@-]+$/)),
  email: z.email().max(120).nullish(),
  adminName: optionalText(120),
  firstName: optionalText(60),
  lastName: optionalText(60),
  nicknames: optionalText(120),
  mobileNo: z
    .string()
    .trim()
    .regex(textPattern('phone', /^\+?[0-9 -]{6,20}$/))
    .nullish(),
  status: AdminUserStatus,
  roleIds: z.array(z.int32().positive()).min(1).max(20),
  tid: scopeId,
  mid: scopeId,
  sid: scopeId,
};

export const AdminUserCreate = z.object({ ...adminUserFields, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type AdminUserCreate = z.infer<typeof AdminUserCreate>;

export const AdminUserUpdate = z.object({ id: z.int32().positive(), ...adminUserFields });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

/** Enables or disables an account without touching anything else. */
export const AdminUserStatusChange = z.object({ id: z.int32().positive(), status: AdminUserStatus });
export type AdminUserStatusChange = z.infer<typeof AdminUserStatusChange>;

/** Lifts the sign-in locks that failed attempts set on an account, from every address. */
export const AdminUserUnlock = z.object({ id: z.int32().positive() });
export type AdminUserUnlock = z.infer<typeof AdminUserUnlock>;

/** `?id=` of one admin user. */
export const AdminUserIdQuery = z.object({ id: IdFromText });

export const AdminUserPageRequest = pageRequest(['loginId', 'email', 'adminName', 'status', 'lupdDttm', 'id'], {
  /** Matches login id, e-mail, names and mobile number. */
  keyword: z.string().max(120).optional(),
  status: z.int32().optional(),
  roleId: z.int32().positive().optional(),
  tid: z.int32().positive().optional(),
});
export type AdminUserPageRequest = z.infer<typeof AdminUserPageRequest>;
export const AdminUserPage = pageResult(AdminUser);

/** An entry of a selector (SPEC 3 resource option). */
export const ResourceOption = z.object({
  id: z.int32(),
  resName: z.string(),
  resNameCht: z.string(),
  resNameChs: z.string(),
  pId: z.int32().nullable(),
});
export type ResourceOption = z.infer<typeof ResourceOption>;

/** A user in a selector: the resource option shape, named by full name (else login id), `pId` its tenant. */
export const UserOption = ResourceOption.extend({ loginId: z.string(), status: z.int32() });
export type UserOption = z.infer<typeof UserOption>;

/** The resource types admin mapping grants access to, by name (SPEC 3). */
export const MappingResourceTypeName = z.enum([
  'SysClient',
  'Tenant',
  'Kiosk',
  'Merchant',
  'Shop',
  'HousingEstate',
] as const satisfies readonly (keyof typeof ResourceType)[]);
export type MappingResourceTypeName = z.infer<typeof MappingResourceTypeName>;

export const ResourceTypeParams = z.object({ type: MappingResourceTypeName });

import { z } from 'zod';

/** Generic entity status (SPEC 4). The audit shows 0 and 2 as disabled, 1 and 3 as enabled. */
export const EntityStatus = { Disable: 0, Active: 1, Draft: 2, Pending: 3, Expired: 5 } as const;
export const EntityStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(5)]);

/** Admin user status: 3 means the password must be changed before anything else. */
export const UserStatus = { Disabled: 0, Active: 1, Pending: 2, MustChangePassword: 3 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

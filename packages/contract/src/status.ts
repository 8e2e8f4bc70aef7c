/** Admin user status: 3 means the password must be changed before anything else. */
export const UserStatus = { Disabled: 0, Active: 1, Pending: 2, MustChangePassword: 3 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

import type { AdminUser } from '@srd/contract';

/** Whether failed sign-ins still lock the admin out from some address (the list may be older than the lock). */
export function isLocked(user: Pick<AdminUser, 'lockedUntil'>, now = Date.now()): boolean {
  return user.lockedUntil !== null && new Date(user.lockedUntil).getTime() > now;
}

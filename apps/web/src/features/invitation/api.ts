import type { InviteComplete, InviteDetails } from '@srd/contract';
import { request } from '../../platform/api';

/** What the e-mail's link carries, as the page's address holds it. */
export type LinkParams = Record<'timestamp' | 'sign' | 'email', string>;

/** Quiet: the page itself shows why a link is refused. */
export function validateInvitation(link: LinkParams): Promise<InviteDetails> {
  return request('GET', `/userManage/inviteRegister/validate?${new URLSearchParams(link)}`, { quiet: true });
}

/** Quiet: refusals land on the form's fields or switch the page to the link's state. */
export function completeInvitation(body: Omit<InviteComplete, 'timestamp'> & { timestamp: string }): Promise<null> {
  return request('PUT', '/userManage/inviteRegister/user', { body, quiet: true });
}

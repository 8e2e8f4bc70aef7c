import type { Lang } from '@srd/contract';
import type { TestApp } from './harness.js';
import { linkIn, type SmtpPeer } from './smtp-peer.js';

/** The harness's PUBLIC_URL: the base of the links in e-mails. */
export const PUBLIC_URL = 'http://srd.test';
export const ACTIVATION_BASE = `${PUBLIC_URL}/accountActivation?`;

/** The link's query as the activation page sends it back: timestamp, sign and email. */
export interface LinkQuery {
  timestamp: string;
  sign: string;
  email: string;
}

/** The activation link of the newest e-mail to `email`, read from its plain-text body as its recipient would. */
export function invitationLink(peer: SmtpPeer, email: string): LinkQuery {
  const url = linkIn(peer.lastMailTo(email).text, ACTIVATION_BASE);
  const { timestamp = '', sign = '', email: linkEmail = '' } = Object.fromEntries(url.searchParams);
  return { timestamp, sign, email: linkEmail };
}

/** Calls of the invitation routes, the way the web app makes them. */
export function invitationCalls(t: TestApp) {
  return {
    invite: (token: string, body: Record<string, unknown>, lang?: Lang) =>
      t.call('POST', '/api/userManage/inviteRegister', { token, body, lang }),
    resend: (token: string, userId: number) =>
      t.call('GET', `/api/userManage/inviteRegister/resend/${userId}`, { token }),
    validate: (link: LinkQuery, lang?: Lang) =>
      t.call('GET', `/api/userManage/inviteRegister/validate?${new URLSearchParams({ ...link }).toString()}`, { lang }),
    complete: (link: LinkQuery, values: Record<string, unknown>, lang?: Lang) =>
      t.call('PUT', '/api/userManage/inviteRegister/user', { body: { ...link, ...values }, lang }),
  };
}

import { fillTemplate, type Lang, type Texts } from '@srd/contract';
import { escapeHtml, type MailMessage } from '../../platform/mail/mailer.js';

const texts = {
  subject: {
    en_US: 'Your invitation to Smart Recycling Dashboard',
    zh_HK: '智能回收管理平台帳戶邀請',
    zh_CN: '智能回收管理平台账户邀请',
  },
  greeting: { en_US: 'Hello {name},', zh_HK: '{name}，你好：', zh_CN: '{name}，你好：' },
  invited: {
    en_US:
      '{inviter} invited you to the Smart Recycling Dashboard back office. Open the link below to choose your ' +
      'login id and password and activate your account.',
    zh_HK: '{inviter} 邀請你使用智能回收管理平台。請開啟以下連結，選擇登入名稱及密碼以啟用帳戶。',
    zh_CN: '{inviter} 邀请你使用智能回收管理平台。请打开以下链接，选择登录名称及密码以激活账户。',
  },
  action: { en_US: 'Activate my account', zh_HK: '啟用我的帳戶', zh_CN: '激活我的账户' },
  expiry: {
    en_US: 'The link works once and expires on {expiresAt}.',
    zh_HK: '此連結只可使用一次，並於 {expiresAt} 失效。',
    zh_CN: '此链接只能使用一次，并于 {expiresAt} 失效。',
  },
  ignore: {
    en_US: 'If you did not expect this invitation, ignore this e-mail.',
    zh_HK: '如你並未預期收到此邀請，請忽略此電郵。',
    zh_CN: '如你并未预期收到此邀请，请忽略此邮件。',
  },
} satisfies Record<string, Texts>;

export interface InvitationMailValues {
  to: string;
  /** How the invitee is greeted: their name, else their e-mail. */
  name: string;
  /** Who sent the invitation. */
  inviter: string;
  url: string;
  expiresAt: Date;
}

/** `2026-05-01 09:30 UTC`: readable in every language, and unambiguous whatever the reader's zone. */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The invitation e-mail in `lang`, as plain text and simple HTML. */
export function invitationMail(lang: Lang, values: InvitationMailValues): MailMessage {
  const fill = (key: keyof typeof texts, escape: (text: string) => string) =>
    fillTemplate(escape(texts[key][lang]), {
      name: escape(values.name),
      inviter: escape(values.inviter),
      expiresAt: utcMinute(values.expiresAt),
    });
  const plain = (text: string) => text;
  const text = [
    fill('greeting', plain),
    fill('invited', plain),
    values.url,
    `${fill('expiry', plain)} ${fill('ignore', plain)}`,
  ].join('\n\n');
  const url = escapeHtml(values.url);
  const html = [
    `<p>${fill('greeting', escapeHtml)}</p>`,
    `<p>${fill('invited', escapeHtml)}</p>`,
    `<p><a href="${url}">${fill('action', escapeHtml)}</a></p>`,
    `<p>${url}</p>`,
    `<p>${fill('expiry', escapeHtml)} ${fill('ignore', escapeHtml)}</p>`,
  ].join('\n');
  return { to: values.to, subject: texts.subject[lang], text: `${text}\n`, html };
}

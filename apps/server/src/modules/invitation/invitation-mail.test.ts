import { LANGS } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.js';

const values = {
  to: 'wing@kiosk.example',
  name: 'Wing <b>Ho</b>',
  inviter: 'Ann & Co',
  url: 'http://srd.test/accountActivation?timestamp=1&sign=abc&email=wing%40kiosk.example',
  expiresAt: new Date('2026-05-01T09:30:59Z'),
};

describe('invitation e-mail', () => {
  it('carries the link, whom it is from and when it expires, as text and as HTML', () => {
    const mail = invitationMail('en_US', values);
    expect(mail.to).toBe('wing@kiosk.example');
    expect(mail.text).toContain('Hello Wing <b>Ho</b>,');
    expect(mail.text).toContain('Ann & Co invited you');
    expect(mail.text).toContain(`\n${values.url}\n`);
    expect(mail.text).toContain('expires on 2026-05-01 09:30 UTC');
    expect(mail.html).toContain(
      '<a ' +
        'href="http://srd.test/accountActivation?timestamp=1&amp;sign=abc&amp;email=wing%40kiosk.example">Activate ' +
        'my account</a>',
    );
  });

  it('escapes names in the HTML, so an invitee named like markup cannot inject any', () => {
    const { html } = invitationMail('en_US', values);
    expect(html).toContain('Hello Wing &lt;b&gt;Ho&lt;/b&gt;,');
    expect(html).toContain('Ann &amp; Co invited you');
    expect(html).not.toContain('<b>');
  });

  it('is written in each interface language', () => {
    const subjects = LANGS.map((lang) => invitationMail(lang, values).subject);
    expect(new Set(subjects).size).toBe(LANGS.length);
    expect(invitationMail('zh_CN', values).text).toContain('此链接只能使用一次，并于 2026-05-01 09:30 UTC 失效。');
  });
});

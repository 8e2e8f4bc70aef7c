import { ErrorCode, UserStatus, userManageActions } from '@srd/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../platform/auth/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { invitationCalls, invitationLink, type LinkQuery } from '../../test/invitations.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';
import { adminInvitation } from './tables.js';

let t: TestApp;
let peer: SmtpPeer;
let calls: ReturnType<typeof invitationCalls>;
let adminToken: string;
let roleId: number;

const PASSWORD = 'Fresh-Kiosk#88';
const INVALID_LINK =
  'This activation link is invalid or was replaced by a newer invitation. Use the link of the latest invitation ' +
  'e-mail.';
const ACTIVATED = 'Your account has been already activated, please login';
let serial = 0;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ config: { smtpUrl: peer.url } });
  calls = invitationCalls(t);
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  roleId = (await t.createRole({ actions: [userManageActions.view] })).id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** A new invitation: the invited user's id and the link of its e-mail. */
async function invite(): Promise<{ id: number; email: string; link: LinkQuery }> {
  serial += 1;
  const email = `activate-${serial}@kiosk.example`;
  const result = await calls.invite(adminToken, { email, roleIds: [roleId] });
  expect(result.body.code).toBe(200);
  return { id: result.body.data.id, email, link: invitationLink(peer, email) };
}

async function account(id: number) {
  const [row] = await t.db.select().from(adminUser).where(eq(adminUser.id, id));
  return row!;
}

/** Nothing was activated: still waiting, no password, the link still opens. */
async function expectUnchanged(id: number, link: LinkQuery) {
  const row = await account(id);
  expect(row.status).toBe(UserStatus.Pending);
  expect(row.passwordHash).toBeNull();
  expect((await calls.validate(link)).body.code).toBe(200);
}

describe('GET /api/userManage/inviteRegister/validate and PUT .../user: refused links', () => {
  it('refuses an altered sign, e-mail or timestamp with the invalid-link message, in the caller language', async () => {
    const { id, link } = await invite();
    const flipped = link.sign.slice(0, -1) + (link.sign.endsWith('A') ? 'B' : 'A');
    const altered: LinkQuery[] = [
      { ...link, sign: flipped },
      { ...link, sign: 'x'.repeat(43) },
      { ...link, email: 'someone-else@kiosk.example' },
      { ...link, timestamp: String(Number(link.timestamp) + 1) },
    ];
    for (const query of altered) {
      const opened = await calls.validate(query);
      expect(opened.status, JSON.stringify(query)).toBe(400);
      expect(opened.body).toEqual({ code: ErrorCode.InviteLinkInvalid, message: INVALID_LINK });
      const completed = await calls.complete(query, { loginId: `altered-${serial}`, password: PASSWORD });
      expect(completed.body.code).toBe(ErrorCode.InviteLinkInvalid);
    }
    expect((await calls.validate(altered[0]!, 'zh_HK')).body.message).toBe(
      '此啟用連結無效或已被較新的邀請取代，請使用最新邀請電郵中的連結。',
    );
    expect((await calls.validate(altered[0]!, 'zh_CN')).body.message).toBe(
      '此激活链接无效或已被较新的邀请取代，请使用最新邀请邮件中的链接。',
    );
    await expectUnchanged(id, link);
  });

  it('accepts the e-mail in another case, as people retype it', async () => {
    const { link } = await invite();
    expect((await calls.validate({ ...link, email: link.email.toUpperCase() })).body.code).toBe(200);
  });

  it('refuses an expired link and activates nothing', async () => {
    const { id, link } = await invite();
    await t.db
      .update(adminInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitation.userId, id));
    const opened = await calls.validate(link);
    expect(opened.status).toBe(410);
    expect(opened.body).toEqual({
      code: ErrorCode.InviteLinkExpired,
      message: 'This activation link has expired. Ask your administrator to send the invitation again.',
    });
    expect((await calls.complete(link, { loginId: `late-${serial}`, password: PASSWORD })).body.code).toBe(
      ErrorCode.InviteLinkExpired,
    );
    const row = await account(id);
    expect(row.status).toBe(UserStatus.Pending);
    expect(row.passwordHash).toBeNull();
  });

  it('refuses a link used already: the account is active, the password stays the one chosen first', async () => {
    const { link } = await invite();
    const loginId = `once-${serial}`;
    expect((await calls.complete(link, { loginId, password: PASSWORD })).body.code).toBe(200);
    const opened = await calls.validate(link);
    expect(opened.status).toBe(409);
    expect(opened.body).toEqual({ code: ErrorCode.InviteAlreadyActivated, message: ACTIVATED });
    expect((await calls.validate(link, 'zh_HK')).body.message).toBe('你的帳戶已啟用，請登入');
    const again = await calls.complete(link, { loginId: `twice-${serial}`, password: 'Other-Kiosk#99' });
    expect(again.body).toEqual({ code: ErrorCode.InviteAlreadyActivated, message: ACTIVATED });
    await t.login(loginId, PASSWORD);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { userName: loginId, password: 'Other-Kiosk#99' } })).body.code,
    ).toBe(ErrorCode.LoginFailed);
  });

  it('refuses the link of an account disabled after the invitation', async () => {
    const { id, link } = await invite();
    expect(
      (
        await t.call('PATCH', '/api/userManage/changeStatus', {
          token: adminToken,
          body: { id, status: UserStatus.Disabled },
        })
      ).body.code,
    ).toBe(200);
    expect((await calls.validate(link)).body.code).toBe(ErrorCode.InviteLinkInvalid);
  });

  it('answers a missing part of the link as a missing field', async () => {
    const { link } = await invite();
    const { sign: _sign, ...withoutSign } = link;
    const query = new URLSearchParams(withoutSign).toString();
    const result = await t.call('GET', `/api/userManage/inviteRegister/validate?${query}`);
    expect(result.status).toBe(400);
    expect(result.body.data.fields).toEqual([{ field: 'sign', message: 'This field is required!' }]);
  });
});

describe('PUT /api/userManage/inviteRegister/user: the chosen login id and password', () => {
  it('refuses a password breaking the rules and changes nothing', async () => {
    const { id, link } = await invite();
    const cases: [string, number][] = [
      ['abcdefgh', ErrorCode.WeakPassword],
      ['Ab1!', ErrorCode.WeakPassword],
      ['Password123!', ErrorCode.CommonPassword],
    ];
    for (const [password, code] of cases) {
      const result = await calls.complete(link, { loginId: `weak-${serial}`, password });
      expect(result.status, password).toBe(400);
      expect(result.body.code, password).toBe(code);
    }
    expect(
      (await calls.complete(link, { loginId: `weak-${serial}`, password: 'abcdefgh' }, 'zh_CN')).body.message,
    ).toBe('密码须至少 8 个字符，并包含大写字母、小写字母、数字及符号中至少三类');
    await expectUnchanged(id, link);
  });

  it("refuses another account's login id or e-mail as the login id, and changes nothing", async () => {
    const { id, link } = await invite();
    const other = await t.createUser({ loginId: `taken-${serial}`, email: `taken-${serial}@kiosk.example` });
    for (const loginId of [other.loginId.toUpperCase(), `taken-${serial}@kiosk.example`]) {
      const result = await calls.complete(link, { loginId, password: PASSWORD });
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ code: ErrorCode.UserExists, message: 'User already exists' });
    }
    const invalid = await calls.complete(link, { loginId: 'has spaces', password: PASSWORD });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.fields.map((field: { field: string }) => field.field)).toEqual(['loginId']);
    await expectUnchanged(id, link);
  });

  it('lets the invitee keep the e-mail as login id', async () => {
    const { email, link } = await invite();
    expect((await calls.complete(link, { loginId: email, password: PASSWORD })).body.code).toBe(200);
    await t.login(email, PASSWORD);
  });
});

describe('an app without SMTP_URL and with LOGIN_RATE_PER_MINUTE=3', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ config: { loginRatePerMinute: 3 } });
  });
  afterAll(() => bare.close());

  it('writes the invitation e-mail, link included, to the log: the demo works without a mail server', async () => {
    const token = await bare.login('admin', ADMIN_PASSWORD);
    const email = 'logged@kiosk.example';
    expect((await invitationCalls(bare).invite(token, { email, roleIds: [1] })).body.code).toBe(200);
    const line = bare.logs.find((entry) => entry.msg === 'e-mail logged, not sent: SMTP_URL is not set');
    const mail = line!.mail as { to: string; subject: string; text: string };
    expect(mail).toMatchObject({ to: email, subject: 'Your invitation to Smart Recycling Dashboard' });
    expect(line!.level).toBe(30);
    const link = new URL(/http:\/\/srd\.test\/accountActivation\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe(email);
  });

  it('answers 429 to the link pages past the sign-in rate', async () => {
    const link = { timestamp: '1', sign: 'guess', email: 'guess@kiosk.example' };
    const url = `/api/userManage/inviteRegister/validate?${new URLSearchParams(link).toString()}`;
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt++) codes.push((await bare.call('GET', url)).body.code);
    expect(codes).toEqual([
      ErrorCode.InviteLinkInvalid,
      ErrorCode.InviteLinkInvalid,
      ErrorCode.InviteLinkInvalid,
      ErrorCode.TooManyRequests,
    ]);
  });
});

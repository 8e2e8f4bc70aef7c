import { ErrorCode, ResourceType, roleActions, UserStatus, userManageActions } from '@srd/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminUser } from '../../platform/auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { ACTIVATION_BASE, invitationCalls, invitationLink } from '../../test/invitations.js';
import { seedOrganisation } from '../../test/organisation.js';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.js';
import { adminInvitation } from './tables.js';

let t: TestApp;
let peer: SmtpPeer;
let calls: ReturnType<typeof invitationCalls>;
let adminToken: string;
let basicRole: { id: number };
/** While true, the mail server refuses recipients whose address starts with "bounce". */
let bouncing = true;

const inviters = [userManageActions.view, userManageActions.invite];
const PASSWORD = 'Fresh-Kiosk#88';
let serial = 0;

beforeAll(async () => {
  peer = await startSmtpPeer({ refuse: (recipient) => bouncing && recipient.startsWith('bounce') });
  t = await createTestApp({ config: { smtpUrl: peer.url } });
  await seedOrganisation(t.db, { tenants: [1, 2, 3], merchants: { 4: 3, 5: 1 } });
  calls = invitationCalls(t);
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  basicRole = await t.createRole({ name: 'Basic viewer', actions: [userManageActions.view] });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

function newEmail(prefix = 'invitee'): string {
  serial += 1;
  return `${prefix}-${serial}@kiosk.example`;
}

const invitation = (email: string, values: Record<string, unknown> = {}) => ({
  email,
  roleIds: [basicRole.id],
  ...values,
});

async function accountsWith(email: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(adminUser)
    .where(eq(sql`lower(${adminUser.email})`, email.toLowerCase()));
  return row!.n;
}

const mailsTo = (email: string) => peer.received.filter((mail) => mail.to.includes(email)).length;

async function statusOf(id: number) {
  const [row] = await t.db
    .select({ status: adminUser.status, hash: adminUser.passwordHash })
    .from(adminUser)
    .where(eq(adminUser.id, id));
  return row!;
}

describe('POST /api/userManage/inviteRegister', () => {
  it('e-mails a link that opens the invitation, activates the account, and the account then signs in', async () => {
    const email = newEmail();
    const invited = await calls.invite(adminToken, invitation(email, { adminName: 'Wing', tid: 3, mid: 4 }));
    expect(invited.body.code).toBe(200);
    expect(invited.body.data).toMatchObject({
      loginId: email,
      email,
      status: UserStatus.Pending,
      tid: 3,
      mid: 4,
      roles: [{ id: basicRole.id }],
    });

    const mail = peer.lastMailTo(email);
    expect(mail.subject).toBe('Your invitation to Smart Recycling Dashboard');
    expect(mail.text).toContain('Administrator invited you to the Smart Recycling Dashboard back office');
    const link = invitationLink(peer, email);
    expect(link.email).toBe(email);
    expect(link.sign).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${ACTIVATION_BASE}timestamp=${link.timestamp}&amp;sign=${link.sign}`);

    // Waiting for activation: no password works yet.
    expect((await t.call('POST', '/api/auth/login', { body: { userName: email, password: PASSWORD } })).body.code).toBe(
      ErrorCode.LoginFailed,
    );

    const opened = await calls.validate(link);
    expect(opened.body.data).toMatchObject({
      email,
      loginId: email,
      adminName: 'Wing',
      firstName: null,
      lastName: null,
    });
    expect(new Date(opened.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);

    const completed = await calls.complete(link, {
      loginId: `wing.${serial}`,
      password: PASSWORD,
      firstName: 'Wing',
      lastName: 'Ho',
    });
    expect(completed.body.code).toBe(200);
    const token = await t.login(`wing.${serial}`, PASSWORD);
    const profile = await t.call('GET', '/api/userManage/getUserProfile', { token });
    expect(profile.body.data).toMatchObject({
      loginId: `wing.${serial}`,
      email,
      fullName: 'Wing Ho',
      status: UserStatus.Active,
      tid: 3,
      mid: 4,
    });
    await t.login(email, PASSWORD);
  });

  it('writes the invitation and the activation to the audit log, with neither the password nor the link', async () => {
    const email = newEmail();
    const { id } = (await calls.invite(adminToken, invitation(email))).body.data;
    const link = invitationLink(peer, email);
    await calls.complete(link, { loginId: `audited.${serial}`, password: PASSWORD });
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.AdminUser), eq(sysAuditLog.recordId, String(id))))
      .orderBy(sysAuditLog.id);
    expect(entries.map((entry) => [entry.action, entry.userId, entry.userName])).toEqual([
      ['invite', 1, 'admin'],
      ['activate', id, `audited.${serial}`],
    ]);
    expect(entries[0]!.columns.map((column) => column.name).sort()).toEqual(['email', 'loginId', 'roles', 'status']);
    expect(entries[1]!.columns).toEqual([
      { name: 'loginId', oldValue: email, newValue: `audited.${serial}` },
      { name: 'status', oldValue: '2', newValue: '1', oldLabel: 'disabled', newLabel: 'enabled' },
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(link.sign);
    expect(text).not.toContain(PASSWORD);
  });

  it("writes the e-mail in the inviting administrator's language", async () => {
    const email = newEmail();
    expect((await calls.invite(adminToken, invitation(email), 'zh_HK')).body.code).toBe(200);
    const mail = peer.lastMailTo(email);
    expect(mail.subject).toBe('智能回收管理平台帳戶邀請');
    expect(mail.text).toContain('邀請你使用智能回收管理平台');
    expect(mail.html).toContain('啟用我的帳戶');
  });

  it('gives every invitation a random link and keeps only its hash', async () => {
    const [first, second] = [newEmail(), newEmail()];
    await calls.invite(adminToken, invitation(first));
    await calls.invite(adminToken, invitation(second));
    const signs = [invitationLink(peer, first).sign, invitationLink(peer, second).sign];
    expect(signs[0]).not.toBe(signs[1]);
    const stored = JSON.stringify(await t.db.select().from(adminInvitation));
    for (const sign of signs) expect(stored).not.toContain(sign);
  });

  it('refuses a malformed request with the failing fields, and sends nothing', async () => {
    const before = peer.received.length;
    const cases = [
      [{ email: 'not-an-email', roleIds: [basicRole.id] }, 'email'],
      [{ roleIds: [basicRole.id] }, 'email'],
      [{ email: newEmail(), roleIds: [] }, 'roleIds'],
    ] as const;
    for (const [body, field] of cases) {
      const result = await calls.invite(adminToken, body);
      expect(result.status).toBe(400);
      expect(result.body.data.fields.map((failure: { field: string }) => failure.field)).toContain(field);
    }
    expect(peer.received.length).toBe(before);
  });

  it('refuses a tenant, merchant or shop that is missing or not of the others (1019), and sends nothing', async () => {
    for (const placement of [{ tid: 99 }, { tid: 1, mid: 4 }]) {
      const email = newEmail();
      const result = await calls.invite(adminToken, invitation(email, placement));
      expect(result.body.code, JSON.stringify(placement)).toBe(ErrorCode.PlacementMismatch);
      expect(await accountsWith(email)).toBe(0);
      expect(mailsTo(email)).toBe(0);
    }
  });
});

describe('POST /api/userManage/inviteRegister: the e-mail has an account already', () => {
  it('answers 10041 for an active account, naming it, and changes nothing', async () => {
    const email = newEmail('active');
    const existing = await t.createUser({ email, roleIds: [basicRole.id] });
    const result = await calls.invite(adminToken, invitation(email));
    expect(result.status).toBe(409);
    expect(result.body).toEqual({
      code: ErrorCode.InviteAccountExists,
      message: 'An account with this e-mail already exists',
      data: { userId: existing.id },
    });
    expect(await accountsWith(email)).toBe(1);
    expect(mailsTo(email)).toBe(0);
  });

  it("answers 10041 without naming the account when the e-mail is another account's login id", async () => {
    const loginId = newEmail('login');
    await t.createUser({ loginId });
    const result = await calls.invite(adminToken, invitation(loginId.toUpperCase()));
    expect(result.body).toEqual({
      code: ErrorCode.InviteAccountExists,
      message: 'An account with this e-mail already exists',
    });
  });

  it('answers 10042 for an account waiting for activation, to which the caller may resend the invitation', async () => {
    const email = newEmail('pending');
    const { id } = (await calls.invite(adminToken, invitation(email))).body.data;
    const again = await calls.invite(adminToken, invitation(email), 'zh_CN');
    expect(again.body).toEqual({
      code: ErrorCode.InviteNotActivated,
      message: '账户已存在但尚未激活，要重新发送邀请吗？',
      data: { userId: id },
    });
    expect(mailsTo(email)).toBe(1);
    expect((await calls.resend(adminToken, id)).body.data).toMatchObject({ userId: id, email });
    expect(mailsTo(email)).toBe(2);
  });

  it('answers 10043 for a disabled account; confirmed, it waits for activation, activates by the e-mail', async () => {
    const email = newEmail('disabled');
    const existing = await t.createUser({ email, status: UserStatus.Disabled, roleIds: [basicRole.id] });
    const refused = await calls.invite(adminToken, invitation(email));
    expect(refused.body).toEqual({
      code: ErrorCode.InviteAccountDisabled,
      message: 'The account is disabled. Send the activation e-mail to enable it?',
      data: { userId: existing.id },
    });
    expect((await statusOf(existing.id)).status).toBe(UserStatus.Disabled);
    expect(mailsTo(email)).toBe(0);

    const confirmed = await calls.invite(adminToken, invitation(email, { confirm: true }));
    expect(confirmed.body.data).toMatchObject({
      id: existing.id,
      loginId: existing.loginId,
      status: UserStatus.Pending,
    });
    const link = invitationLink(peer, email);
    expect((await calls.validate(link)).body.data.loginId).toBe(existing.loginId);
    expect((await calls.complete(link, { loginId: existing.loginId, password: PASSWORD })).body.code).toBe(200);
    await t.login(existing.loginId, PASSWORD);
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.recordId, String(existing.id)), eq(sysAuditLog.action, 'changeStatus')));
    expect(entry!.columns).toEqual([
      { name: 'status', oldValue: '0', newValue: '2', oldLabel: 'disabled', newLabel: 'disabled' },
    ]);
  });
});

describe('POST /api/userManage/inviteRegister: scope and escalation', () => {
  it("keeps a tenant's administrator inside their tenant, and sends nothing when refused", async () => {
    const { token } = await signInAs(t, { actions: inviters, tid: 1 });
    expect((await calls.invite(token, invitation(newEmail(), { tid: 1, mid: 5 }))).body.code).toBe(200);
    for (const placement of [{ tid: 2 }, {}]) {
      const email = newEmail();
      const result = await calls.invite(token, invitation(email, placement));
      expect(result.status, JSON.stringify(placement)).toBe(403);
      expect(result.body.code).toBe(ErrorCode.OutOfScope);
      expect(await accountsWith(email)).toBe(0);
      expect(mailsTo(email)).toBe(0);
    }
  });

  it("does not re-activate nor name a disabled account outside the caller's scope", async () => {
    const email = newEmail('elsewhere');
    const other = await t.createUser({ email, status: UserStatus.Disabled, tid: 2, roleIds: [basicRole.id] });
    const { token } = await signInAs(t, { actions: inviters, tid: 1 });
    const result = await calls.invite(token, invitation(email, { tid: 1, confirm: true }));
    expect(result.body).toEqual({
      code: ErrorCode.InviteAccountExists,
      message: 'An account with this e-mail already exists',
    });
    expect((await statusOf(other.id)).status).toBe(UserStatus.Disabled);
  });

  it('refuses roles holding actions the caller lacks, and the super-administrator role', async () => {
    const wider = await t.createRole({ actions: [userManageActions.view, roleActions.edit] });
    const { token } = await signInAs(t, { actions: inviters, accessAllData: true });
    for (const roleId of [wider.id, 1]) {
      const email = newEmail();
      const result = await calls.invite(token, invitation(email, { roleIds: [basicRole.id, roleId] }));
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.MissingAction);
      expect(await accountsWith(email)).toBe(0);
      expect(mailsTo(email)).toBe(0);
    }
  });

  it('needs the invite action: adding users is not enough', async () => {
    const { token } = await signInAs(t, {
      actions: [userManageActions.view, userManageActions.add],
      accessAllData: true,
    });
    expect((await calls.invite(token, invitation(newEmail()))).body.code).toBe(ErrorCode.MissingAction);
  });
});

describe('when the mail server refuses the e-mail', () => {
  it('answers 10044 in words, keeps the account waiting for activation, and a resend delivers', async () => {
    const email = newEmail('bounce');
    const result = await calls.invite(adminToken, invitation(email));
    expect(result.status).toBe(502);
    expect(result.body.code).toBe(ErrorCode.InviteMailFailed);
    expect(result.body.message).toMatch(/^resend email failed/);
    const [created] = await t.db.select().from(adminUser).where(eq(adminUser.email, email));
    expect(created!.status).toBe(UserStatus.Pending);
    expect(t.logs.some((line) => line.msg === 'invitation e-mail not sent' && line.userId === created!.id)).toBe(true);

    bouncing = false;
    try {
      expect((await calls.resend(adminToken, created!.id)).body.code).toBe(200);
    } finally {
      bouncing = true;
    }
    const link = invitationLink(peer, email);
    expect((await calls.validate(link)).body.code).toBe(200);
  });
});

describe('GET /api/userManage/inviteRegister/resend/:id', () => {
  it('sends a new link and makes the earlier one stop working', async () => {
    const email = newEmail();
    const { id } = (await calls.invite(adminToken, invitation(email))).body.data;
    const first = invitationLink(peer, email);
    const resent = await calls.resend(adminToken, id);
    expect(resent.body.code).toBe(200);
    const second = invitationLink(peer, email);
    expect(second.sign).not.toBe(first.sign);
    const old = await calls.validate(first);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(
      'This activation link is invalid or was replaced by a newer invitation. Use the link of the latest ' +
        'invitation e-mail.',
    );
    expect((await calls.validate(second)).body.code).toBe(200);
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.recordId, String(id)), eq(sysAuditLog.action, 'resendInvitation')));
    expect(entry!.columns.map((column) => column.name)).toEqual(['invitationExpiresAt']);
  });

  it('refuses an account that does not wait for activation, and one outside the caller scope', async () => {
    const active = await t.createUser({ email: newEmail('active') });
    const result = await calls.resend(adminToken, active.id);
    expect(result.body).toEqual({
      code: ErrorCode.InviteNotPending,
      message: 'Only an account waiting for activation, with an e-mail address, can be sent the invitation again',
    });
    expect((await calls.resend(adminToken, 999_999)).body.code).toBe(ErrorCode.NotFound);

    const email = newEmail();
    const { id } = (await calls.invite(adminToken, invitation(email, { tid: 2 }))).body.data;
    const { token } = await signInAs(t, { actions: inviters, tid: 1 });
    expect((await calls.resend(token, id)).body.code).toBe(ErrorCode.OutOfScope);
    expect(mailsTo(email)).toBe(1);
  });
});

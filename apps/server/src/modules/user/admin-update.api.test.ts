import { ErrorCode, ResourceType, roleActions, UserStatus, userManageActions, type AdminUser } from '@srd/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminUser, session } from '../../platform/auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';

let t: TestApp;
let adminToken: string;
let basicRole: { id: number; name: string };

const editing = [userManageActions.view, userManageActions.edit];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  basicRole = await t.createRole({ name: 'Basic viewer', actions: [userManageActions.view] });
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1, 4: 1, 5: 2 } });
});
afterAll(() => t.close());

const info = async (id: number): Promise<AdminUser> =>
  (await t.call('GET', `/api/userManage/getInfo?id=${id}`, { token: adminToken })).body.data;
const update = (token: string, body: unknown, url = '/api/userManage') => t.call('PUT', url, { token, body });
const changeStatus = (token: string, id: number, status: number) =>
  t.call('PATCH', '/api/userManage/changeStatus', { token, body: { id, status } });
const profile = (token: string) => t.call('GET', '/api/userManage/getUserProfile', { token });

/** The edit form's body for a user as it stands, with changes. */
async function editOf(id: number, changes: Record<string, unknown> = {}) {
  const user = await info(id);
  const { loginId, email, adminName, firstName, lastName, nicknames, mobileNo, status, tid, mid, sid } = user;
  return {
    id,
    loginId,
    email,
    adminName,
    firstName,
    lastName,
    nicknames,
    mobileNo,
    status,
    tid,
    mid,
    sid,
    roleIds: user.roles.map((role) => role.id),
    ...changes,
  };
}

async function target(
  values: { tid?: number; mid?: number; loginId?: string; email?: string; roleIds?: number[] } = {},
) {
  const user = await t.createUser({ roleIds: [basicRole.id], ...values });
  await t.db.update(adminUser).set({ firstName: 'Kit', lastName: 'Lam' }).where(eq(adminUser.id, user.id));
  return user;
}

const auditEntries = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.AdminUser), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);

/** Notifications from the database reach the session cache asynchronously on a server. */
const eventually = (check: () => Promise<void>, timeout = 2000) => vi.waitFor(check, { timeout, interval: 25 });

describe('PUT /api/userManage', () => {
  it('edits the fields and roles; omitted fields keep their values and the password stays', async () => {
    const user = await target({ tid: 1, email: 'kit@kiosk.example' });
    const second = await t.createRole({ name: 'Second role' });
    const { lastName: _, ...body } = await editOf(user.id, {
      firstName: 'Kitty',
      email: 'kitty@kiosk.example',
      mid: 4,
      roleIds: [second.id],
      password: 'Other-Pass#99',
    });
    const result = await update(adminToken, body);
    expect(result.body.data).toMatchObject({
      firstName: 'Kitty',
      lastName: 'Lam',
      fullName: 'Kitty Lam',
      email: 'kitty@kiosk.example',
      tid: 1,
      mid: 4,
      roles: [{ id: second.id, name: 'Second role' }],
    });
    await t.login('kitty@kiosk.example', user.password);
    const cleared = await update(adminToken, await editOf(user.id, { mid: null, email: null }));
    expect(cleared.body.data).toMatchObject({ mid: null, email: null, tid: 1 });
  });

  it('answers the older client at PUT /api/user', async () => {
    const user = await target();
    expect(
      (await update(adminToken, await editOf(user.id, { nicknames: 'Kiki' }), '/api/user')).body.data.nicknames,
    ).toBe('Kiki');
  });

  it('audits the changed fields, roles labelled by name, never the password; nothing if nothing changed', async () => {
    const second = await t.createRole({ name: 'Second role' });
    const user = await target({ tid: 1 });
    await update(
      adminToken,
      await editOf(user.id, {
        firstName: 'Kitty',
        roleIds: [basicRole.id, second.id],
        status: UserStatus.Disabled,
        password: 'Other-Pass#99',
      }),
    );
    await update(adminToken, await editOf(user.id));
    const entries = await auditEntries(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', userName: 'admin' });
    expect(entries[0]!.columns).toEqual(
      expect.arrayContaining([
        { name: 'firstName', oldValue: 'Kit', newValue: 'Kitty' },
        { name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' },
        {
          name: 'roles',
          oldValue: String(basicRole.id),
          newValue: `${basicRole.id},${second.id}`,
          oldLabel: 'Basic viewer',
          newLabel: 'Basic viewer, Second role',
        },
      ]),
    );
    expect(entries[0]!.columns).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toMatch(/password|argon2|Other-Pass/i);
  });

  it('validates the body', async () => {
    const user = await target();
    for (const changes of [{ roleIds: [] }, { status: 4 }, { loginId: '' }, { email: 'not-an-email' }, { id: 'x' }]) {
      expect((await update(adminToken, await editOf(user.id, changes))).status, JSON.stringify(changes)).toBe(400);
    }
  });
});

describe('PUT /api/userManage: scope', () => {
  it('lets a scoped caller edit users of their scope only, and keep them there', async () => {
    const { token } = await signInAs(t, { actions: editing, tid: 1 });
    const mine = await target({ tid: 1 });
    const theirs = await target({ tid: 2 });
    expect((await update(token, await editOf(mine.id, { mid: 3 }))).body.data.mid).toBe(3);
    for (const body of [
      await editOf(theirs.id),
      await editOf(mine.id, { tid: 2 }),
      await editOf(mine.id, { tid: null }),
      { ...(await editOf(mine.id)), id: 999_999 },
    ]) {
      const result = await update(token, body);
      expect(result.status, JSON.stringify(body)).toBe(403);
      expect(result.body.code).toBe(ErrorCode.OutOfScope);
    }
    expect((await info(theirs.id)).firstName).toBe('Kit');
    expect((await info(mine.id)).tid).toBe(1);
    expect((await update(adminToken, { ...(await editOf(mine.id)), id: 999_999 })).status).toBe(404);
  });
});

describe('PUT /api/userManage: no escalation', () => {
  it('keeps a super administrator out of reach of anyone but a super administrator', async () => {
    const allData = await signInAs(t, { actions: [...editing, userManageActions.changeStatus], accessAllData: true });
    for (const result of [
      await update(allData.token, await editOf(1, { firstName: 'Taken' })),
      await changeStatus(allData.token, 1, UserStatus.Disabled),
    ]) {
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.MissingAction);
    }
    expect((await info(1)).firstName).toBe('System');
    const secondSuper = await t.createUser({ roleIds: [1] });
    expect((await update(adminToken, await editOf(secondSuper.id, { firstName: 'Deputy' }))).body.data.firstName).toBe(
      'Deputy',
    );
  });

  it('refuses changes to the caller own roles or status, but not to their names', async () => {
    const caller = await signInAs(t, { actions: [...editing, userManageActions.changeStatus], accessAllData: true });
    const id = caller.user.id;
    const other = await t.createRole();
    for (const result of [
      await update(caller.token, await editOf(id, { roleIds: [caller.role.id, other.id] })),
      await update(caller.token, await editOf(id, { roleIds: [other.id] })),
      await update(caller.token, await editOf(id, { status: UserStatus.MustChangePassword })),
      await changeStatus(caller.token, id, UserStatus.Disabled),
    ]) {
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.MissingAction);
    }
    expect((await update(caller.token, await editOf(id, { firstName: 'Me' }))).body.data.firstName).toBe('Me');
    expect((await changeStatus(caller.token, id, UserStatus.Active)).body.code).toBe(200);
  });

  it('checks the roles being added against what the caller may assign', async () => {
    const wider = await t.createRole({ name: 'Wider', actions: [userManageActions.view, roleActions.view] });
    const allDataRole = await t.createRole({ actions: [userManageActions.view], accessAllData: true });
    const { token } = await signInAs(t, { actions: editing, tid: 1 });
    const user = await target({ tid: 1 });
    for (const roleId of [wider.id, allDataRole.id, 1]) {
      const result = await update(token, await editOf(user.id, { roleIds: [basicRole.id, roleId] }));
      expect(result.body.code, String(roleId)).toBe(ErrorCode.MissingAction);
    }
    expect((await update(token, await editOf(user.id, { roleIds: [basicRole.id] }))).body.code).toBe(200);
  });

  it('leaves a stronger account alone: no edit, no status change, whatever the scope', async () => {
    const wider = await t.createRole({ name: 'Stronger', actions: [userManageActions.view, roleActions.view] });
    const { token } = await signInAs(t, { actions: [...editing, userManageActions.changeStatus], tid: 1 });
    const stronger = await target({ tid: 1, roleIds: [wider.id] });
    expect((await update(token, await editOf(stronger.id, { email: 'taken.over@kiosk.example' }))).body.code).toBe(
      ErrorCode.MissingAction,
    );
    expect((await changeStatus(token, stronger.id, UserStatus.Disabled)).body.code).toBe(ErrorCode.MissingAction);
    const [stored] = await t.db.select().from(adminUser).where(eq(adminUser.id, stronger.id));
    expect(stored).toMatchObject({ status: UserStatus.Active, email: null });
  });
});

describe('PUT /api/userManage: unique names', () => {
  it("answers 1007 when the new login id or e-mail is another account's, in either column, ignoring case", async () => {
    await t.createUser({ loginId: 'other.one', email: 'other.one@kiosk.example' });
    const user = await target({ loginId: 'edited.one', email: 'edited.one@kiosk.example' });
    for (const changes of [
      { loginId: 'Other.One' },
      { email: 'OTHER.ONE@kiosk.example' },
      { loginId: 'other.one@KIOSK.example' },
      { email: 'x@kiosk.example', loginId: 'other.ONE' },
    ]) {
      const result = await update(adminToken, await editOf(user.id, changes));
      expect(result.body.code, JSON.stringify(changes)).toBe(ErrorCode.UserExists);
    }
    await t.createUser({ loginId: 'login@kiosk.example' });
    expect((await update(adminToken, await editOf(user.id, { email: 'Login@kiosk.example' }))).body.code).toBe(
      ErrorCode.UserExists,
    );
    expect((await info(user.id)).loginId).toBe('edited.one');
    const renamed = await update(
      adminToken,
      await editOf(user.id, { loginId: 'Edited.One', email: 'EDITED.one@kiosk.example' }),
    );
    expect(renamed.body.data).toMatchObject({ loginId: 'Edited.One', email: 'EDITED.one@kiosk.example' });
  });
});

describe('disabling', () => {
  it('ends the user sessions when an edit sets status 0, or a status change sets 2', async () => {
    for (const disable of [
      (id: number) => editOf(id, { status: UserStatus.Disabled }).then((body) => update(adminToken, body)),
      (id: number) => changeStatus(adminToken, id, UserStatus.Pending),
    ]) {
      const user = await target();
      const token = await t.login(user.loginId, user.password);
      expect((await profile(token)).status).toBe(200);
      expect((await disable(user.id)).body.code).toBe(200);
      await eventually(async () => {
        const result = await profile(token);
        expect(result.status).toBe(401);
        expect(result.body.code).toBe(ErrorCode.AccountDisabled);
      });
      expect(
        await t.db
          .select()
          .from(session)
          .where(and(eq(session.userId, user.id), isNull(session.revokedAt))),
      ).toEqual([]);
      expect(
        (await t.call('POST', '/api/auth/login', { body: { userName: user.loginId, password: user.password } })).status,
      ).toBe(401);
    }
  });
});

describe('PATCH /api/userManage/changeStatus', () => {
  it('changes only the status, audited as a status change, with the changeStatus action alone', async () => {
    // The target's role holds userManage:view, so the caller must hold it too to manage that account.
    const { token } = await signInAs(t, { actions: [userManageActions.changeStatus, userManageActions.view], tid: 1 });
    const user = await target({ tid: 1 });
    const result = await changeStatus(token, user.id, UserStatus.Disabled);
    expect(result.body.data).toMatchObject({ id: user.id, status: 0, firstName: 'Kit', roles: [{ id: basicRole.id }] });
    expect((await changeStatus(token, user.id, UserStatus.Disabled)).body.code).toBe(200);
    expect((await changeStatus(token, user.id, UserStatus.Active)).body.data.status).toBe(1);
    const entries = await auditEntries(user.id);
    expect(entries.map((entry) => [entry.action, entry.columns])).toEqual([
      ['changeStatus', [{ name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' }]],
      ['changeStatus', [{ name: 'status', oldValue: '0', newValue: '1', oldLabel: 'disabled', newLabel: 'enabled' }]],
    ]);
    const theirs = await target({ tid: 2 });
    expect((await changeStatus(token, theirs.id, UserStatus.Disabled)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, await editOf(user.id))).body.code).toBe(ErrorCode.MissingAction);
  });
});

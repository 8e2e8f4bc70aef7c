import { dashboardActions, ErrorCode, ResourceType, roleActions, userManageActions } from '@srd/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminUser } from '../../platform/auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';

let t: TestApp;
let adminToken: string;
/** A role anyone holding view and add may hand out. */
let basicRole: { id: number; name: string };

const manage = [userManageActions.view, userManageActions.add];
const PASSWORD = 'Fresh-Kiosk#88';
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  basicRole = await t.createRole({ name: 'Basic viewer', actions: [userManageActions.view] });
  await seedOrganisation(t.db, {
    tenants: [1, 2, 3, 7],
    merchants: { 4: 3, 5: 1, 6: 1, 8: 2 },
    shops: { 6: [1, 5], 9: [1, 6] },
  });
});
afterAll(() => t.close());

/** A valid create body with a fresh login id. */
function newUser(values: Record<string, unknown> = {}) {
  serial += 1;
  return { loginId: `new-${serial}`, password: PASSWORD, status: 1, roleIds: [basicRole.id], ...values };
}

const create = (token: string, body: unknown, url = '/api/userManage') => t.call('POST', url, { token, body });

async function usersNamed(loginId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(adminUser)
    .where(eq(sql`lower(${adminUser.loginId})`, loginId.toLowerCase()));
  return row!.n;
}

async function allUsers() {
  const [row] = await t.db.select({ n: count() }).from(adminUser);
  return row!.n;
}

describe('POST /api/userManage', () => {
  it('creates a user who can sign in, and answers it with its roles', async () => {
    const body = newUser({
      email: 'Wing@Kiosk.example',
      firstName: 'Wing',
      lastName: 'Ho',
      mobileNo: '+852 9123 4567',
      tid: 3,
      mid: 4,
    });
    const result = await create(adminToken, body);
    expect(result.body.code).toBe(200);
    expect(result.body.data).toMatchObject({
      loginId: body.loginId,
      email: 'Wing@Kiosk.example',
      fullName: 'Wing Ho',
      status: 1,
      tid: 3,
      mid: 4,
      sid: null,
      roles: [{ id: basicRole.id, name: 'Basic viewer' }],
      lastLoginAt: null,
    });
    expect(JSON.stringify(result.body)).not.toMatch(/password|argon2/i);
    const token = await t.login('wing@kiosk.example', PASSWORD);
    const profile = await t.call('GET', '/api/userManage/getUserProfile', { token });
    expect(profile.body.data).toMatchObject({
      loginId: body.loginId,
      tid: 3,
      mid: 4,
      actions: { userManage: ['view'] },
    });
  });

  it('creates through the older client path too', async () => {
    const body = newUser();
    expect((await create(adminToken, body, '/api/user')).body.data.loginId).toBe(body.loginId);
  });

  it('writes the audit entry with role and status labels, never the password', async () => {
    const second = await t.createRole({ name: 'Second role' });
    const body = newUser({ roleIds: [second.id, basicRole.id], status: 3, email: 'audit@kiosk.example' });
    const { id } = (await create(adminToken, body)).body.data;
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.AdminUser), eq(sysAuditLog.recordId, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', userId: 1, userName: 'admin' });
    const columns = entries[0]!.columns;
    const ordered = [basicRole.id, second.id].sort((a, b) => a - b);
    const labels = Object.fromEntries([
      [basicRole.id, 'Basic viewer'],
      [second.id, 'Second role'],
    ]);
    expect(columns.find((column) => column.name === 'roles')).toEqual({
      name: 'roles',
      oldValue: null,
      newValue: ordered.join(','),
      oldLabel: null,
      newLabel: ordered.map((roleId) => labels[roleId]).join(', '),
    });
    expect(columns.find((column) => column.name === 'status')).toEqual({
      name: 'status',
      oldValue: null,
      newValue: '3',
      oldLabel: null,
      newLabel: 'enabled',
    });
    expect(columns.map((column) => column.name).sort()).toEqual(['email', 'loginId', 'roles', 'status']);
    const [stored] = await t.db.select({ hash: adminUser.passwordHash }).from(adminUser).where(eq(adminUser.id, id));
    const text = JSON.stringify(entries);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(stored!.hash);
    expect(text).not.toMatch(/password/i);
  });

  it('refuses each broken password rule, and creates nothing', async () => {
    const cases: [string, number][] = [
      ['Ab1!xyz', ErrorCode.WeakPassword], // 7 characters
      ['abcdefgh1234', ErrorCode.WeakPassword], // lowercase and digits only
      ['ABCDEFGH!!!!', ErrorCode.WeakPassword], // uppercase and symbols only
      ['abcdefghijkl', ErrorCode.WeakPassword],
      ['Password123!', ErrorCode.CommonPassword],
      ['Qwerty2024!', ErrorCode.CommonPassword],
      [`Aa1!${'x'.repeat(125)}`, 400], // over 128 characters
      ['', 400],
    ];
    for (const [password, code] of cases) {
      const body = newUser({ password });
      const result = await create(adminToken, body);
      expect(result.body.code, password).toBe(code);
      expect(result.status, password).toBe(400);
      expect(await usersNamed(body.loginId)).toBe(0);
    }
    expect((await create(adminToken, newUser({ password: 'Kio5k-bx' }))).body.code).toBe(200);
  });

  it('answers 1007 when the login id or e-mail is taken in either column, ignoring case', async () => {
    await t.createUser({ loginId: 'taken.user', email: 'taken@kiosk.example' });
    // Login ids may look like e-mails.
    await t.createUser({ loginId: 'shared@kiosk.example' });
    const cases: Record<string, string>[] = [
      { loginId: 'taken.user' },
      { loginId: 'TAKEN.User' },
      { email: 'taken@kiosk.example' },
      { email: 'Taken@KIOSK.example' },
      { loginId: 'TAKEN@kiosk.example' }, // another account's e-mail as the login id
      { email: 'shared@KIOSK.example' }, // another account's login id as the e-mail
    ];
    const before = await allUsers();
    for (const values of cases) {
      const result = await create(adminToken, newUser(values));
      expect(result.status, JSON.stringify(values)).toBe(409);
      expect(result.body, JSON.stringify(values)).toEqual({
        code: ErrorCode.UserExists,
        message: 'User already exists',
      });
    }
    expect(await allUsers()).toBe(before);
    const near = await create(adminToken, newUser({ loginId: 'taken.user2', email: 'taken2@kiosk.example' }));
    expect(near.body.code).toBe(200);
  });
});

describe('POST /api/userManage: placement', () => {
  it('refuses a tenant, merchant or shop that does not exist or does not belong together (1019)', async () => {
    for (const placement of [
      { tid: 99 },
      { tid: 1, mid: 4 },
      { tid: 1, mid: 5, sid: 9 },
      { tid: 1, sid: 6 },
      { mid: 5 },
      { tid: 2, mid: 8, sid: 6 },
    ]) {
      const body = newUser(placement);
      const result = await create(adminToken, body);
      expect(result.status, JSON.stringify(placement)).toBe(400);
      expect(result.body.code, JSON.stringify(placement)).toBe(ErrorCode.PlacementMismatch);
      expect(await usersNamed(body.loginId)).toBe(0);
    }
    expect((await create(adminToken, newUser({ tid: 2, mid: 8 }))).body.code).toBe(200);
  });
});

describe('POST /api/userManage: scope', () => {
  it('lets a tenant-scoped caller create users of their tenant only', async () => {
    const { token } = await signInAs(t, { actions: manage, tid: 1 });
    expect((await create(token, newUser({ tid: 1 }))).body.code).toBe(200);
    expect((await create(token, newUser({ tid: 1, mid: 5, sid: 6 }))).body.code).toBe(200);
    for (const placement of [{ tid: 2 }, {}, { tid: null, mid: 5 }]) {
      const body = newUser(placement);
      const result = await create(token, body);
      expect(result.status, JSON.stringify(placement)).toBe(403);
      expect(result.body.code, JSON.stringify(placement)).toBe(ErrorCode.OutOfScope);
      expect(await usersNamed(body.loginId)).toBe(0);
    }
  });

  it('keeps a merchant-scoped caller inside the merchant', async () => {
    const { token } = await signInAs(t, { actions: manage, tid: 1, mid: 5 });
    expect((await create(token, newUser({ tid: 1, mid: 5 }))).body.code).toBe(200);
    expect((await create(token, newUser({ tid: 1 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, newUser({ tid: 1, mid: 6 }))).body.code).toBe(ErrorCode.OutOfScope);
  });

  it('lets only an access-all-data caller create unscoped users or users of any tenant', async () => {
    const unscoped = await signInAs(t, { actions: manage });
    expect((await create(unscoped.token, newUser())).body.code).toBe(200);
    expect((await create(unscoped.token, newUser({ tid: 1 }))).body.code).toBe(ErrorCode.OutOfScope);
    const allData = await signInAs(t, { actions: manage, accessAllData: true, tid: 1 });
    expect((await create(allData.token, newUser())).body.code).toBe(200);
    expect((await create(allData.token, newUser({ tid: 7 }))).body.code).toBe(200);
  });
});

describe('POST /api/userManage: no escalation', () => {
  it('refuses a role holding an action the caller lacks', async () => {
    const wider = await t.createRole({ actions: [userManageActions.view, roleActions.view] });
    const { token } = await signInAs(t, { actions: manage, tid: 1 });
    const body = newUser({ tid: 1, roleIds: [basicRole.id, wider.id] });
    const result = await create(token, body);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(ErrorCode.MissingAction);
    expect(await usersNamed(body.loginId)).toBe(0);
  });

  it('allows a role with a subset of the caller actions, and one that only takes something away', async () => {
    const hiding = await t.createRole({ actions: [userManageActions.view, dashboardActions.notShowDashboard] });
    const none = await t.createRole();
    const { token } = await signInAs(t, { actions: manage, tid: 1 });
    expect((await create(token, newUser({ tid: 1, roleIds: [hiding.id, none.id] }))).body.code).toBe(200);
  });

  it('refuses the super-administrator role to everyone but a super administrator', async () => {
    const allData = await signInAs(t, { actions: [...manage, roleActions.view], accessAllData: true });
    expect((await create(allData.token, newUser({ roleIds: [1] }))).body.code).toBe(ErrorCode.MissingAction);
    const created = await create(adminToken, newUser({ roleIds: [1] }));
    expect(created.body.data.roles.map((role: { id: number }) => role.id)).toEqual([1]);
  });

  it('refuses an access-all-data role to a caller without access-all-data', async () => {
    const allDataRole = await t.createRole({ actions: [userManageActions.view], accessAllData: true });
    const tenant = await signInAs(t, { actions: manage, tid: 1 });
    expect((await create(tenant.token, newUser({ tid: 1, roleIds: [allDataRole.id] }))).body.code).toBe(
      ErrorCode.MissingAction,
    );
    const allData = await signInAs(t, { actions: manage, accessAllData: true });
    expect((await create(allData.token, newUser({ roleIds: [allDataRole.id] }))).body.code).toBe(200);
  });

  it('refuses a disabled or unknown role, even to the super administrator', async () => {
    const disabled = await t.createRole({ actions: [], status: 0 });
    for (const roleId of [disabled.id, 999_999]) {
      expect((await create(adminToken, newUser({ roleIds: [roleId] }))).body.code, String(roleId)).toBe(
        ErrorCode.MissingAction,
      );
    }
    expect((await create(adminToken, newUser({ roleIds: [] }))).status).toBe(400);
  });
});

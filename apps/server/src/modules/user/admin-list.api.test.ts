import { ErrorCode, userManageActions, type AdminUser } from '@srd/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, session, userRole } from '../../platform/auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
/** The listed people by short name (`ana` has login id `lst-ana`). */
const people: Record<string, { id: number; loginId: string; password: string }> = {};
let roleA: { id: number; name: string };
let roleB: { id: number; name: string };

const viewOnly = [userManageActions.view];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  roleA = await t.createRole({ name: 'Alpha role', actions: viewOnly });
  roleB = await t.createRole({ name: 'Beta role' });
  const rows: [
    string,
    { tid?: number; mid?: number; sid?: number; status?: number; roleIds?: number[] },
    Partial<typeof adminUser.$inferInsert>,
  ][] = [
    ['ana', { tid: 1, roleIds: [roleA.id] }, { firstName: 'Mei', lastName: 'Chan', email: 'ana@kiosk.example' }],
    ['bob', { tid: 1, mid: 5, status: 0, roleIds: [roleB.id] }, { nicknames: 'Bobby', mobileNo: '+852 6123 4567' }],
    ['carol', { tid: 1, mid: 5, sid: 8, roleIds: [roleB.id, roleA.id] }, { adminName: 'Ops Lead' }],
    ['dave', { tid: 2, roleIds: [roleA.id] }, { lastName: 'Yuen' }],
    ['erin', { tid: 2 }, {}],
    ['frank', {}, {}],
  ];
  for (const [name, placement, details] of rows) {
    const user = await t.createUser({ loginId: `lst-${name}`, ...placement });
    if (Object.keys(details).length > 0) await t.db.update(adminUser).set(details).where(eq(adminUser.id, user.id));
    people[name] = user;
  }
});
afterAll(() => t.close());

const page = (token: string, body: Record<string, unknown>, url = '/api/userManage/page') =>
  t.call('POST', url, { token, body });
const names = (rows: AdminUser[]) => rows.map((row) => row.loginId.replace(/^lst-/, ''));
/** Only the fixture people: callers created by the tests are in the lists too. */
const listed = async (token: string, body: Record<string, unknown> = {}) =>
  names((await page(token, { keyword: 'lst-', pageSize: -1, ...body })).body.data.rows);

describe('POST /api/userManage/page', () => {
  it('pages and sorts, with a stable order and the total', async () => {
    const sort = { field: 'loginId', order: 'ascend' };
    const pages = [];
    for (const number of [1, 2, 3, 4]) {
      const result = await page(adminToken, { keyword: 'lst-', page: number, pageSize: 2, sort });
      expect(result.body.data).toMatchObject({ total: 6, estimated: false });
      pages.push(names(result.body.data.rows));
    }
    expect(pages).toEqual([['ana', 'bob'], ['carol', 'dave'], ['erin', 'frank'], []]);
    expect(await listed(adminToken, { sort: { field: 'loginId', order: 'descend' } })).toEqual([
      'frank',
      'erin',
      'dave',
      'carol',
      'bob',
      'ana',
    ]);
    expect(await listed(adminToken, { sort: { field: 'status' } })).toEqual([
      'bob',
      'ana',
      'carol',
      'dave',
      'erin',
      'frank',
    ]);
  });

  it('lists newest first by default', async () => {
    const result = await page(adminToken, { keyword: 'lst-' });
    expect(names(result.body.data.rows)).toEqual(['frank', 'erin', 'dave', 'carol', 'bob', 'ana']);
  });

  it('filters by a keyword over login id, e-mail, names and mobile number, ignoring case', async () => {
    const cases: [string, string[]][] = [
      ['LST-CAR', ['carol']],
      ['kiosk.EXAMPLE', ['ana']],
      ['ops lead', ['carol']],
      ['mei', ['ana']],
      ['yuen', ['dave']],
      ['bobby', ['bob']],
      ['6123 45', ['bob']],
      ['  ', ['frank', 'erin', 'dave', 'carol', 'bob', 'ana']],
      ['lst_', []],
    ];
    for (const [keyword, expected] of cases) {
      const result = await page(adminToken, { keyword, pageSize: -1 });
      expect(
        names(result.body.data.rows).filter((name) => !name.startsWith('user-') && name !== 'admin'),
        keyword,
      ).toEqual(expected);
    }
  });

  it('filters by status, role and tenant', async () => {
    expect(await listed(adminToken, { status: 0 })).toEqual(['bob']);
    expect(await listed(adminToken, { roleId: roleA.id })).toEqual(['dave', 'carol', 'ana']);
    expect(await listed(adminToken, { roleId: roleB.id, status: 1 })).toEqual(['carol']);
    expect(await listed(adminToken, { tid: 2 })).toEqual(['erin', 'dave']);
  });

  it('gives each row its roles and last sign-in, and never a password', async () => {
    await t.login('lst-ana', people.ana!.password);
    const latest = await t.login('lst-ana', people.ana!.password);
    expect(latest).toBeTruthy();
    const result = await page(adminToken, { keyword: 'lst-', pageSize: -1, sort: { field: 'loginId' } });
    const rows: AdminUser[] = result.body.data.rows;
    const byName = Object.fromEntries(rows.map((row) => [row.loginId.replace('lst-', ''), row]));
    expect(byName.carol!.roles.map((role) => role.name)).toEqual(['Alpha role', 'Beta role']);
    expect(byName.frank!.roles).toEqual([]);
    expect(byName.ana).toMatchObject({
      fullName: 'Mei Chan',
      email: 'ana@kiosk.example',
      tid: 1,
      mid: null,
      status: 1,
    });
    expect(byName.carol!.fullName).toBe('Ops Lead');
    expect(byName.bob!.fullName).toBe('lst-bob');
    expect(byName.bob!.lastLoginAt).toBeNull();
    const [newest] = await t.db
      .select()
      .from(session)
      .where(eq(session.userId, people.ana!.id))
      .orderBy(desc(session.createdAt));
    expect(byName.ana!.lastLoginAt).toBe(newest!.createdAt.toISOString());
    expect(JSON.stringify(result.body)).not.toMatch(/password|argon2/i);
  });

  it('shows a scoped caller only the users of their scope, whatever the filters', async () => {
    const tenant = await signInAs(t, { actions: viewOnly, tid: 1 });
    expect(await listed(tenant.token)).toEqual(['carol', 'bob', 'ana']);
    expect(await listed(tenant.token, { tid: 2 })).toEqual([]);
    expect(await listed(tenant.token, { roleId: roleA.id })).toEqual(['carol', 'ana']);
    const merchant = await signInAs(t, { actions: viewOnly, tid: 1, mid: 5 });
    expect(await listed(merchant.token)).toEqual(['carol', 'bob']);
    const shop = await signInAs(t, { actions: viewOnly, tid: 1, mid: 5, sid: 8 });
    expect(await listed(shop.token)).toEqual(['carol']);
    const unscoped = await signInAs(t, { actions: viewOnly });
    expect(await listed(unscoped.token)).toEqual(['frank']);
    const allData = await signInAs(t, { actions: viewOnly, accessAllData: true, tid: 1 });
    expect(await listed(allData.token)).toHaveLength(6);
    const everything = (await page(tenant.token, { pageSize: -1 })).body.data.rows as AdminUser[];
    expect(everything.every((row) => row.tid === 1)).toBe(true);
  });

  it('answers the older client at /api/user/page the same', async () => {
    const tenant = await signInAs(t, { actions: viewOnly, tid: 2 });
    const result = await page(tenant.token, { keyword: 'lst-', pageSize: -1 }, '/api/user/page');
    expect(names(result.body.data.rows)).toEqual(['erin', 'dave']);
  });

  it('validates the request', async () => {
    for (const body of [
      { pageSize: 0 },
      { pageSize: 501 },
      { page: 0 },
      { sort: { field: 'passwordHash' } },
      { status: 'x' },
    ]) {
      expect((await page(adminToken, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /api/userManage/getInfo', () => {
  it('answers one user with roles, at both paths', async () => {
    for (const url of [`/api/userManage/getInfo?id=${people.carol!.id}`, `/api/user?id=${people.carol!.id}`]) {
      const result = await t.call('GET', url, { token: adminToken });
      expect(result.body.data).toMatchObject({
        id: people.carol!.id,
        loginId: 'lst-carol',
        tid: 1,
        mid: 5,
        sid: 8,
        adminName: 'Ops Lead',
      });
      expect(result.body.data.roles.map((role: { id: number }) => role.id)).toEqual(
        [roleA.id, roleB.id].sort((a, b) => a - b),
      );
      expect(JSON.stringify(result.body)).not.toMatch(/password|argon2/i);
    }
  });

  it('answers 1004 to a scoped caller for another scope and a missing id alike, 404 to all-data callers', async () => {
    const tenant = await signInAs(t, { actions: viewOnly, tid: 1 });
    expect(
      (await t.call('GET', `/api/userManage/getInfo?id=${people.ana!.id}`, { token: tenant.token })).body.code,
    ).toBe(200);
    for (const id of [people.dave!.id, people.frank!.id, 999_999]) {
      const result = await t.call('GET', `/api/userManage/getInfo?id=${id}`, { token: tenant.token });
      expect(result.status).toBe(403);
      expect(result.body.code).toBe(ErrorCode.OutOfScope);
    }
    const missing = await t.call('GET', '/api/userManage/getInfo?id=999999', { token: adminToken });
    expect(missing.status).toBe(404);
    expect((await t.call('GET', '/api/userManage/getInfo', { token: adminToken })).status).toBe(400);
  });
});

describe('GET /api/userManage/userSelectlist', () => {
  it('lists the users of the caller scope as options, named by full name else login id', async () => {
    const merchant = await signInAs(t, { actions: viewOnly, tid: 1, mid: 5 });
    const result = await t.call('GET', '/api/userManage/userSelectlist', { token: merchant.token });
    const options = result.body.data.filter((option: { loginId: string }) => option.loginId.startsWith('lst-'));
    expect(options).toEqual([
      {
        id: people.bob!.id,
        resName: 'lst-bob',
        resNameCht: 'lst-bob',
        resNameChs: 'lst-bob',
        pId: 1,
        loginId: 'lst-bob',
        status: 0,
      },
      {
        id: people.carol!.id,
        resName: 'Ops Lead',
        resNameCht: 'Ops Lead',
        resNameChs: 'Ops Lead',
        pId: 1,
        loginId: 'lst-carol',
        status: 1,
      },
    ]);
    const admin = await t.call('GET', '/api/userManage/userSelectlist', { token: adminToken });
    expect(admin.body.data.find((option: { id: number }) => option.id === people.ana!.id).resName).toBe('Mei Chan');
  });
});

describe('GET /api/userManage/getResourceByType/:type', () => {
  it('answers an empty list for each mapping type until those tables exist, and 400 for any other type', async () => {
    for (const type of ['SysClient', 'Tenant', 'Kiosk', 'Merchant', 'Shop', 'HousingEstate']) {
      expect(
        (await t.call('GET', `/api/userManage/getResourceByType/${type}`, { token: adminToken })).body,
      ).toMatchObject({ code: 200, data: [] });
    }
    for (const type of ['AdminUser', 'tenant', '2']) {
      expect(
        (await t.call('GET', `/api/userManage/getResourceByType/${type}`, { token: adminToken })).status,
        type,
      ).toBe(400);
    }
  });
});

describe('many users', () => {
  it('answers every row with pageSize -1, past the default page size, each with its roles', async () => {
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push((await t.createUser({ loginId: `bulk-${i}`, tid: 9 })).id);
    await t.db.insert(userRole).values(ids.map((userId) => ({ userId, roleId: roleA.id })));
    expect((await page(adminToken, { tid: 9 })).body.data.rows).toHaveLength(20);
    const result = await page(adminToken, { tid: 9, pageSize: -1 });
    expect(result.body.data.total).toBe(30);
    expect(result.body.data.rows).toHaveLength(30);
    expect(
      result.body.data.rows.every((row: AdminUser) => row.roles.length === 1 && row.roles[0]!.id === roleA.id),
    ).toBe(true);
  });
});

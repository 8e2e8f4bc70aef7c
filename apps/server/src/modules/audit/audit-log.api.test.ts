import { ErrorCode, ResourceType, sysAuditLogActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
let reporter: { id: number; loginId: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // Reporting needs its own action and nothing else.
  const role = await t.createRole({ actions: [sysAuditLogActions.report] });
  const user = await t.createUser({ loginId: 'reporter', roleIds: [role.id], tid: 1 });
  reporter = { id: user.id, loginId: user.loginId, token: await t.login(user.loginId, user.password) };
});
afterAll(() => t.close());

let nextRecord = 1000;
/** Reports columns about a record of its own, and returns what was stored for that record. */
async function report(columnsDto: unknown[], extra: Record<string, unknown> = {}) {
  const recordId = String(nextRecord++);
  const body = { resTypeId: ResourceType.Shop, recordId, action: 'update', columnsDto, ...extra };
  const result = await t.call('POST', '/api/sysAuditLog/logReceive', { token: reporter.token, body });
  const rows = await t.db.select().from(sysAuditLog).where(eq(sysAuditLog.recordId, recordId));
  return { result, rows };
}

describe('POST /api/sysAuditLog/logReceive', () => {
  it('stores the reported fields as a client-reported entry by the caller', async () => {
    const { result, rows } = await report([{ name: 'name', oldValue: 'Old shop', newValue: 'New shop' }], {
      action: 'edit',
    });
    expect(result.body).toMatchObject({ code: 200, data: { stored: true } });
    expect(rows).toEqual([
      expect.objectContaining({
        resTypeId: ResourceType.Shop,
        action: 'edit',
        userId: reporter.id,
        userName: reporter.loginId,
        clientReported: true,
        columns: [{ name: 'name', oldValue: 'Old shop', newValue: 'New shop' }],
      }),
    ]);
  });

  it('stores nothing when no reported field differs', async () => {
    const { result, rows } = await report([
      { name: 'name', oldValue: 'Same', newValue: 'Same' },
      { name: 'quantity', oldValue: 5, newValue: '5' },
    ]);
    expect(result.body).toMatchObject({ code: 200, data: { stored: false } });
    expect(rows).toEqual([]);
    expect((await report([])).rows).toEqual([]);
  });

  it('keeps only fields that differ with at least one side non-empty', async () => {
    const { rows } = await report([
      { name: 'email', oldValue: '', newValue: null },
      { name: 'remark', newValue: '' },
      { name: 'website', oldValue: 'https://a.example', newValue: '' },
      { name: 'tel', oldValue: null, newValue: '2345 6789' },
      { name: 'point', oldValue: 10, newValue: 20 },
    ]);
    expect(rows[0]!.columns).toEqual([
      { name: 'website', oldValue: 'https://a.example', newValue: null },
      { name: 'tel', oldValue: null, newValue: '2345 6789' },
      { name: 'point', oldValue: '10', newValue: '20' },
    ]);
  });

  it('needs the report action: a session alone does not let anyone write to the log', async () => {
    const role = await t.createRole({ actions: [sysAuditLogActions.view] });
    const user = await t.createUser({ roleIds: [role.id], tid: 1 });
    const token = await t.login(user.loginId, user.password);
    const body = {
      resTypeId: ResourceType.Shop,
      recordId: '1',
      action: 'update',
      columnsDto: [{ name: 'name', oldValue: 'a', newValue: 'b' }],
    };
    const result = await t.call('POST', '/api/sysAuditLog/logReceive', { token, body });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(ErrorCode.MissingAction);
  });

  it('keeps fields named like built-in properties as plain fields, and the log stays readable', async () => {
    const names = [
      'isPrototypeOf',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '__defineGetter__',
      'propertyIsEnumerable',
    ];
    const { result, rows } = await report(names.map((name) => ({ name, oldValue: 'a', newValue: 'b' })));
    expect(result.body).toMatchObject({ code: 200, data: { stored: true } });
    expect(rows[0]!.columns).toEqual(names.map((name) => ({ name, oldValue: 'a', newValue: 'b' })));
    const page = await t.call('POST', '/api/sysAuditLog/page', {
      token: admin,
      body: { recordId: Number(rows[0]!.recordId) },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.rows[0].columns.map((column: { name: string }) => column.name)).toEqual(names);
  });

  it('shows an entry whatever its stored columns hold, in the page and in the export', async () => {
    const junk = [
      { name: { nested: 1 }, oldValue: 5, newValue: [1], oldLabel: { a: 1 }, newLabel: 7 },
      'loose text',
      null,
      { name: 'constructor', newLabel: 'constructor' },
    ];
    await t.db.insert(sysAuditLog).values({
      resTypeId: ResourceType.Shop,
      recordId: '987654',
      action: 'update',
      userId: 1,
      userName: 'admin',
      columns: junk as never,
    });
    await t.db.insert(sysAuditLog).values({
      resTypeId: ResourceType.Shop,
      recordId: '987655',
      action: 'update',
      userId: 1,
      userName: 'admin',
      columns: { not: 'a list' } as never,
    });
    const first = await t.call('POST', '/api/sysAuditLog/page', { token: admin, body: { recordId: 987654 } });
    expect(first.status).toBe(200);
    expect(first.body.data.rows[0].columns).toEqual([
      { name: '{"nested":1}', oldValue: '5', newValue: '[1]', oldLabel: '{"a":1}', newLabel: '7' },
      { name: 'constructor', oldValue: null, newValue: null, newLabel: 'constructor' },
    ]);
    const second = await t.call('POST', '/api/sysAuditLog/page', { token: admin, body: { recordId: 987655 } });
    expect(second.body.data.rows[0].columns).toEqual([]);
    const file = await t.call('POST', '/api/export/exportExcel?module=auditLog&format=csv', {
      token: admin,
      body: { recordId: 987654 },
    });
    expect(file.status).toBe(200);
    expect(file.response.body).toContain('{""nested"":1}: {""a"":1} → 7; constructor:  → constructor');
  });

  it('drops the ignored fields, and stores nothing when only they changed', async () => {
    const ignored = [
      'creUser',
      'creDttm',
      'lupdDttm',
      'shopPasswordEncryption',
      'dateRange',
      'tempStatus',
      'serviceInfo',
      'serviceInfoChs',
      'serviceInfoCht',
      'lupdUser',
      '_XID',
      'reminderStatus',
    ];
    const onlyIgnored = await report(ignored.map((name) => ({ name, oldValue: 'a', newValue: 'b' })));
    expect(onlyIgnored.result.body.data).toEqual({ stored: false });
    expect(onlyIgnored.rows).toEqual([]);
    const mixed = await report([
      ...ignored.map((name) => ({ name, oldValue: 'a', newValue: 'b' })),
      { name: 'shortName', oldValue: 'a', newValue: 'b' },
    ]);
    expect(mixed.rows[0]!.columns.map((column) => column.name)).toEqual(['shortName']);
  });

  it('never stores the values of password or secret fields', async () => {
    const secrets = [
      'password',
      'newPassword',
      'shopPassword',
      'passwordHash',
      'clientSecret',
      'couponValidToken',
      'apiKey',
      'connectionString',
    ];
    const { rows } = await report([
      ...secrets.map((name) => ({ name, oldValue: `old-${name}-S3cret`, newValue: `new-${name}-S3cret` })),
      { name: 'name', oldValue: 'a', newValue: 'b' },
    ]);
    expect(rows[0]!.columns.map((column) => column.name)).toEqual(['name']);
    const everything = JSON.stringify(await t.db.select().from(sysAuditLog));
    expect(everything).not.toContain('S3cret');
  });

  it('shows status 0 and 2 as disabled, 1 and 3 as enabled, and keeps the labels the client sent', async () => {
    const { rows } = await report([
      { name: 'status', oldValue: '0', newValue: 1 },
      { name: 'tid', oldValue: 1, newValue: 2, oldLabel: 'Hong Kong', newLabel: 'Kowloon' },
    ]);
    expect(rows[0]!.columns).toEqual([
      { name: 'status', oldValue: '0', newValue: '1', oldLabel: 'disabled', newLabel: 'enabled' },
      { name: 'tid', oldValue: '1', newValue: '2', oldLabel: 'Hong Kong', newLabel: 'Kowloon' },
    ]);
    const other = await report([{ name: 'status', oldValue: 3, newValue: 2 }]);
    expect(other.rows[0]!.columns[0]).toMatchObject({ oldLabel: 'enabled', newLabel: 'disabled' });
  });

  it('marks entries the server writes itself as not client-reported', async () => {
    const user = await t.createUser({ roleIds: [1] });
    const token = await t.login(user.loginId, user.password);
    await t.call('PATCH', '/api/userManage/updatePassword', {
      token,
      body: { oldPassword: user.password, newPassword: 'Fresh-Pass#2027' },
    });
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.AdminUser), eq(sysAuditLog.recordId, String(user.id))));
    expect(entry).toMatchObject({ resTypeId: ResourceType.AdminUser, action: 'changePassword', clientReported: false });
  });

  it('names the invalid fields', async () => {
    const cases: [unknown, string[]][] = [
      [{ recordId: 1, action: 'update', columnsDto: [] }, ['resTypeId']],
      [{ resTypeId: 99, recordId: 1, action: 'update', columnsDto: [] }, ['resTypeId']],
      [
        { resTypeId: 2, recordId: ' ', action: '', columnsDto: [{ oldValue: 'a' }] },
        ['recordId', 'action', 'columnsDto.0.name'],
      ],
      [
        { resTypeId: 2, recordId: 1, action: 'update', columnsDto: [{ name: 'x', oldValue: { nested: true } }] },
        ['columnsDto.0.oldValue'],
      ],
      [
        { resTypeId: 2, recordId: 1, action: 'update', columnsDto: Array.from({ length: 201 }, () => ({ name: 'x' })) },
        ['columnsDto'],
      ],
    ];
    for (const [body, fields] of cases) {
      const result = await t.call('POST', '/api/sysAuditLog/logReceive', { token: reporter.token, body });
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body.data.fields.map((field: { field: string }) => field.field)).toEqual(fields);
    }
  });
});

describe('POST /api/sysAuditLog/page', () => {
  const users: Record<'alice' | 'bob' | 'carol' | 'dave', { id: number; loginId: string }> = {} as never;
  const ids: number[] = [];
  /** The seeded entries are all from 2025; live entries of the other tests are from now. */
  const SEEDED = { from: '2025-01-01T00:00:00Z', to: '2025-12-31T23:59:59Z' };

  beforeAll(async () => {
    const places = { alice: [1, null], bob: [1, 5], carol: [2, null], dave: [null, null] } as const;
    for (const [name, [tid, mid]] of Object.entries(places)) {
      const user = await t.createUser({ loginId: `${name}.Audit`, tid, mid });
      users[name as keyof typeof users] = { id: user.id, loginId: user.loginId };
    }
    const seed: [keyof typeof users | null, number, string, string, string][] = [
      ['alice', ResourceType.Tenant, '1', 'update', '2025-01-10T08:00:00Z'],
      ['alice', ResourceType.Kiosk, '7', 'create', '2025-02-10T08:00:00Z'],
      ['bob', ResourceType.Kiosk, '7', 'update', '2025-03-10T08:00:00Z'],
      ['carol', ResourceType.Tenant, '2', 'update', '2025-04-10T08:00:00Z'],
      ['dave', ResourceType.AdminUser, '9', 'delete', '2025-05-10T08:00:00Z'],
      [null, ResourceType.PublicContent, '1', 'update', '2025-06-10T08:00:00Z'],
    ];
    for (const [name, resTypeId, recordId, action, at] of seed) {
      const user = name ? users[name] : null;
      const [row] = await t.db
        .insert(sysAuditLog)
        .values({
          resTypeId,
          recordId,
          action,
          userId: user?.id ?? null,
          userName: user?.loginId ?? null,
          createdAt: new Date(at),
          columns: [{ name: 'name', oldValue: 'a', newValue: 'b' }],
        })
        .returning({ id: sysAuditLog.id });
      ids.push(row!.id);
    }
  });

  const page = async (body: Record<string, unknown>, token = admin) => {
    const result = await t.call('POST', '/api/sysAuditLog/page', { token, body: { ...SEEDED, ...body } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data as { rows: { id: number }[]; total: number; estimated: boolean };
  };
  /** Seeded entries by their position in the seed list (1-based). */
  const seeded = (...positions: number[]) => positions.map((position) => ids[position - 1]);
  const idsOf = (data: { rows: { id: number }[] }) => data.rows.map((row) => row.id);

  it('lists the newest first, in the page contract', async () => {
    const data = await page({});
    expect(idsOf(data)).toEqual(seeded(6, 5, 4, 3, 2, 1));
    expect(data).toMatchObject({ total: 6, estimated: false });
    expect(data.rows[3]).toEqual({
      id: ids[2],
      resTypeId: ResourceType.Kiosk,
      recordId: '7',
      action: 'update',
      userId: users.bob.id,
      userName: 'bob.Audit',
      createdAt: '2025-03-10T08:00:00.000Z',
      columns: [{ name: 'name', oldValue: 'a', newValue: 'b' }],
      clientReported: false,
    });
  });

  it('sorts by time or id either way and pages without overlap', async () => {
    expect(idsOf(await page({ sort: { field: 'createdAt', order: 'ascend' } }))).toEqual(seeded(1, 2, 3, 4, 5, 6));
    expect(idsOf(await page({ sort: { field: 'id', order: 'descend' } }))).toEqual(seeded(6, 5, 4, 3, 2, 1));
    const second = await page({ page: 2, pageSize: 4, sort: { field: 'id', order: 'ascend' } });
    expect(idsOf(second)).toEqual(seeded(5, 6));
    expect(second.total).toBe(6);
    expect(idsOf(await page({ pageSize: -1 }))).toHaveLength(6);
  });

  it('filters by user, user name, resource type, record, action and time', async () => {
    expect(idsOf(await page({ userId: users.alice.id }))).toEqual(seeded(2, 1));
    expect(idsOf(await page({ userName: 'LICE.a' }))).toEqual(seeded(2, 1));
    expect(idsOf(await page({ userName: '%' }))).toEqual([]);
    expect(idsOf(await page({ resTypeId: ResourceType.Tenant }))).toEqual(seeded(4, 1));
    expect(idsOf(await page({ resTypeId: ResourceType.Kiosk, recordId: 7 }))).toEqual(seeded(3, 2));
    expect(idsOf(await page({ recordId: '7', action: 'create' }))).toEqual(seeded(2));
    expect(idsOf(await page({ action: 'delete' }))).toEqual(seeded(5));
    expect(idsOf(await page({ from: '2025-02-10T08:00:00Z', to: '2025-04-10T16:00:00+08:00' }))).toEqual(
      seeded(4, 3, 2),
    );
    expect(idsOf(await page({ from: '2025-06-01T00:00:00Z', to: undefined }))).toContain(ids[5]);
  });

  it('shows a caller without access-all-data only the entries of users in their scope', async () => {
    const viewer = await t.createRole({ actions: [sysAuditLogActions.view] });
    const tokenAt = async (tid: number | null, mid: number | null) => {
      const user = await t.createUser({ roleIds: [viewer.id], tid, mid });
      return t.login(user.loginId, user.password);
    };
    expect(idsOf(await page({}, await tokenAt(1, null)))).toEqual(seeded(3, 2, 1));
    expect(idsOf(await page({}, await tokenAt(1, 5)))).toEqual(seeded(3));
    expect(idsOf(await page({}, await tokenAt(2, null)))).toEqual(seeded(4));
    expect(idsOf(await page({}, await tokenAt(null, null)))).toEqual(seeded(5));
    expect(idsOf(await page({ userId: users.carol.id }, await tokenAt(1, null)))).toEqual([]);
    const everything = await t.createRole({ actions: [sysAuditLogActions.view], accessAllData: true });
    const allData = await t.createUser({ roleIds: [everything.id], tid: 1 });
    expect(idsOf(await page({}, await t.login(allData.loginId, allData.password)))).toEqual(seeded(6, 5, 4, 3, 2, 1));
  });

  it('shows client-reported entries as such', async () => {
    const body = {
      resTypeId: ResourceType.Merchant,
      recordId: 'M-1',
      action: 'update',
      columnsDto: [{ name: 'name', oldValue: 'a', newValue: 'b' }],
    };
    await t.call('POST', '/api/sysAuditLog/logReceive', { token: reporter.token, body });
    const data = await page({ recordId: 'M-1', from: undefined, to: undefined });
    expect(data.rows).toEqual([
      expect.objectContaining({ userId: reporter.id, userName: reporter.loginId, clientReported: true }),
    ]);
  });

  it('needs the view action', async () => {
    const result = await t.call('POST', '/api/sysAuditLog/page', { token: reporter.token, body: {} });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe(ErrorCode.MissingAction);
  });

  it('names the invalid fields', async () => {
    const cases: [unknown, string[]][] = [
      [{ sort: { field: 'userName', order: 'ascend' } }, ['sort.field']],
      [{ from: '2025-01-01', to: 'yesterday' }, ['from', 'to']],
      [{ page: 0, pageSize: 501 }, ['page', 'pageSize']],
      [{ userId: 'alice', resTypeId: 0 }, ['userId', 'resTypeId']],
    ];
    for (const [body, fields] of cases) {
      const result = await t.call('POST', '/api/sysAuditLog/page', { token: admin, body, lang: 'zh_HK' });
      expect(result.status).toBe(400);
      expect(result.body.data.fields.map((field: { field: string }) => field.field)).toEqual(fields);
    }
  });
});

describe('the audit log is append-only', () => {
  it('has no route that changes or deletes an entry', async () => {
    const writes = t.routeTable.filter(
      (route) => route.url.startsWith('/api/sysAuditLog') && ['PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    expect(writes).toEqual([]);
    const posts = t.routeTable
      .filter((route) => route.url.startsWith('/api/sysAuditLog'))
      .map((route) => `${route.method} ${route.url}`);
    expect(posts.sort()).toEqual([
      'POST /api/sysAuditLog/logReceive',
      'POST /api/sysAuditLog/page',
      'POST /api/sysAuditLog/securityEvents',
    ]);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await t.call(method, '/api/sysAuditLog/1', { token: admin })).status).toBe(404);
    }
  });
});

import { ErrorCode, errorMessage, roleActions, sysAuditLogActions, userManageActions } from '@srd/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, role as roleTable } from '../auth/tables.js';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows, xlsxRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { sysAuditLog } from '../audit/tables.js';

let t: TestApp;
let admin: string;
/** A tenant-1 administrator who may view and export admin users. */
let tenantAdmin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  tenantAdmin = (await signInAs(t, { actions: [userManageActions.view, userManageActions.export], tid: 1 })).token;
  const role = await t.createRole({ name: 'Export operator' });
  await t.db.update(roleTable).set({ nameCht: '匯出操作員', nameChs: '导出操作员' }).where(eq(roleTable.id, role.id));
  for (const [loginId, tid, status] of [
    ['exp.alpha1', 1, 1],
    ['exp.alpha2', 1, 0],
    ['exp.beta', 1, 1],
    ['exp.alpha.other', 2, 1],
  ] as const) {
    ids[loginId] = (await t.createUser({ loginId, tid, status, roleIds: [role.id] })).id;
  }
});
afterAll(() => t.close());

describe('POST /api/export/exportExcel, XLSX', () => {
  it("writes the list's scoped, filtered rows with headers and labels in the caller's language", async () => {
    const result = await callExport(
      t,
      tenantAdmin,
      { module: 'adminList', tz: 'Asia/Hong_Kong' },
      { keyword: 'exp.alpha' },
      'zh_HK',
    );
    expect(result.status).toBe(200);
    expect(result.response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const stamp = String.raw`\d{8}-\d{6}`;
    expect(result.response.headers['content-disposition']).toMatch(
      new RegExp(
        String.raw`^attachment; filename="adminList-${stamp}\.xlsx"; ` +
          String.raw`filename\*=UTF-8''%E7%AE%A1%E7%90%86%E5%93%A1-${stamp}\.xlsx$`,
      ),
    );
    expect(result.response.headers['x-export-rows']).toBe('2');

    const [headers, ...rows] = await xlsxRows(result.bytes);
    expect(headers).toEqual([
      '編號',
      '登入名稱',
      '姓名',
      '電郵',
      '手機',
      '角色',
      '狀態',
      '租戶編號',
      '商戶編號',
      '店舖編號',
      '最後登入',
      '更新時間',
    ]);
    // Newest first, like the list; the other tenant's exp.alpha.other never appears.
    expect(rows.map((row) => row[1])).toEqual(['exp.alpha2', 'exp.alpha1']);
    expect(rows[0]).toEqual([
      ids['exp.alpha2'],
      'exp.alpha2',
      'exp.alpha2',
      null,
      null,
      '匯出操作員',
      '已停用',
      1,
      null,
      null,
      null,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    ]);

    // Exactly the rows the list shows for the same filter.
    const page = await t.call('POST', '/api/userManage/page', {
      token: tenantAdmin,
      body: { keyword: 'exp.alpha', pageSize: -1 },
    });
    expect(rows.map((row) => row[0])).toEqual(page.body.data.rows.map((row: { id: number }) => row.id));
  });

  it('writes times in the time zone the caller names', async () => {
    await t.db
      .update(adminUser)
      .set({ lupdDttm: new Date('2026-01-31T20:00:00Z') })
      .where(eq(adminUser.id, ids['exp.beta']!));
    const inHongKong = await xlsxRows(
      (await callExport(t, tenantAdmin, { module: 'adminList', tz: 'Asia/Hong_Kong' }, { keyword: 'exp.beta' })).bytes,
    );
    const inUtc = await xlsxRows(
      (await callExport(t, tenantAdmin, { module: 'adminList', tz: 'UTC' }, { keyword: 'exp.beta' })).bytes,
    );
    expect(inHongKong[1]!.at(-1)).toBe('2026-02-01 04:00:00');
    expect(inUtc[1]!.at(-1)).toBe('2026-01-31 20:00:00');
  });
});

describe('POST /api/export/exportExcel, CSV', () => {
  it('writes UTF-8 with a BOM, RFC 4180 quoting, and neutralises formulas', async () => {
    const name = '=HYPERLINK("http://evil.example","Click"), line\nbreak';
    await t.db
      .update(adminUser)
      .set({ adminName: name, mobileNo: '+852 2345 6789' })
      .where(eq(adminUser.id, ids['exp.beta']!));
    const result = await callExport(t, tenantAdmin, { module: 'adminList', format: 'csv' }, { keyword: 'exp.beta' });
    expect(result.status).toBe(200);
    expect(result.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(result.response.headers['content-disposition']).toMatch(/filename="adminList-\d{8}-\d{6}\.csv"/);
    expect([...result.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = result.bytes.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), line\nbreak"`);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFId,Login id,Name,E-mail,Mobile,Roles,Status,Tenant id,Merchant id,Shop id,Last login,Updated',
    );

    const [headers, ...rows] = csvRows(result.bytes);
    expect(headers![1]).toBe('Login id');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 7)).toEqual([
      String(ids['exp.beta']),
      'exp.beta',
      `'${name}`,
      '',
      "'+852 2345 6789",
      'Export operator',
      'Active',
    ]);
  });

  it('writes the header row alone when nothing matches', async () => {
    const result = await callExport(
      t,
      tenantAdmin,
      { module: 'adminList', format: 'csv' },
      { keyword: 'nobody-has-this' },
      'zh_CN',
    );
    expect(result.response.headers['x-export-rows']).toBe('0');
    expect(csvRows(result.bytes)).toEqual([
      [
        '编号',
        '登录名',
        '姓名',
        '邮箱',
        '手机',
        '角色',
        '状态',
        '租户编号',
        '商户编号',
        '店铺编号',
        '最后登录',
        '更新时间',
      ],
    ]);
  });

  it('exports the roles with their type and levels', async () => {
    const { token } = await signInAs(t, { actions: [roleActions.export] });
    const [headers, ...rows] = csvRows(
      (await callExport(t, token, { module: 'roleList', format: 'csv' }, { keyword: 'Export operator' }, 'zh_HK'))
        .bytes,
    );
    expect(headers).toEqual(['編號', '名稱', '類型', '級別', '存取所有資料', '狀態', '描述', '更新時間']);
    expect(rows.map((row) => row.slice(1, 6))).toEqual([['匯出操作員', '其他', '0 – 0', '否', '啟用']]);
  });
});

describe('refusals', () => {
  it("needs the list's export action: 403 with 1003 otherwise", async () => {
    const viewer = await signInAs(t, {
      actions: [userManageActions.view, roleActions.view, sysAuditLogActions.view],
      tid: 1,
    });
    for (const module of ['adminList', 'roleList', 'auditLog']) {
      const result = await callExport(t, viewer.token, { module }, {}, 'zh_HK');
      expect(result.status, module).toBe(403);
      expect(result.body, module).toEqual({
        code: ErrorCode.MissingAction,
        message: errorMessage(ErrorCode.MissingAction, 'zh_HK'),
      });
    }
    // One list's export action does not open another list.
    expect((await callExport(t, tenantAdmin, { module: 'roleList' })).body.code).toBe(ErrorCode.MissingAction);
  });

  it('answers 400 for an unknown list, a bad format, an unknown time zone or a bad filter', async () => {
    const unknown = await callExport(t, admin, { module: 'noSuchList' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields.map((field: { field: string }) => field.field)).toEqual(['module']);
    expect(
      (await callExport(t, admin, { module: 'adminList', format: 'pdf' as never })).body.data.fields[0].field,
    ).toBe('format');
    expect((await callExport(t, admin, { module: 'adminList', tz: 'Mars/Olympus' })).body.data.fields[0].field).toBe(
      'tz',
    );
    const badFilter = await callExport(t, admin, { module: 'adminList' }, { status: 'active' }, 'zh_CN');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.data.fields[0].field).toBe('status');
    expect(badFilter.body.message).toMatch(/^请检查：status: /);
  });

  it('needs a session', async () => {
    const result = await t.call('POST', '/api/export/exportExcel?module=adminList', { body: {} });
    expect(result.status).toBe(401);
  });
});

describe('audit log export (SPEC 5: a period of at most about two months, today without one)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let auditor: string;

  beforeAll(async () => {
    auditor = (
      await signInAs(t, { actions: [sysAuditLogActions.view, sysAuditLogActions.export], accessAllData: true })
    ).token;
    const now = Date.now();
    const entry = (recordId: string, ageDays: number) => ({
      resTypeId: 7,
      recordId,
      action: 'exportProbe',
      userName: 'probe',
      createdAt: new Date(now - ageDays * DAY),
      columns: [{ name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' }],
    });
    // In the order they happened, as the log is written.
    await t.db.insert(sysAuditLog).values([entry('eightyDaysAgo', 80), entry('tenDaysAgo', 10), entry('today', 0)]);
  });

  const probeRecords = async (body: Record<string, unknown>) => {
    const result = await callExport(
      t,
      auditor,
      { module: 'auditLog', tz: 'UTC' },
      { action: 'exportProbe', ...body },
      'zh_HK',
    );
    return { result, rows: result.status === 200 ? (await xlsxRows(result.bytes)).slice(1) : [] };
  };

  it('exports only the current day without a period', async () => {
    const { rows } = await probeRecords({});
    expect(rows.map((row) => row[3])).toEqual(['today']);
    expect(rows[0]!.slice(1)).toEqual(['probe', '管理員', 'today', 'exportProbe', '否', 'status: 啟用 → 停用']);
  });

  it('exports a period of up to two months', async () => {
    const { rows } = await probeRecords({
      from: new Date(Date.now() - 30 * DAY).toISOString(),
      to: new Date().toISOString(),
    });
    expect(rows.map((row) => row[3])).toEqual(['today', 'tenDaysAgo']);
  });

  it('refuses a longer period with 10028 in the caller language', async () => {
    const { result } = await probeRecords({ from: new Date(Date.now() - 100 * DAY).toISOString() });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      code: ErrorCode.ExportPeriodTooLong,
      message: '匯出最多涵蓋最近 2 個月：請選擇不超過 62 日的期間。',
    });
  });

  it('walks chunks by time and id without losing or repeating entries microseconds apart', async () => {
    // 2,500 entries within 3 ms: chunk boundaries fall between entries of the same millisecond.
    await t.db.execute(sql`
      insert into sys_audit_log (res_type_id, record_id, action, user_name, created_at, columns)
      select 7, g::text, 'precisionProbe', 'probe', now() - g * interval '1 microsecond', '[]'::jsonb
      from generate_series(1, 2500) as g`);
    const result = await callExport(
      t,
      auditor,
      { module: 'auditLog', format: 'csv', tz: 'UTC' },
      { action: 'precisionProbe' },
    );
    const recordIds = csvRows(result.bytes)
      .slice(1)
      .map((row) => Number(row[3]));
    expect(recordIds).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
  });

  it("keeps a tenant's auditor to the entries of the users of their tenant", async () => {
    const other = await t.createUser({
      loginId: 'exp.audited.other',
      tid: 2,
      roleIds: [(await t.createRole({ actions: [] })).id],
    });
    const mine = await t.createUser({
      loginId: 'exp.audited.mine',
      tid: 1,
      roleIds: [(await t.createRole({ actions: [] })).id],
    });
    const entry = (userId: number, userName: string) => ({
      resTypeId: 7,
      recordId: userName,
      action: 'scopeProbe',
      userId,
      userName,
      columns: [],
    });
    await t.db.insert(sysAuditLog).values([entry(other.id, other.loginId), entry(mine.id, mine.loginId)]);
    const { token } = await signInAs(t, { actions: [sysAuditLogActions.export], tid: 1 });
    const result = await callExport(t, token, { module: 'auditLog', format: 'csv' }, { action: 'scopeProbe' });
    expect(
      csvRows(result.bytes)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['exp.audited.mine']);
  });
});

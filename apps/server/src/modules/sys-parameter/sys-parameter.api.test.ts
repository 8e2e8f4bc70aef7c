import { ErrorCode, ResourceType, sysParameterActions } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { sysParameter } from './tables.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, lang?: 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/sysParameter', { token: adminToken, body, lang });
const update = (body: Record<string, unknown>, lang?: 'zh_HK' | 'zh_CN') =>
  t.call('PUT', '/api/sysParameter', { token: adminToken, body, lang });
const read = (id: number) => t.call('GET', `/api/sysParameter?id=${id}`, { token: adminToken });
const page = (body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/sysParameter/page', { token: adminToken, body });
const stored = async (id: number) => (await t.db.select().from(sysParameter).where(eq(sysParameter.id, id)))[0]!;
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.SysParameter), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const fieldMessage = (result: { body: { data?: any } }, field: string) =>
  result.body.data.fields.find((entry: { field: string }) => entry.field === field)?.message;

describe('system parameters', () => {
  it('creates, reads, edits and deletes a parameter, auditing each change', async () => {
    const created = await create({
      paramKey: 'kiosk.heartbeat.intervalSeconds',
      paramValue: '60',
      valueType: 'number',
      description: 'Heartbeat',
      status: 1,
    });
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        paramKey: 'kiosk.heartbeat.intervalSeconds',
        paramValue: '60',
        valueType: 'number',
        confidential: false,
        status: 1,
      },
    });
    const id = created.body.data.id;
    expect((await update({ id, paramValue: '30' })).body.data).toMatchObject({
      paramValue: '30',
      valueType: 'number',
      description: 'Heartbeat',
    });
    expect((await t.call('DELETE', `/api/sysParameter/${id}`, { token: adminToken })).body.code).toBe(200);
    expect((await read(id)).body.code).toBe(ErrorCode.NotFound);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([{ name: 'paramValue', oldValue: '60', newValue: '30' }]);
  });

  it('checks the value against its type, in the caller language, and stores nothing wrong', async () => {
    const cases = [
      { valueType: 'number', paramValue: 'sixty', zh_HK: '請輸入數字，例如 10 或 2.5' },
      { valueType: 'boolean', paramValue: 'yes', zh_HK: '請輸入 true 或 false' },
      { valueType: 'json', paramValue: '{ios: 1}', zh_HK: '請輸入有效的 JSON，例如 {"a": 1}' },
    ];
    for (const { valueType, paramValue, zh_HK } of cases) {
      const refused = await create({ paramKey: `typed.${valueType}`, paramValue, valueType, status: 1 }, 'zh_HK');
      expect(refused.status, valueType).toBe(400);
      expect(fieldMessage(refused, 'paramValue'), valueType).toBe(zh_HK);
    }
    expect((await page({ keyword: 'typed.' })).body.data.total).toBe(0);
    for (const [valueType, paramValue] of [
      ['number', '-2.5'],
      ['boolean', 'false'],
      ['json', '{"ios":"https://apps.example"}'],
      ['text', 'anything at all'],
    ]) {
      expect(
        (await create({ paramKey: `typed.${valueType}`, paramValue, valueType, status: 1 })).body.code,
        valueType,
      ).toBe(200);
    }
  });

  it('checks the stored value when an edit changes only the type, a new value against the stored type', async () => {
    const { id } = (await create({ paramKey: 'receipt.footer', paramValue: 'Thanks!', status: 1 })).body.data;
    const retyped = await update({ id, valueType: 'number' }, 'zh_CN');
    expect(fieldMessage(retyped, 'paramValue')).toBe('请输入数字，例如 10 或 2.5');
    const numeric = (
      await create({ paramKey: 'kiosk.offline.afterMinutes', paramValue: '10', valueType: 'number', status: 1 })
    ).body.data;
    expect((await update({ id: numeric.id, paramValue: 'ten' })).status).toBe(400);
    expect((await stored(numeric.id)).paramValue).toBe('10');
    expect((await stored(id)).valueType).toBe('text');
  });

  it('refuses keys with other characters, and a key another parameter has whatever its case', async () => {
    const bad = await create({ paramKey: 'mail smtp/host', paramValue: 'x', status: 1 });
    expect(bad.status).toBe(400);
    expect(fieldMessage(bad, 'paramKey')).toBeDefined();
    await create({ paramKey: 'Mail.Smtp_Host', paramValue: 'smtp.example', status: 1 });
    const taken = await create({ paramKey: 'mail.smtp_host', paramValue: 'other', status: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ErrorCode.CodeTaken);
  });

  it('never answers a secret value nor copies it into the audit, yet records that it changed', async () => {
    const created = await create({
      paramKey: 'sms.gateway.apiKey',
      paramValue: 'first-secret-value',
      confidential: true,
      status: 1,
    });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ paramValue: null, confidential: true });
    expect((await read(id)).body.data.paramValue).toBeNull();
    expect((await page({ keyword: 'sms.gateway' })).body.data.rows[0].paramValue).toBeNull();
    // An edit that leaves the value out keeps it.
    expect((await update({ id, description: 'Gateway key' })).body.code).toBe(200);
    expect((await stored(id)).paramValue).toBe('first-secret-value');
    expect((await update({ id, paramValue: 'second-secret-value' })).body.code).toBe(200);
    expect((await stored(id)).paramValue).toBe('second-secret-value');
    const entries = await audits(id);
    expect(JSON.stringify(entries)).not.toMatch(/secret-value/);
    expect(entries[0]!.columns).toContainEqual({ name: 'paramValue', oldValue: null, newValue: '******' });
    expect(entries[2]!.columns).toEqual([{ name: 'paramValue', oldValue: '******', newValue: '******' }]);
  });

  it('masks the value in the audit of the edit that makes a parameter secret', async () => {
    const { id } = (await create({ paramKey: 'payment.merchantKey', paramValue: 'was-public', status: 1 })).body.data;
    expect((await update({ id, confidential: true, paramValue: 'now-hidden' })).body.data.paramValue).toBeNull();
    const [, change] = await audits(id);
    expect(change!.columns).toEqual([
      { name: 'paramValue', oldValue: '******', newValue: '******' },
      { name: 'confidential', oldValue: 'false', newValue: 'true' },
    ]);
    expect(JSON.stringify(change)).not.toMatch(/now-hidden|was-public/);
  });

  it('filters the list by keyword (key and description), value type and status', async () => {
    await create({
      paramKey: 'filter.alpha',
      paramValue: 'true',
      valueType: 'boolean',
      description: 'Beta feature switch',
      status: 1,
    });
    await create({ paramKey: 'filter.gamma', paramValue: '3', valueType: 'number', status: 0 });
    const keys = (body: Record<string, unknown>) =>
      page(body).then((result) => result.body.data.rows.map((row: { paramKey: string }) => row.paramKey));
    expect(await keys({ keyword: 'beta feature' })).toEqual(['filter.alpha']);
    expect(await keys({ keyword: 'filter.', valueType: 'number' })).toEqual(['filter.gamma']);
    expect(await keys({ keyword: 'filter.', status: 0 })).toEqual(['filter.gamma']);
    expect(await keys({ keyword: 'filter.', sort: { field: 'paramKey', order: 'descend' } })).toEqual([
      'filter.gamma',
      'filter.alpha',
    ]);
  });

  it('lets a tenant-scoped caller read the parameters but not change them', async () => {
    const { token } = await signInAs(t, { actions: Object.values(sysParameterActions), tid: 1 });
    const { id } = (await create({ paramKey: 'scope.check', paramValue: 'x', status: 1 })).body.data;
    expect((await t.call('POST', '/api/sysParameter/page', { token, body: {} })).body.data.total).toBeGreaterThan(0);
    expect(
      (await t.call('POST', '/api/sysParameter', { token, body: { paramKey: 'scope.other', status: 1 } })).body.code,
    ).toBe(ErrorCode.OutOfScope);
    expect((await t.call('PUT', '/api/sysParameter', { token, body: { id, paramValue: 'changed' } })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await t.call('DELETE', `/api/sysParameter/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await stored(id)).paramValue).toBe('x');
  });
});

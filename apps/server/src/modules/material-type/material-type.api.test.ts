import { ErrorCode, kioskMaterialTypeActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { kioskMaterialType } from './tables.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(kioskMaterialTypeActions);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/kioskMaterialType', { token, body });
const update = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/kioskMaterialType', { token, body });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/kioskMaterialType/page', { token, body });
const selectList = (token: string, query = '', lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('GET', `/api/kioskMaterialType/getSelectList${query}`, { token, lang });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.MaterialType), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  code: `MAT_${++serial}`,
  materialName: `Material ${serial}`,
  status: 1,
  ...values,
});

describe('material types', () => {
  it('creates, reads, edits and deletes a material type with the SPEC field names, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({ code: 'PET', materialName: 'PET bottle', materialNameCht: '膠樽', kioskType: 0, pointsPerUnit: 10 }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        code: 'PET',
        materialName: 'PET bottle',
        materialNameCht: '膠樽',
        materialNameChs: '',
        kioskType: 0,
        unit: 'piece',
        pointsPerUnit: 10,
        status: 1,
      },
    });
    const id = created.body.data.id;
    expect((await t.call('GET', `/api/kioskMaterialType?id=${id}`, { token: adminToken })).body.data.materialName).toBe(
      'PET bottle',
    );

    const edited = await update(adminToken, { id, pointsPerUnit: 12, materialNameChs: '塑料瓶' });
    expect(edited.body.data).toMatchObject({
      code: 'PET',
      materialName: 'PET bottle',
      kioskType: 0,
      pointsPerUnit: 12,
      materialNameChs: '塑料瓶',
    });

    expect((await t.call('DELETE', `/api/kioskMaterialType/${id}`, { token: adminToken })).body.code).toBe(200);
    expect((await t.call('GET', `/api/kioskMaterialType?id=${id}`, { token: adminToken })).body.code).toBe(
      ErrorCode.NotFound,
    );

    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'materialNameChs', oldValue: null, newValue: '塑料瓶' },
      { name: 'pointsPerUnit', oldValue: '10', newValue: '12' },
    ]);
  });

  it('refuses a code another material uses, whatever its case, and changes nothing', async () => {
    await create(adminToken, fresh({ code: 'ALU_CAN' }));
    const second = (await create(adminToken, fresh())).body.data;
    const taken = await create(adminToken, fresh({ code: 'ALU_CAN' }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ErrorCode.CodeTaken);
    const renamed = await update(adminToken, { id: second.id, code: 'ALU_CAN', materialName: 'Changed' });
    expect(renamed.body.code).toBe(ErrorCode.CodeTaken);
    expect(
      (await t.call('GET', `/api/kioskMaterialType?id=${second.id}`, { token: adminToken })).body.data.materialName,
    ).toBe(second.materialName);
    expect(await audits(second.id)).toHaveLength(1);
  });

  it('explains bad input field by field in the caller language', async () => {
    const bad = await t.call('POST', '/api/kioskMaterialType', {
      token: adminToken,
      lang: 'zh_HK',
      body: { code: 'pet bottle', kioskType: 3, unit: 'litre', pointsPerUnit: -1, status: 1 },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.data.fields.map((field: { field: string }) => field.field).sort();
    expect(fields).toEqual(['code', 'kioskType', 'materialName', 'pointsPerUnit', 'unit']);
    expect(bad.body.data.fields.find((field: { field: string }) => field.field === 'materialName').message).toBe(
      '此欄位為必填！',
    );
    expect((await page(adminToken, { keyword: 'pet bottle' })).body.data.total).toBe(0);
  });

  it('filters the list by keyword, kiosk type (with materials every type takes), unit and status', async () => {
    await create(
      adminToken,
      fresh({ code: 'GLASS', materialName: 'Glass bottle', materialNameCht: '玻璃樽', kioskType: 1, unit: 'kg' }),
    );
    await create(adminToken, fresh({ code: 'TETRA_PAK', materialName: 'Beverage carton', kioskType: null }));
    await create(
      adminToken,
      fresh({ code: 'FOOD_WASTE', materialName: 'Food waste', kioskType: 2, unit: 'kg', status: 0 }),
    );
    expect(
      (await page(adminToken, { keyword: '玻璃' })).body.data.rows.map((row: { code: string }) => row.code),
    ).toEqual(['GLASS']);
    const smartClassify = await page(adminToken, { kioskType: 1, pageSize: -1 });
    const codes = smartClassify.body.data.rows.map((row: { code: string }) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['GLASS', 'TETRA_PAK']));
    expect(codes).not.toContain('FOOD_WASTE');
    expect(
      (await page(adminToken, { unit: 'kg', status: 0 })).body.data.rows.map((row: { code: string }) => row.code),
    ).toEqual(['FOOD_WASTE']);
    const byWeight = await page(adminToken, { unit: 'kg', sort: { field: 'code', order: 'ascend' } });
    expect(byWeight.body.data.rows.map((row: { code: string }) => row.code)).toEqual(['FOOD_WASTE', 'GLASS']);
  });

  it('offers a select list by kiosk type, labelled in the caller language, to any signed-in user', async () => {
    await create(
      adminToken,
      fresh({
        code: 'PAPER',
        materialName: 'Waste paper',
        materialNameCht: '廢紙',
        materialNameChs: '废纸',
        kioskType: 1,
        unit: 'kg',
        pointsPerUnit: 15,
      }),
    );
    await create(
      adminToken,
      fresh({ code: 'METAL', materialName: 'Metals', materialNameCht: '', kioskType: 1, status: 0 }),
    );
    const { token } = await signInAs(t, { actions: [], tid: 1 });
    const hk = (await selectList(token, '?kioskType=1', 'zh_HK')).body.data;
    expect(hk.find((option: { code: string }) => option.code === 'PAPER')).toMatchObject({
      label: '廢紙',
      value: hk.find((o: { code: string }) => o.code === 'PAPER').id,
      unit: 'kg',
      pointsPerUnit: 15,
      status: 1,
    });
    // Without a translation the English name stands in; disabled materials stay, marked, for records that use them.
    expect(hk.find((option: { code: string }) => option.code === 'METAL')).toMatchObject({
      label: 'Metals',
      status: 0,
    });
    expect(hk.map((option: { code: string }) => option.code)).not.toContain('FOOD_WASTE');
    expect(
      (await selectList(token, '?kioskType=1', 'zh_CN')).body.data.find(
        (option: { code: string }) => option.code === 'PAPER',
      ).label,
    ).toBe('废纸');
    const every = (await selectList(token)).body.data.map((option: { code: string }) => option.code);
    expect(every).toEqual(expect.arrayContaining(['FOOD_WASTE', 'PAPER', 'GLASS']));
    expect((await selectList(token, '?kioskType=7')).status).toBe(400);
  });

  it('lets a tenant-scoped caller read the shared catalogue but not change it', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const { id } = (await create(adminToken, fresh())).body.data;
    expect((await page(token)).body.data.total).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/kioskMaterialType?id=${id}`, { token })).body.code).toBe(200);
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id, materialName: 'Renamed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await t.call('DELETE', `/api/kioskMaterialType/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    const [row] = await t.db.select().from(kioskMaterialType).where(eq(kioskMaterialType.id, id));
    expect(row!.materialName).not.toBe('Renamed');
  });

  it('lets an access-all-data role that is not the super administrator change the catalogue', async () => {
    const { token } = await signInAs(t, { actions: allActions, accessAllData: true });
    const created = await create(token, fresh({ code: 'HDPE' }));
    expect(created.body.code).toBe(200);
    expect((await t.call('DELETE', `/api/kioskMaterialType/${created.body.data.id}`, { token })).body.code).toBe(200);
  });
});

import { barcodeActions, ErrorCode, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { barcode } from './tables.js';

let t: TestApp;
let adminToken: string;
let pet: number;
let can: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  const materials = await t.db
    .insert(kioskMaterialType)
    .values([
      { code: 'PET', materialName: 'PET bottle' },
      { code: 'ALU_CAN', materialName: 'Aluminium can' },
    ])
    .returning();
  [pet, can] = materials.map((material) => material.id) as [number, number];
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('POST', '/api/barcode', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('PUT', '/api/barcode', { token, body, lang });
const read = (id: number) => t.call('GET', `/api/barcode?id=${id}`, { token: adminToken });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/barcode/page', { token, body });
const codesOf = (result: { body: { data?: any } }) =>
  result.body.data.rows.map((row: { barcode: string }) => row.barcode);
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Barcode), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const product = (values: Record<string, unknown>) => ({
  materialTypeId: pet,
  name: 'Water 500 ml',
  status: 1,
  ...values,
});
const fieldMessage = (result: { body: { data?: any } }, field: string) =>
  result.body.data.fields.find((entry: { field: string }) => entry.field === field)?.message;

describe('barcodes', () => {
  it('creates, reads, edits and deletes a barcode, auditing each change', async () => {
    const created = await create(
      adminToken,
      product({
        barcode: '4006381333931',
        name: 'Lemon tea 500 ml',
        nameCht: '檸檬茶',
        brand: 'Lantau Tea',
        volumeMl: 500,
        weightG: 21,
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        barcode: '4006381333931',
        materialTypeId: pet,
        name: 'Lemon tea 500 ml',
        nameCht: '檸檬茶',
        nameChs: '',
        brand: 'Lantau Tea',
        volumeMl: 500,
        weightG: 21,
        status: 1,
      },
    });
    const id = created.body.data.id;
    const edited = await update(adminToken, { id, materialTypeId: can, volumeMl: 330, brand: null });
    expect(edited.body.data).toMatchObject({
      barcode: '4006381333931',
      materialTypeId: can,
      volumeMl: 330,
      brand: null,
      weightG: 21,
    });
    expect((await read(id)).body.data.name).toBe('Lemon tea 500 ml');
    expect((await t.call('DELETE', `/api/barcode/${id}`, { token: adminToken })).body.code).toBe(200);
    expect((await read(id)).body.code).toBe(ErrorCode.NotFound);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'materialTypeId', oldValue: String(pet), newValue: String(can) },
      { name: 'brand', oldValue: 'Lantau Tea', newValue: null },
      { name: 'volumeMl', oldValue: '500', newValue: '330' },
    ]);
  });

  it('takes EAN-8, UPC-A and EAN-13 codes whose check digit is right', async () => {
    for (const code of ['96385074', '036000291452', '5901234123457']) {
      expect((await create(adminToken, product({ barcode: code }))).body.code, code).toBe(200);
    }
  });

  it('refuses a wrong check digit, naming the right one in the caller language, and stores nothing', async () => {
    const wrong = await create(adminToken, product({ barcode: '4891001000019' }), 'zh_HK');
    expect(wrong.status).toBe(400);
    expect(fieldMessage(wrong, 'barcode')).toMatch(/^校驗碼不正確：最後一位應為 \d$/);
    expect((await page(adminToken, { keyword: '4891001000019' })).body.data.total).toBe(0);
    const english = await create(adminToken, product({ barcode: '4006381333932' }));
    expect(fieldMessage(english, 'barcode')).toBe('The check digit is wrong: the last digit should be 1');
  });

  it('refuses codes of other lengths or with letters', async () => {
    for (const code of ['1234567', '12345678901', '12345678901234', '40063813339A1']) {
      const result = await create(adminToken, product({ barcode: code }));
      expect(result.status, code).toBe(400);
      expect(fieldMessage(result, 'barcode'), code).toBeDefined();
    }
  });

  it("refuses another product's barcode, a UPC-A and its EAN-13 form counting as one, changing nothing", async () => {
    const first = (await create(adminToken, product({ barcode: '012345678905' }))).body.data;
    const same = await create(adminToken, product({ barcode: '0012345678905' }));
    expect(same.status).toBe(409);
    expect(same.body.code).toBe(ErrorCode.CodeTaken);
    const other = (await create(adminToken, product({ barcode: '73513537', name: 'Other' }))).body.data;
    const renamed = await update(adminToken, { id: other.id, barcode: '012345678905', name: 'Renamed' });
    expect(renamed.body.code).toBe(ErrorCode.CodeTaken);
    expect((await read(other.id)).body.data).toMatchObject({ barcode: '73513537', name: 'Other' });
    // Saving a product under its own barcode is no clash.
    expect((await update(adminToken, { id: first.id, barcode: '012345678905', name: 'Same code' })).body.code).toBe(
      200,
    );
  });

  it('checks a changed barcode on edit too', async () => {
    const { id } = (await create(adminToken, product({ barcode: '4012345678901' }))).body.data;
    const wrong = await update(adminToken, { id, barcode: '4012345678902' });
    expect(fieldMessage(wrong, 'barcode')).toBe('The check digit is wrong: the last digit should be 1');
    expect((await read(id)).body.data.barcode).toBe('4012345678901');
  });

  it('needs an existing material type, and positive whole volumes and weights', async () => {
    const unknown = await create(adminToken, product({ barcode: '4023456789011', materialTypeId: 99_999 }), 'zh_HK');
    expect(unknown.status).toBe(400);
    expect(fieldMessage(unknown, 'materialTypeId')).toBe('請選擇現有的物料類型');
    const bad = await create(adminToken, { barcode: '4023456789011', volumeMl: 0, weightG: 1.5, status: 1 });
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'materialTypeId',
      'name',
      'volumeMl',
      'weightG',
    ]);
  });

  it('keeps a material type that barcodes use: deleting it answers 1021 and deletes nothing', async () => {
    const [glass] = await t.db
      .insert(kioskMaterialType)
      .values({ code: 'GLASS', materialName: 'Glass bottle' })
      .returning();
    await create(adminToken, product({ barcode: '4034567890121', materialTypeId: glass!.id }));
    const refused = await t.call('DELETE', `/api/kioskMaterialType/${glass!.id}`, { token: adminToken, lang: 'zh_HK' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: ErrorCode.InUse, message: '其他記錄正使用此記錄，因此無法刪除' });
    expect(await t.db.select().from(kioskMaterialType).where(eq(kioskMaterialType.id, glass!.id))).toHaveLength(1);
  });

  it('filters by material type, keyword (code, names, brand) and status', async () => {
    await create(
      adminToken,
      product({
        barcode: '4890000000010',
        materialTypeId: can,
        name: 'Cola 330 ml can',
        nameCht: '可樂罐',
        brand: 'Victoria Cola',
      }),
    );
    await create(
      adminToken,
      product({
        barcode: '4890000000027',
        materialTypeId: can,
        name: 'Soda 330 ml can',
        brand: 'Victoria Cola',
        status: 0,
      }),
    );
    await create(adminToken, product({ barcode: '4890000000034', name: 'Cola 1.25 L', brand: 'Victoria Cola' }));
    expect(codesOf(await page(adminToken, { materialTypeId: can }))).toEqual(['4890000000010', '4890000000027']);
    expect(codesOf(await page(adminToken, { keyword: 'victoria', materialTypeId: pet }))).toEqual(['4890000000034']);
    expect(codesOf(await page(adminToken, { keyword: '可樂' }))).toEqual(['4890000000010']);
    expect(codesOf(await page(adminToken, { keyword: '48900000000', status: 0 }))).toEqual(['4890000000027']);
    const byName = await page(adminToken, { keyword: 'victoria', sort: { field: 'name', order: 'descend' } });
    expect(byName.body.data.rows.map((row: { name: string }) => row.name)).toEqual([
      'Soda 330 ml can',
      'Cola 330 ml can',
      'Cola 1.25 L',
    ]);
  });

  it('lets a tenant-scoped caller read the shared catalogue but not change it', async () => {
    const { token } = await signInAs(t, { actions: Object.values(barcodeActions), tid: 1 });
    const { id } = (await create(adminToken, product({ barcode: '4045678901231' }))).body.data;
    expect((await page(token)).body.data.total).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/barcode?id=${id}`, { token })).body.code).toBe(200);
    expect((await create(token, product({ barcode: '4056789012341' }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id, name: 'Renamed' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await t.call('DELETE', `/api/barcode/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    const [row] = await t.db.select().from(barcode).where(eq(barcode.id, id));
    expect(row!.name).toBe('Water 500 ml');
  });
});

import {
  barcodeProblem,
  paramValueFits,
  type Barcode,
  type MaterialTypeOption,
  type SysParameter,
} from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  ({ t, token: adminToken } = await demoApp());
});
afterAll(() => t.close());

const all = (path: string) =>
  t.call('POST', path, { token: adminToken, body: { pageSize: -1 } }).then((result) => result.body.data.rows);

describe('demo catalogues', () => {
  it('offers the usual materials, in three languages', async () => {
    const options: MaterialTypeOption[] = (
      await t.call('GET', '/api/kioskMaterialType/getSelectList?kioskType=0', { token: adminToken, lang: 'zh_HK' })
    ).body.data;
    expect(options.map((option) => option.code)).toEqual(expect.arrayContaining(['PET', 'ALU_CAN', 'TETRA_PAK']));
    expect(options.find((option) => option.code === 'PET')!.label).toBe('膠樽');
  });

  it('holds only barcodes with valid check digits, each of an existing material', async () => {
    const rows: Barcode[] = await all('/api/barcode/page');
    const materialIds = new Set((await all('/api/kioskMaterialType/page')).map((row: { id: number }) => row.id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(barcodeProblem(row.barcode), row.barcode).toBeNull();
      expect(materialIds, row.barcode).toContain(row.materialTypeId);
    }
  });

  it('holds parameters of every value type, each value fitting its type, and hides the secret one', async () => {
    const rows: SysParameter[] = await all('/api/sysParameter/page');
    expect(new Set(rows.map((row) => row.valueType))).toEqual(new Set(['text', 'number', 'boolean', 'json']));
    for (const row of rows.filter((entry) => !entry.confidential))
      expect(paramValueFits(row.valueType, row.paramValue!), row.paramKey).toBe(true);
    expect(rows.find((row) => row.confidential)!.paramValue).toBeNull();
  });
});

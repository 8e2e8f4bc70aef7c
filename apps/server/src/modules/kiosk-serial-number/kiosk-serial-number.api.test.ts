import { ErrorCode, kioskSerialNumberActions, ResourceType, SerialStatus } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { insertKiosks } from '../kiosk-group/fixtures.js';
import { kioskSerialNumber } from './tables.js';

let t: TestApp;
let adminToken: string;
let k: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  k = await insertKiosks(t.db, {
    'N-RVM-1': [1, 0],
    'N-RVM-2': [1, 0],
    'N-RVM-3': [1, 0],
    'N-RVM-4': [1, 0],
    'N-RVM-9': [2, 0],
  });
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const create = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/kioskSerialNumber', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('PUT', '/api/kioskSerialNumber', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/kioskSerialNumber?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/kioskSerialNumber/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/kioskSerialNumber/page', { token, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.KioskSerialNumber), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const count = async () => (await t.db.select().from(kioskSerialNumber)).length;
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  model: 'RVM-X2',
  serialNo: `SN-${++serial}`,
  status: SerialStatus.InStock,
  ...values,
});

describe('kiosk serial numbers', () => {
  it('records stock, installs it in a kiosk, edits and deletes it, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({
        serialNo: 'RVMX2-0001',
        cameraSerials: ['CAM-1', 'CAM-2'],
        simNo: '89852012345678901',
        supplier: 'Tomra Asia',
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        model: 'RVM-X2',
        serialNo: 'RVMX2-0001',
        cameraSerials: ['CAM-1', 'CAM-2'],
        simNo: '89852012345678901',
        supplier: 'Tomra Asia',
        status: 0,
        kioskId: null,
        kid: null,
        tid: null,
      },
    });
    const id = created.body.data.id;
    const installed = await update(adminToken, {
      id,
      kioskId: k['N-RVM-1'],
      status: SerialStatus.Installed,
      supplier: '',
    });
    expect(installed.body.data).toMatchObject({
      kioskId: k['N-RVM-1'],
      kid: 'N-RVM-1',
      tid: 1,
      status: 1,
      supplier: null,
    });
    expect((await read(adminToken, id)).body.data.kid).toBe('N-RVM-1');
    expect((await remove(adminToken, id)).body.code).toBe(200);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'supplier', oldValue: 'Tomra Asia', newValue: null },
      { name: 'status', oldValue: '0', newValue: '1', oldLabel: 'in stock', newLabel: 'installed' },
      { name: 'kioskId', oldValue: null, newValue: String(k['N-RVM-1']) },
    ]);
    expect(entries[1]!.tid).toBe(1);
  });

  it('keeps serials unique whatever their case, one record per kiosk, and an installed one in a kiosk', async () => {
    await create(adminToken, fresh({ serialNo: 'UNIQUE-77', kioskId: k['N-RVM-2'], status: SerialStatus.Installed }));
    const before = await count();
    const twin = await create(adminToken, fresh({ serialNo: 'unique-77' }), 'zh_HK');
    expect(twin.status).toBe(409);
    expect(twin.body.data.fields).toEqual([{ field: 'serialNo', message: '此序號已有記錄' }]);
    const second = await create(adminToken, fresh({ kioskId: k['N-RVM-2'], status: SerialStatus.Installed }), 'en_US');
    expect(second.body.code).toBe(ErrorCode.KioskHasSerial);
    expect(second.body.message).toBe('This kiosk already has a serial-number record: UNIQUE-77');
    const floating = await create(adminToken, fresh({ status: SerialStatus.Installed }));
    expect(floating.body.code).toBe(ErrorCode.InstalledNeedsKiosk);
    expect(floating.body.data.fields[0].field).toBe('kioskId');
    const badSim = await create(adminToken, fresh({ simNo: 'not a number', serialNo: 'has space' }));
    expect(badSim.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'serialNo',
      'simNo',
    ]);
    expect(await count()).toBe(before);
  });

  it('filters by keyword (KID included), status and stock', async () => {
    const { id } = (
      await create(
        adminToken,
        fresh({ model: 'Filter-Model', kioskId: k['N-RVM-3'], status: SerialStatus.UnderRepair }),
      )
    ).body.data;
    expect(
      (await page(adminToken, { keyword: 'n-rvm-3' })).body.data.rows.map((row: { id: number }) => row.id),
    ).toEqual([id]);
    expect((await page(adminToken, { keyword: 'Filter-Model', status: 3 })).body.data.total).toBe(0);
    expect((await page(adminToken, { keyword: 'Filter-Model', unassigned: true })).body.data.total).toBe(0);
    expect((await page(adminToken, { keyword: 'Filter-Model', unassigned: false, status: 2 })).body.data.total).toBe(1);
  });

  it("shows a tenant's staff their kiosks' records and shared stock, which only all-data callers change", async () => {
    const stock = (await create(adminToken, fresh({ serialNo: 'STOCK-1' }))).body.data;
    const foreign = (
      await create(adminToken, fresh({ serialNo: 'FOREIGN-1', kioskId: k['N-RVM-9'], status: SerialStatus.Installed }))
    ).body.data;
    const { token } = await signInAs(t, { actions: Object.values(kioskSerialNumberActions), tid: 1 });
    const listed = (await page(token, { pageSize: -1 })).body.data.rows as { id: number; tid: number | null }[];
    expect(listed.map((row) => row.id)).toContain(stock.id);
    expect(listed.map((row) => row.id)).not.toContain(foreign.id);
    expect(listed.every((row) => row.tid === null || row.tid === 1)).toBe(true);
    expect((await read(token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: foreign.id, model: 'Taken' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
    // Stock is shared: readable, but neither changed, nor installed, nor added by a tenant's staff.
    expect((await read(token, stock.id)).body.data.serialNo).toBe('STOCK-1');
    expect((await update(token, { id: stock.id, kioskId: k['N-RVM-4'], status: 1 })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ kioskId: k['N-RVM-9'], status: 1 }))).body.code).toBe(ErrorCode.OutOfScope);
    const own = await create(token, fresh({ serialNo: 'OWN-1', kioskId: k['N-RVM-4'], status: 1 }));
    expect(own.body.data).toMatchObject({ kid: 'N-RVM-4', tid: 1 });
    // Taking an own record out of the kiosk would make it shared stock.
    expect((await update(token, { id: own.body.data.id, kioskId: null, status: 0 })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect(
      (await t.call('GET', '/api/kioskSerialNumber/kioskOptions', { token })).body.data.map(
        (option: { resNo: string }) => option.resNo,
      ),
    ).not.toContain('N-RVM-9');
    const file = await callExport(t, token, { module: 'kioskSerialNumberList', format: 'csv' });
    expect(file.status).toBe(200);
    const records = csvRows(file.bytes);
    expect(records[0]).toEqual([
      'Id',
      'Serial number',
      'Model',
      'Cameras',
      'Camera serial numbers',
      'SIM number',
      'Supplier',
      'Kiosk',
      'Status',
      'Updated',
    ]);
    const serials = records.slice(1).map((record) => record[1]);
    expect(serials).toContain('OWN-1');
    expect(serials).toContain('STOCK-1');
    expect(serials).not.toContain('FOREIGN-1');
  });
});

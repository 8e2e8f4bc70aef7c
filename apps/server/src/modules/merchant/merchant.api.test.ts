import { ErrorCode, merchantActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows, xlsxRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { merchant } from '../organisation/tables.js';
import { logos } from './fixtures.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(merchantActions);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1, 4: 2 }, shops: { 5: [1, 3] } });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const create = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/merchant', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('PUT', '/api/merchant', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/merchant?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/merchant/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/merchant/page', { token, body });
const shortNames = (token: string, lang?: Lang) => t.call('GET', '/api/merchant/shortNames', { token, lang });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Merchant), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) => body.data?.fields?.map((field) => field.field);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  tid: 1,
  name: `Merchant ${++serial}`,
  status: 1,
  ...values,
});

describe('merchants', () => {
  it('creates, reads, edits and deletes a merchant with every SPEC 3 field, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({
        name: 'Fresh Mart',
        nameCht: '鮮市',
        nameChs: '鲜市',
        address: '12 Argyle Street',
        addressCht: '亞皆老街 12 號',
        addressChs: '亚皆老街 12 号',
        shortName: 'FM',
        shortNameCht: '鮮',
        shortNameChs: '鲜',
        logo: logos.png,
        email: 'hello@fresh.example',
        website: 'https://fresh.example',
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        tenantName: 'Tenant 1',
        name: 'Fresh Mart',
        nameCht: '鮮市',
        address: '12 Argyle Street',
        addressChs: '亚皆老街 12 号',
        shortName: 'FM',
        shortNameCht: '鮮',
        status: 1,
        logo: logos.png,
        email: 'hello@fresh.example',
        website: 'https://fresh.example',
      },
    });
    const id = created.body.data.id;
    expect((await read(adminToken, id)).body.data.shortNameChs).toBe('鲜');
    const edited = await update(adminToken, { id, status: 0, website: '', email: 'shop@fresh.example' });
    expect(edited.body.data).toMatchObject({
      name: 'Fresh Mart',
      status: 0,
      website: null,
      email: 'shop@fresh.example',
      logo: logos.png,
    });
    expect((await remove(adminToken, id)).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'status', oldValue: '1', newValue: '0', oldLabel: 'enabled', newLabel: 'disabled' },
      { name: 'email', oldValue: 'hello@fresh.example', newValue: 'shop@fresh.example' },
      { name: 'website', oldValue: 'https://fresh.example', newValue: null },
    ]);
  });

  it('checks e-mail, website, status, name and tenant', async () => {
    const before = (await t.db.select().from(merchant)).length;
    expect(fieldsOf((await create(adminToken, fresh({ email: 'not-an-email' }))).body)).toEqual(['email']);
    expect(fieldsOf((await create(adminToken, fresh({ website: 'fresh.example' }))).body)).toEqual(['website']);
    expect(fieldsOf((await create(adminToken, fresh({ website: 'ftp://fresh.example' }))).body)).toEqual(['website']);
    expect(fieldsOf((await create(adminToken, fresh({ status: 4 }))).body)).toEqual(['status']);
    const nameless = await create(adminToken, fresh({ name: '  ' }), 'zh_HK');
    expect(nameless.body.data.fields).toEqual([{ field: 'name', message: '此欄位為必填！' }]);
    expect((await create(adminToken, fresh({ tid: 99 }))).body.code).toBe(ErrorCode.PlacementMismatch);
    expect((await t.db.select().from(merchant)).length).toBe(before);
  });

  it('accepts PNG, JPEG, GIF and WebP logos of at most 500 KB, by their content, with the SPEC message', async () => {
    const tooLarge = await create(adminToken, fresh({ logo: logos.tooLarge }), 'en_US');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: ErrorCode.UploadTooLarge,
      message: 'Upload file size must be less than 500 KB',
    });
    expect(tooLarge.body.data.fields).toEqual([
      { field: 'logo', message: 'Upload file size must be less than 500 KB' },
    ]);
    expect((await create(adminToken, fresh({ logo: logos.tooLarge }), 'zh_HK')).body.message).toBe(
      '上載檔案大小必須少於 500 KB',
    );
    for (const logo of [logos.svg, logos.mislabelled, 'https://example.com/logo.png']) {
      const refused = await create(adminToken, fresh({ logo }));
      expect(refused.body.code, logo.slice(0, 30)).toBe(ErrorCode.UnsupportedFileType);
      expect(fieldsOf(refused.body)).toEqual(['logo']);
    }
    const { id } = (await create(adminToken, fresh())).body.data;
    expect((await update(adminToken, { id, logo: logos.png })).body.data.logo).toBe(logos.png);
    expect((await update(adminToken, { id, logo: null })).body.data.logo).toBeNull();
    // The log notes each logo change without copying the image.
    expect((await audits(id)).slice(1).map((entry) => entry.columns)).toEqual([
      [{ name: 'logo', oldValue: null, newValue: '******' }],
      [{ name: 'logo', oldValue: '******', newValue: null }],
    ]);
  });

  it('refuses to delete a merchant with shops or admins (1021), or move one with shops elsewhere (1019)', async () => {
    expect((await remove(adminToken, 3)).body.code).toBe(ErrorCode.InUse);
    expect((await update(adminToken, { id: 3, tid: 2 })).body.code).toBe(ErrorCode.PlacementMismatch);
    const { id } = (await create(adminToken, fresh())).body.data;
    await t.createUser({ tid: 1, mid: id });
    expect((await remove(adminToken, id)).body.code).toBe(ErrorCode.InUse);
    const movable = (await create(adminToken, fresh())).body.data;
    expect((await update(adminToken, { id: movable.id, tid: 2 })).body.data).toMatchObject({
      tid: 2,
      tenantName: 'Tenant 2',
    });
  });

  it('filters by keyword, tenant, status and short name in any language', async () => {
    await create(adminToken, fresh({ name: 'Filter Alpha', shortName: 'FLT', shortNameCht: '濾', status: 1 }));
    await create(adminToken, fresh({ tid: 2, name: 'Filter Beta', shortName: 'FLT', status: 0 }));
    await create(adminToken, fresh({ name: 'Other', shortName: 'OTH', email: 'filter@x.example' }));
    const names = async (filters: Record<string, unknown>) =>
      (
        await page(adminToken, { ...filters, pageSize: -1, sort: { field: 'name', order: 'ascend' } })
      ).body.data.rows.map((row: { name: string }) => row.name);
    expect(await names({ keyword: 'filter' })).toEqual(['Filter Alpha', 'Filter Beta', 'Other']);
    expect(await names({ keyword: 'filter', tid: 2 })).toEqual(['Filter Beta']);
    expect(await names({ keyword: 'filter', status: 1 })).toEqual(['Filter Alpha', 'Other']);
    expect(await names({ shortName: 'FLT' })).toEqual(['Filter Alpha', 'Filter Beta']);
    expect(await names({ shortName: '濾' })).toEqual(['Filter Alpha']);
  });

  it('lists short names in the caller language, de-duplicated, sorted, at most 200, in the caller scope', async () => {
    await t.db.insert(merchant).values(
      Array.from({ length: 205 }, (_, index) => ({
        tid: 2,
        name: `Bulk ${index}`,
        shortName: `S${String(index).padStart(3, '0')}`,
        shortNameCht: index % 2 ? '' : `繁${index}`,
      })),
    );
    await t.db.insert(merchant).values([
      { tid: 1, name: 'Dup A', shortName: 'DUP', shortNameChs: '重' },
      { tid: 1, name: 'Dup B', shortName: 'DUP', shortNameChs: '重' },
    ]);
    const english = (await shortNames(adminToken)).body.data as string[];
    expect(english).toHaveLength(200);
    expect(new Set(english).size).toBe(200);
    expect(english).toEqual([...english].sort());
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const own = (await shortNames(token, 'zh_CN')).body.data as string[];
    expect(own.filter((name) => name === '重')).toHaveLength(1);
    expect(own).not.toContain('DUP');
    expect(own.some((name) => name.startsWith('S0'))).toBe(false);
    // zh_HK: the Traditional short name, the English one where it is empty.
    const { token: other } = await signInAs(t, { actions: allActions, tid: 2 });
    const traditional = (await shortNames(other, 'zh_HK')).body.data as string[];
    expect(traditional).toContain('繁0');
    expect(traditional).toContain('S001');
    expect(traditional).not.toContain('S000');
  });

  it('keeps a tenant caller to its tenant, a merchant caller to its merchant; shows a shop caller none', async () => {
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const other = (await create(adminToken, fresh({ tid: 2, name: 'Other tenant merchant' }))).body.data;
    const rows = (await page(token, { pageSize: -1 })).body.data.rows as { tid: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.tid))).toEqual(new Set([1]));
    expect((await read(token, other.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: other.id, name: 'Taken' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, other.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ tid: 2 }))).body.code).toBe(ErrorCode.OutOfScope);
    const mine = (await create(token, fresh({ name: 'Made by tenant' }))).body.data;
    expect((await update(token, { id: mine.id, tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await read(adminToken, other.id)).body.data.name).toBe('Other tenant merchant');

    const { token: merchantCaller } = await signInAs(t, { actions: allActions, tid: 1, mid: 3 });
    expect((await page(merchantCaller, { pageSize: -1 })).body.data.rows.map((row: { id: number }) => row.id)).toEqual([
      3,
    ]);
    expect((await update(merchantCaller, { id: 3, address: 'New address' })).body.data.address).toBe('New address');
    expect((await read(merchantCaller, mine.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(merchantCaller, fresh())).body.code).toBe(ErrorCode.OutOfScope);

    const { token: shopCaller } = await signInAs(t, { actions: allActions, tid: 1, mid: 3, sid: 5 });
    expect((await page(shopCaller, { pageSize: -1 })).body.data.rows).toEqual([]);
    expect((await shortNames(shopCaller)).body.data).toEqual([]);
  });

  it('exports the list with its filters in the caller scope, as XLSX and CSV', async () => {
    await create(
      adminToken,
      fresh({ name: 'Export One', nameCht: '匯出一', shortName: 'EXP', email: 'one@export.example' }),
    );
    await create(adminToken, fresh({ tid: 2, name: 'Export Two', shortName: 'EXP' }));
    const xlsx = await callExport(t, adminToken, { module: 'merchantList' }, { shortName: 'EXP' }, 'zh_HK');
    expect(xlsx.status).toBe(200);
    const rows = await xlsxRows(xlsx.bytes);
    expect(rows[0]).toEqual(['編號', '名稱', '簡稱', '租戶', '地址', '電郵', '網站', '狀態', '更新時間']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Export Two', '匯出一']);
    expect(rows[2]!.slice(2, 8)).toEqual(['EXP', 'Tenant 1', null, 'one@export.example', null, '啟用']);
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const csv = csvRows(
      (await callExport(t, token, { module: 'merchantList', format: 'csv' }, { shortName: 'EXP' })).bytes,
    );
    expect(csv.slice(1).map((record) => record[1])).toEqual(['Export One']);
    const { token: reader } = await signInAs(t, { actions: [merchantActions.view], tid: 1 });
    expect((await callExport(t, reader, { module: 'merchantList' })).body.code).toBe(ErrorCode.MissingAction);
  });
});

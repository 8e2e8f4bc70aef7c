import { ErrorCode, merchantShopActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { shop } from '../organisation/tables.js';
import { logos } from './fixtures.js';

let t: TestApp;
let adminToken: string;
const allActions = Object.values(merchantShopActions);
const SHOP_PASSWORD = 'Shop-Counter#42';

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1, 4: 2, 6: 1 }, shops: { 5: [1, 3], 7: [2, 4] } });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const create = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/merchantShop', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('PUT', '/api/merchantShop', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/merchantShop?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/merchantShop/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/merchantShop/page', { token, body });
const token_ = (token: string, id: number) => t.call('GET', `/api/merchantShop/couponValidToken?id=${id}`, { token });
const rotate = (token: string, id: number) =>
  t.call('PUT', '/api/merchantShop/couponValidToken', { token, body: { id } });
const stored = async (id: number) => (await t.db.select().from(shop).where(eq(shop.id, id)))[0]!;
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Shop), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) => body.data?.fields?.map((field) => field.field);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  tid: 1,
  mid: 3,
  name: `Shop ${++serial}`,
  shopType: 0,
  status: 1,
  ...values,
});

describe('shops', () => {
  it('creates, reads, edits and deletes a shop with every SPEC 3 field, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({
        name: 'Fresh Mart Online',
        nameCht: '鮮市網店',
        nameChs: '鲜市网店',
        address: 'Warehouse 1',
        addressCht: '一號倉',
        addressChs: '一号仓',
        shortName: 'FM Online',
        shortNameCht: '鮮網',
        shortNameChs: '鲜网',
        shopType: 1,
        logo: logos.png,
        tel: '2345 6789;+852 9123-4567 ,  3111 2222',
        website: 'https://fresh.example',
        redemptionLink: 'https://fresh.example/redeem',
        receiveReminderEmail: true,
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        mid: 3,
        tenantName: 'Tenant 1',
        merchantName: 'Merchant 3',
        name: 'Fresh Mart Online',
        addressChs: '一号仓',
        shortNameCht: '鮮網',
        shopType: 1,
        logo: logos.png,
        tel: '2345 6789, +852 9123-4567, 3111 2222',
        website: 'https://fresh.example',
        redemptionLink: 'https://fresh.example/redeem',
        receiveReminderEmail: true,
        hasPassword: false,
        status: 1,
      },
    });
    const id = created.body.data.id;
    expect((await read(adminToken, id)).body.data.name).toBe('Fresh Mart Online');
    const edited = await update(adminToken, { id, shopType: 0, receiveReminderEmail: false, redemptionLink: '' });
    expect(edited.body.data).toMatchObject({
      shopType: 0,
      receiveReminderEmail: false,
      redemptionLink: null,
      tel: '2345 6789, +852 9123-4567, 3111 2222',
    });
    expect((await remove(adminToken, id)).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'shopType', oldValue: '1', newValue: '0', oldLabel: 'online', newLabel: 'offline' },
      { name: 'redemptionLink', oldValue: 'https://fresh.example/redeem', newValue: null },
      { name: 'receiveReminderEmail', oldValue: 'true', newValue: 'false' },
    ]);
  });

  it('splits tel on commas and semicolons and checks each number in the phone format', async () => {
    const refused = await create(adminToken, fresh({ tel: '2345 6789; 12ab; 99' }), 'en_US');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.InvalidPhoneList);
    expect(refused.body.data.fields).toEqual([
      { field: 'tel', message: 'Invalid phone number: 12ab, 99. Separate several numbers with commas or semicolons' },
    ]);
    expect((await create(adminToken, fresh({ tel: '2345 6789 2345 6789 2345' }))).body.code).toBe(
      ErrorCode.InvalidPhoneList,
    );
    const single = (await create(adminToken, fresh({ tel: ' 23456789 ' }))).body.data;
    expect(single.tel).toBe('23456789');
    // Full-width separators typed with a Chinese input method count as well; an empty list is no tel.
    expect((await update(adminToken, { id: single.id, tel: '23456789，98765432；+85212345678' })).body.data.tel).toBe(
      '23456789, 98765432, +85212345678',
    );
    expect((await update(adminToken, { id: single.id, tel: ' ; , ' })).body.data.tel).toBeNull();
    expect((await update(adminToken, { id: single.id, tel: '' })).body.data.tel).toBeNull();
  });

  it('takes shop type 0 (offline) or 1 (online) only, and checks website, redemption link and logo', async () => {
    expect(fieldsOf((await create(adminToken, fresh({ shopType: 2 }))).body)).toEqual(['shopType']);
    expect(fieldsOf((await create(adminToken, fresh({ shopType: undefined }))).body)).toEqual(['shopType']);
    expect(fieldsOf((await create(adminToken, fresh({ redemptionLink: 'javascript:alert(1)' }))).body)).toEqual([
      'redemptionLink',
    ]);
    expect(fieldsOf((await create(adminToken, fresh({ website: 'not a url' }))).body)).toEqual(['website']);
    expect((await create(adminToken, fresh({ logo: logos.tooLarge }))).body.code).toBe(ErrorCode.UploadTooLarge);
    expect((await create(adminToken, fresh({ logo: logos.svg }))).body.code).toBe(ErrorCode.UnsupportedFileType);
  });

  it('stores the password as an argon2id hash, never answers nor audits it, and resets it', async () => {
    const weak = await create(adminToken, fresh({ password: 'short' }));
    expect(weak.body.code).toBe(ErrorCode.WeakPassword);
    const created = await create(adminToken, fresh({ password: SHOP_PASSWORD }));
    expect(created.body.data.hasPassword).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain(SHOP_PASSWORD);
    expect(created.body.data).not.toHaveProperty('passwordHash');
    expect(created.body.data).not.toHaveProperty('password');
    const id = created.body.data.id;
    const row = await stored(id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, SHOP_PASSWORD)).toBe(true);
    expect((await update(adminToken, { id, password: 'Another-Shop#77' })).body.data.hasPassword).toBe(true);
    expect(await verifyPassword((await stored(id)).passwordHash, 'Another-Shop#77')).toBe(true);
    // An edit without a password keeps it.
    await update(adminToken, { id, name: 'Renamed' });
    expect(await verifyPassword((await stored(id)).passwordHash, 'Another-Shop#77')).toBe(true);
    const page1 = JSON.stringify((await page(adminToken, { pageSize: -1 })).body);
    expect(page1).not.toContain('argon2');
    const entries = JSON.stringify(await audits(id));
    expect(entries).not.toMatch(/password|argon2/i);
    expect(entries).toContain('Renamed');
  });

  it('generates a coupon valid token, shown masked, whole on demand, and rotates it with an audit entry', async () => {
    const a = (await create(adminToken, fresh())).body.data;
    const b = (await create(adminToken, fresh())).body.data;
    const whole = (await token_(adminToken, a.id)).body.data;
    expect(whole.couponValidToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await token_(adminToken, b.id)).body.data.couponValidToken).not.toBe(whole.couponValidToken);
    expect(a.couponValidTokenMasked).toBe(`********${whole.couponValidToken.slice(-4)}`);
    expect(JSON.stringify((await page(adminToken, { pageSize: -1 })).body)).not.toContain(whole.couponValidToken);
    const rotated = (await rotate(adminToken, a.id)).body.data;
    expect(rotated.couponValidToken).toMatch(/^[0-9a-f]{32}$/);
    expect(rotated.couponValidToken).not.toBe(whole.couponValidToken);
    expect(rotated.couponTokenRotatedAt > whole.couponTokenRotatedAt).toBe(true);
    expect((await token_(adminToken, a.id)).body.data.couponValidToken).toBe(rotated.couponValidToken);
    const last = (await audits(a.id)).at(-1)!;
    expect(last.action).toBe('update');
    expect(last.columns.map((column) => column.name)).toEqual(['couponTokenRotatedAt']);
    expect(JSON.stringify(last.columns)).not.toContain(rotated.couponValidToken);
    // The token is not set through an edit.
    await update(adminToken, { id: a.id, couponValidToken: 'chosen' });
    expect((await token_(adminToken, a.id)).body.data.couponValidToken).toBe(rotated.couponValidToken);
    const { token: reader } = await signInAs(t, { actions: [merchantShopActions.view], tid: 1 });
    expect((await token_(reader, a.id)).body.code).toBe(ErrorCode.MissingAction);
    expect((await rotate(reader, a.id)).body.code).toBe(ErrorCode.MissingAction);
  });

  it("refuses a merchant outside the shop's tenant (1019)", async () => {
    const mismatch = await create(adminToken, fresh({ tid: 1, mid: 4 }));
    expect(mismatch.body.code).toBe(ErrorCode.PlacementMismatch);
    expect((await create(adminToken, fresh({ mid: 999 }))).body.code).toBe(ErrorCode.PlacementMismatch);
    const { id } = (await create(adminToken, fresh())).body.data;
    expect((await update(adminToken, { id, tid: 2 })).body.code).toBe(ErrorCode.PlacementMismatch);
    expect((await update(adminToken, { id, tid: 2, mid: 4 })).body.data).toMatchObject({
      tid: 2,
      mid: 4,
      merchantName: 'Merchant 4',
    });
    expect((await update(adminToken, { id, mid: 3 })).body.code).toBe(ErrorCode.PlacementMismatch);
  });

  it('filters by keyword, tenant, merchant, type, status, short name; lists short names, merchants', async () => {
    await create(adminToken, fresh({ name: 'Find Kowloon', shortName: 'FK', shopType: 1, tel: '29998888' }));
    await create(adminToken, fresh({ mid: 6, name: 'Find Island', shortName: 'FK', shortNameCht: '港島', status: 0 }));
    await create(adminToken, fresh({ tid: 2, mid: 4, name: 'Find Other', shortName: 'FO' }));
    const names = async (filters: Record<string, unknown>) =>
      (
        await page(adminToken, { ...filters, pageSize: -1, sort: { field: 'name', order: 'ascend' } })
      ).body.data.rows.map((row: { name: string }) => row.name);
    expect(await names({ keyword: 'find' })).toEqual(['Find Island', 'Find Kowloon', 'Find Other']);
    expect(await names({ keyword: '2999' })).toEqual(['Find Kowloon']);
    expect(await names({ keyword: 'find', tid: 2 })).toEqual(['Find Other']);
    expect(await names({ keyword: 'find', mid: 6 })).toEqual(['Find Island']);
    expect(await names({ keyword: 'find', shopType: 1 })).toEqual(['Find Kowloon']);
    expect(await names({ keyword: 'find', status: 0 })).toEqual(['Find Island']);
    expect(await names({ shortName: 'FK' })).toEqual(['Find Island', 'Find Kowloon']);
    expect(await names({ shortName: '港島' })).toEqual(['Find Island']);
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const hk = (await t.call('GET', '/api/merchantShop/shortNames', { token, lang: 'zh_HK' })).body.data as string[];
    expect(hk).toContain('港島');
    expect(hk.filter((name) => name === 'FK')).toHaveLength(1);
    expect(hk).not.toContain('FO');
    const choices = (await t.call('GET', '/api/merchantShop/merchantOptions', { token })).body.data;
    expect(choices.map((choice: { id: number; pId: number }) => [choice.id, choice.pId])).toEqual([
      [3, 1],
      [6, 1],
    ]);
  });

  it('keeps a tenant caller to its tenant, a merchant caller to its merchant, a shop caller to its shop', async () => {
    const own = (await create(adminToken, fresh({ name: 'Tenant one shop' }))).body.data;
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const rows = (await page(token, { pageSize: -1 })).body.data.rows as { tid: number }[];
    expect(new Set(rows.map((row) => row.tid))).toEqual(new Set([1]));
    expect((await read(token, 7)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: 7, name: 'Taken' })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(token, 7)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await token_(token, 7)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await rotate(token, 7)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ tid: 2, mid: 4 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: own.id, tid: 2, mid: 4 })).body.code).toBe(ErrorCode.OutOfScope);

    const { token: merchantCaller } = await signInAs(t, { actions: allActions, tid: 1, mid: 6 });
    const theirs = (await create(merchantCaller, fresh({ mid: 6, name: 'Merchant six shop' }))).body.data;
    expect(theirs.mid).toBe(6);
    expect(
      new Set((await page(merchantCaller, { pageSize: -1 })).body.data.rows.map((row: { mid: number }) => row.mid)),
    ).toEqual(new Set([6]));
    expect((await read(merchantCaller, own.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(merchantCaller, fresh({ mid: 3 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect(
      (await t.call('GET', '/api/merchantShop/merchantOptions', { token: merchantCaller })).body.data.map(
        (choice: { id: number }) => choice.id,
      ),
    ).toEqual([6]);

    const { token: shopCaller } = await signInAs(t, { actions: allActions, tid: 1, mid: 3, sid: 5 });
    expect((await page(shopCaller, { pageSize: -1 })).body.data.rows.map((row: { id: number }) => row.id)).toEqual([5]);
    expect((await update(shopCaller, { id: 5, tel: '21234567' })).body.data.tel).toBe('21234567');
    expect((await rotate(shopCaller, 5)).body.code).toBe(200);
    expect((await read(shopCaller, own.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(shopCaller, fresh())).body.code).toBe(ErrorCode.OutOfScope);
    expect((await remove(shopCaller, own.id)).body.code).toBe(ErrorCode.OutOfScope);
    // A shop's staff see their own merchant to name it, and no other.
    expect(
      (await t.call('GET', '/api/merchantShop/merchantOptions', { token: shopCaller })).body.data.map(
        (choice: { id: number }) => choice.id,
      ),
    ).toEqual([3]);
  });

  it('refuses to delete a shop an admin user is placed in (1021)', async () => {
    const { id } = (await create(adminToken, fresh())).body.data;
    await t.createUser({ tid: 1, mid: 3, sid: id });
    expect((await remove(adminToken, id)).body.code).toBe(ErrorCode.InUse);
  });

  it('exports the list without passwords or tokens, in the caller scope', async () => {
    await create(
      adminToken,
      fresh({ name: 'Export Shop', shortName: 'XS', shopType: 1, tel: '21112222', password: SHOP_PASSWORD }),
    );
    await create(adminToken, fresh({ tid: 2, mid: 4, name: 'Export Other', shortName: 'XS' }));
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const result = await callExport(t, token, { module: 'shopList', format: 'csv' }, { shortName: 'XS' });
    const records = csvRows(result.bytes);
    expect(records[0]).toEqual([
      'Id',
      'Name',
      'Short name',
      'Tenant',
      'Merchant',
      'Type',
      'Tel',
      'Address',
      'Website',
      'Redemption link',
      'Reminder e-mails',
      'Status',
      'Updated',
    ]);
    expect(records.slice(1).map((record) => record.slice(1, 7))).toEqual([
      ['Export Shop', 'XS', 'Tenant 1', 'Merchant 3', 'Online', '21112222'],
    ]);
    expect(result.bytes.toString()).not.toMatch(/argon2|Shop-Counter/);
  });
});

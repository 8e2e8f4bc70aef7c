import {
  DEFAULT_KIOSK_SETTINGS,
  ErrorCode,
  kioskActions,
  ResourceType,
  sysAuditLogActions,
  type Kiosk,
} from '@srd/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { signInAs } from '../../test/callers.js';
import { callExport, csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { seedKioskCatalogues } from './fixtures.js';
import { kiosk } from './tables.js';
import { writeKioskStates } from '../../test/kiosk-states.js';

let t: TestApp;
let adminToken: string;
let estates: Awaited<ReturnType<typeof seedKioskCatalogues>>;
const allActions = [...Object.values(kioskActions), sysAuditLogActions.view];

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  estates = await seedKioskCatalogues(t);
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const create = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/kiosk', { token, body, lang });
const patch = (token: string, id: number, body: Record<string, unknown>, lang?: Lang) =>
  t.call('PATCH', `/api/kiosk/${id}`, { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/kiosk/${id}`, { token });
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/kiosk/list', { token, body: { pageSize: -1, ...body } });
const kidsOf = (result: { body: { data?: { rows: Kiosk[] } } }) => result.body.data!.rows.map((row) => row.kid);
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Kiosk), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const kioskCount = async () => (await t.db.select({ n: count() }).from(kiosk))[0]!.n;
const fieldsOf = (body: { data?: { fields?: { field: string; message: string }[] } }) =>
  body.data?.fields?.map((field) => field.field);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  kid: `T-${++serial}`,
  tid: 1,
  kioskType: 0,
  name: `Kiosk ${serial}`,
  ...values,
});

describe('kiosk create, read and edit', () => {
  it('creates a kiosk with every field group, answers its secret once and audits the creation without it', async () => {
    const body = fresh({
      kid: 'rvm-0101',
      nameCht: '樂富',
      nameChs: '乐富',
      address: 'Lok Fu Place',
      addressCht: '樂富廣場',
      addressChs: '乐富广场',
      lon: 114.187,
      lat: 22.338,
      estateId: estates.ownEstateId,
      locationId: 'EPD-17',
      machineId: 'M-88',
      readerNo: 'R-3',
      enableFlag: 0,
      publicFlag: 0,
      recycleType: ['PET', 'TETRA_PAK'],
      alertSettings: { enabled: true, method: 'SMS', receivers: ['+852 9123 4567'], intervalMinutes: 15 },
      dailyMax: 400,
      creditMode: 1,
      displayUnit: 'piece',
      settings: { volumePct: 75, screenRotation: 'left', beltWeightCheckGrams: -1, offlineAfterSeconds: 120 },
    });
    const created = await create(adminToken, body);
    expect(created.body.code).toBe(200);
    const kioskRow = created.body.data;
    expect(kioskRow).toMatchObject({
      kid: 'RVM-0101',
      tid: 1,
      tenantName: 'Tenant 1',
      kioskType: 0,
      nameCht: '樂富',
      addressChs: '乐富广场',
      lon: 114.187,
      lat: 22.338,
      estateId: estates.ownEstateId,
      locationId: 'EPD-17',
      machineId: 'M-88',
      readerNo: 'R-3',
      enableFlag: 0,
      publicFlag: 0,
      recycleType: ['PET', 'TETRA_PAK'],
      dailyMax: 400,
      creditMode: 1,
      displayUnit: 'piece',
      version: null,
      firmware: null,
      live: null,
      alertSettings: { enabled: true, method: 'SMS', receivers: ['+852 9123 4567'], intervalMinutes: 15 },
      settings: {
        ...DEFAULT_KIOSK_SETTINGS,
        volumePct: 75,
        screenRotation: 'left',
        beltWeightCheckGrams: -1,
        offlineAfterSeconds: 120,
      },
    });
    expect(kioskRow.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(kioskRow.secretIssuedAt).toBeTruthy();
    expect(kioskRow).not.toHaveProperty('secretHash');

    const again = await read(adminToken, kioskRow.id);
    expect(again.body.data).toMatchObject({ kid: 'RVM-0101', settings: { volumePct: 75 } });
    expect(again.body.data).not.toHaveProperty('secret');
    expect(JSON.stringify((await list(adminToken)).body.data)).not.toContain(kioskRow.secret);

    const [entry] = await audits(kioskRow.id);
    expect(entry!.action).toBe('create');
    const names = entry!.columns.map((column) => column.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'kid',
        'settings.volumePct',
        'settings.screenRotation',
        'alertSettings.method',
        'secretIssuedAt',
      ]),
    );
    expect(names.some((name) => /secretHash|^secret$/.test(name))).toBe(false);
    expect(JSON.stringify(entry!.columns)).not.toContain(kioskRow.secret);
  });

  it('merges the settings an edit sends into the stored ones and audits each changed setting by name', async () => {
    const { id } = (await create(adminToken, fresh({ settings: { volumePct: 30, sideTrayLed: 2 } }))).body.data;
    const edited = await patch(adminToken, id, {
      settings: { volumePct: 90 },
      name: 'Renamed',
      alertSettings: { enabled: true, method: 'EMAIL', receivers: ['ops@kiosk.example'] },
    });
    expect(edited.body.code).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Renamed',
      settings: { volumePct: 90, sideTrayLed: 2, gateOpenTimeoutMs: DEFAULT_KIOSK_SETTINGS.gateOpenTimeoutMs },
      alertSettings: { enabled: true, method: 'EMAIL', receivers: ['ops@kiosk.example'], intervalMinutes: 30 },
    });
    const update = (await audits(id)).at(-1)!;
    expect(update.action).toBe('update');
    expect(update.columns).toEqual(
      expect.arrayContaining([
        { name: 'name', oldValue: expect.any(String), newValue: 'Renamed' },
        { name: 'settings.volumePct', oldValue: '30', newValue: '90' },
        { name: 'alertSettings.enabled', oldValue: 'false', newValue: 'true' },
        { name: 'alertSettings.method', oldValue: 'DEFAULT', newValue: 'EMAIL' },
      ]),
    );
    expect(update.columns.map((column) => column.name)).not.toContain('settings.sideTrayLed');
    // An edit that changes nothing writes no entry.
    await patch(adminToken, id, { settings: { volumePct: 90 } });
    expect((await audits(id)).length).toBe(2);
  });

  it.each([
    ['volume below 1 %', { settings: { volumePct: 0 } }, 'settings.volumePct'],
    ['volume above 100 %', { settings: { volumePct: 101 } }, 'settings.volumePct'],
    ['side tray LED above 10', { settings: { sideTrayLed: 11 } }, 'settings.sideTrayLed'],
    ['side tray LED below 1', { settings: { sideTrayLed: 0 } }, 'settings.sideTrayLed'],
    ['belt weight check below -1', { settings: { beltWeightCheckGrams: -2 } }, 'settings.beltWeightCheckGrams'],
    ['an unknown screen rotation', { settings: { screenRotation: 'upside' } }, 'settings.screenRotation'],
    ['an offline delay under 30 s', { settings: { offlineAfterSeconds: 29 } }, 'settings.offlineAfterSeconds'],
    ['a carbon wallet address that is no URL', { settings: { carbonWalletUrl: 'wallet' } }, 'settings.carbonWalletUrl'],
    ['an alert interval under 10 minutes', { alertSettings: { intervalMinutes: 9 } }, 'alertSettings.intervalMinutes'],
    ['a daily maximum of 0', { dailyMax: 0 }, 'dailyMax'],
    ['a credit mode other than by weight or count', { creditMode: 2 }, 'creditMode'],
    ['a KID with spaces', { kid: 'RVM 1' }, 'kid'],
    ['a kiosk type 3', { kioskType: 3 }, 'kioskType'],
  ])('refuses %s and stores nothing', async (_, values, field) => {
    const before = await kioskCount();
    const result = await create(adminToken, fresh(values));
    expect(result.status).toBe(400);
    expect(fieldsOf(result.body)).toContain(field);
    expect(await kioskCount()).toBe(before);
  });

  it('accepts the range ends: volume 1 and 100 %, LED 1 and 10, belt weight check -1 (off) and 0 g', async () => {
    for (const settings of [
      { volumePct: 1, sideTrayLed: 1, beltWeightCheckGrams: -1 },
      { volumePct: 100, sideTrayLed: 10, beltWeightCheckGrams: 0 },
    ]) {
      expect((await create(adminToken, fresh({ settings }))).body.data.settings).toMatchObject(settings);
    }
  });

  it('checks alert receivers against the method, in the caller language', async () => {
    const email = await create(
      adminToken,
      fresh({ alertSettings: { method: 'EMAIL', receivers: ['ops@kiosk.example', '+852 9123 4567'] } }),
      'zh_HK',
    );
    expect(email.body.data.fields).toEqual([
      { field: 'alertSettings.receivers.1', message: expect.stringContaining('接收者須為電郵地址') },
    ]);
    const sms = await create(
      adminToken,
      fresh({ alertSettings: { method: 'WHATSAPP', receivers: ['ops@kiosk.example'] } }),
    );
    expect(fieldsOf(sms.body)).toEqual(['alertSettings.receivers.0']);
    const none = await create(
      adminToken,
      fresh({ alertSettings: { enabled: true, method: 'EMAIL', receivers: [] } }),
      'en_US',
    );
    expect(none.body.data.fields[0].message).toBe('Alerts sent by e-mail, SMS or WhatsApp need at least one receiver');
    const byDefault = await create(
      adminToken,
      fresh({ alertSettings: { enabled: true, method: 'DEFAULT', receivers: ['ops@kiosk.example', '2345 6789'] } }),
    );
    expect(byDefault.body.code).toBe(200);
  });

  it('refuses half locations (1030), foreign estates (2004), mistyped materials (2002), used KIDs (2003)', async () => {
    const before = await kioskCount();
    const half = await create(adminToken, fresh({ lon: 114.1 }), 'zh_HK');
    expect(half.body).toMatchObject({ code: ErrorCode.LocationIncomplete, data: { fields: [{ field: 'lat' }] } });
    expect((await create(adminToken, fresh({ estateId: estates.otherEstateId }))).body).toMatchObject({
      code: ErrorCode.EstateOfOtherTenant,
      data: { fields: [{ field: 'estateId' }] },
    });
    expect((await create(adminToken, fresh({ recycleType: ['PAPER'] }))).body).toMatchObject({
      code: ErrorCode.UnknownKioskMaterial,
      data: { fields: [{ field: 'recycleType' }] },
    });
    expect((await create(adminToken, fresh({ recycleType: ['NOPE'] }))).body.code).toBe(ErrorCode.UnknownKioskMaterial);
    await create(adminToken, fresh({ kid: 'DUP-1' }));
    const taken = await create(adminToken, fresh({ kid: 'dup-1' }), 'en_US');
    expect(taken.body).toMatchObject({
      code: ErrorCode.KidTaken,
      data: { fields: [{ field: 'kid', message: 'KID already used by another kiosk: DUP-1' }] },
    });
    expect(await kioskCount()).toBe(before + 1);
    // Shared estates and materials of every type fit; an edit to another type re-checks the materials.
    const fits = await create(
      adminToken,
      fresh({ estateId: estates.sharedEstateId, recycleType: ['PET', 'TETRA_PAK'] }),
    );
    expect(fits.body.code).toBe(200);
    expect((await patch(adminToken, fits.body.data.id, { kioskType: 1 })).body.code).toBe(
      ErrorCode.UnknownKioskMaterial,
    );
    expect(
      (await patch(adminToken, fits.body.data.id, { kioskType: 1, recycleType: ['PAPER', 'TETRA_PAK'] })).body.code,
    ).toBe(200);
    expect((await patch(adminToken, fits.body.data.id, { lat: 22.3 })).body.code).toBe(ErrorCode.LocationIncomplete);
  });
});

describe('kiosk list', () => {
  it('filters by keyword, tenant, type, flags and live status, each row with its live state and tenant', async () => {
    const made = async (values: Record<string, unknown>) =>
      (await create(adminToken, fresh(values))).body.data as Kiosk;
    const normal = await made({ kid: 'LIVE-1', name: 'Harbour normal', tid: 2 });
    const full = await made({ kid: 'LIVE-2', name: 'Harbour full', tid: 2, kioskType: 1, publicFlag: 0 });
    const down = await made({ kid: 'LIVE-3', name: 'Harbour down', tid: 2, kioskType: 2, enableFlag: 0 });
    const offline = await made({ kid: 'LIVE-4', name: 'Harbour offline', tid: 2 });
    const silent = await made({ kid: 'LIVE-5', name: 'Harbour silent', tid: 2 });
    const beat = new Date('2026-03-01T08:00:00.000Z');
    await writeKioskStates(t.db, [{ kioskId: normal.id, state: 0, at: beat }]);
    await writeKioskStates(t.db, [{ kioskId: full.id, state: 2 }]);
    await writeKioskStates(t.db, [{ kioskId: down.id, state: 2, manualDown: true }]);
    await writeKioskStates(t.db, [{ kioskId: offline.id, state: 0, online: false, manualDown: true }]);

    const harbour = await list(adminToken, { keyword: 'harbour' });
    expect(kidsOf(harbour)).toEqual(['LIVE-1', 'LIVE-2', 'LIVE-3', 'LIVE-4', 'LIVE-5']);
    const first = harbour.body.data.rows[0];
    expect(first).toMatchObject({
      tenantName: 'Tenant 2',
      live: { state: 0, online: true, manualDown: false, lastHeartbeatAt: beat.toISOString() },
    });
    expect(harbour.body.data.rows[4]).toMatchObject({ id: silent.id, live: null });
    expect((await read(adminToken, full.id)).body.data.live).toMatchObject({ state: 2, online: true });

    const only = async (filter: Record<string, unknown>) =>
      kidsOf(await list(adminToken, { keyword: 'LIVE-', ...filter }));
    expect(await only({ liveStatus: 'state0' })).toEqual(['LIVE-1']);
    expect(await only({ liveStatus: 'state2' })).toEqual(['LIVE-2']);
    expect(await only({ liveStatus: 'manualDown' })).toEqual(['LIVE-3']);
    expect(await only({ liveStatus: 'offline' })).toEqual(['LIVE-4']);
    expect(await only({ liveStatus: 'noHeartbeat' })).toEqual(['LIVE-5']);
    expect(await only({ kioskType: 1 })).toEqual(['LIVE-2']);
    expect(await only({ enableFlag: 0 })).toEqual(['LIVE-3']);
    expect(await only({ publicFlag: 0 })).toEqual(['LIVE-2']);
    expect(await only({ tid: 1 })).toEqual([]);
    expect(kidsOf(await list(adminToken, { keyword: 'silent' }))).toEqual(['LIVE-5']);
    const sorted = await list(adminToken, {
      keyword: 'LIVE-',
      sort: { field: 'kid', order: 'descend' },
      pageSize: 2,
      page: 1,
    });
    expect(sorted.body.data).toMatchObject({ total: 5, estimated: false });
    expect(kidsOf(sorted)).toEqual(['LIVE-5', 'LIVE-4']);
    expect((await list(adminToken, { liveStatus: 'state9' })).status).toBe(400);
  });

  it('exports the current filter with the live status, in the caller language', async () => {
    const result = await callExport(
      t,
      adminToken,
      { module: 'kioskList', format: 'csv' },
      { keyword: 'LIVE-', liveStatus: 'manualDown' },
      'zh_HK',
    );
    expect(result.status).toBe(200);
    const records = csvRows(result.bytes);
    expect(records[0]!.slice(0, 9)).toEqual([
      '編號',
      'KID',
      '名稱',
      '類型',
      '租戶',
      '即時狀態',
      '最後心跳',
      '啟用',
      '公開',
    ]);
    expect(records.slice(1).map((record) => record.slice(1, 9).filter((_, index) => index !== 5))).toEqual([
      ['LIVE-3', 'Harbour down', 'TODI 智能桶', 'Tenant 2', '已標記停機', '否', '是'],
    ]);
  });
});

describe('kiosk scope', () => {
  it('keeps a tenant user to their tenant, lets admin mapping grants be read but not changed', async () => {
    const own = (await create(adminToken, fresh({ kid: 'SCOPE-OWN', tid: 1 }))).body.data as Kiosk;
    const foreign = (await create(adminToken, fresh({ kid: 'SCOPE-FOREIGN', tid: 2 }))).body.data as Kiosk;
    const granted = (await create(adminToken, fresh({ kid: 'SCOPE-GRANTED', tid: 2 }))).body.data as Kiosk;
    const caller = await signInAs(t, { actions: allActions, tid: 1 });
    await t.db
      .insert(adminMapping)
      .values({ adminId: caller.user.id, resTypeId: ResourceType.Kiosk, resId: granted.id });

    expect(kidsOf(await list(caller.token, { keyword: 'SCOPE-' }))).toEqual(['SCOPE-GRANTED', 'SCOPE-OWN']);
    expect((await read(caller.token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
    expect((await read(caller.token, granted.id)).body.data.kid).toBe('SCOPE-GRANTED');
    for (const id of [foreign.id, granted.id]) {
      expect((await patch(caller.token, id, { name: 'Taken over' })).body.code).toBe(ErrorCode.OutOfScope);
      expect((await t.call('POST', `/api/kiosk/rotateSecret/${id}`, { token: caller.token })).body.code).toBe(
        ErrorCode.OutOfScope,
      );
      expect((await t.call('GET', `/api/kiosk/adminCode/${id}`, { token: caller.token })).body.code).toBe(
        ErrorCode.OutOfScope,
      );
    }
    expect((await read(adminToken, granted.id)).body.data.name).toBe(granted.name);
    expect((await create(caller.token, fresh({ tid: 2 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await patch(caller.token, own.id, { tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await patch(caller.token, own.id, { name: 'Mine' })).body.data.name).toBe('Mine');

    const options = (await t.call('GET', '/api/kiosk/getHkpckioskSelect', { token: caller.token })).body.data as {
      resName: string;
      pId: number;
    }[];
    expect(options.map((option) => option.resName)).toContain('SCOPE-GRANTED');
    expect(options.map((option) => option.resName)).not.toContain('SCOPE-FOREIGN');
    expect(options.find((option) => option.resName === 'SCOPE-OWN')).toMatchObject({ resNameCht: 'SCOPE-OWN', pId: 1 });
    const exported = csvRows(
      (await callExport(t, caller.token, { module: 'kioskList', format: 'csv' }, { keyword: 'SCOPE-' })).bytes,
    );
    expect(exported.slice(1).map((record) => record[1])).toEqual(['SCOPE-GRANTED', 'SCOPE-OWN']);
  });

  it('answers 1003 to callers without the action', async () => {
    const reader = await signInAs(t, { actions: [kioskActions.view], tid: 1 });
    expect((await create(reader.token, fresh())).body.code).toBe(ErrorCode.MissingAction);
    expect((await t.call('GET', '/api/kiosk/getMaxId', { token: reader.token })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

describe('kiosk selectors and KID suggestions', () => {
  it('offers kiosks of one type, labelled by KID', async () => {
    await create(adminToken, fresh({ kid: 'SEL-BIN', kioskType: 2 }));
    const bins = (await t.call('GET', '/api/kiosk/getHkpckioskSelect?kioskType=2', { token: adminToken })).body
      .data as { resName: string }[];
    expect(bins.map((option) => option.resName)).toContain('SEL-BIN');
    expect(bins.map((option) => option.resName)).not.toContain('RVM-0101');
    expect((await t.call('GET', '/api/kiosk/getHkpckioskSelect?kioskType=5', { token: adminToken })).status).toBe(400);
  });

  it('suggests the number after the highest KID of each type prefix', async () => {
    await create(adminToken, fresh({ kid: 'RVM-0450' }));
    await create(adminToken, fresh({ kid: 'SC-0009', kioskType: 1, recycleType: [] }));
    await create(adminToken, fresh({ kid: 'RVM-X1' }));
    const { maxId, next } = (await t.call('GET', '/api/kiosk/getMaxId', { token: adminToken })).body.data;
    const [highest] = await t.db
      .select({ id: kiosk.id })
      .from(kiosk)
      .orderBy(kiosk.id)
      .limit(1)
      .offset((await kioskCount()) - 1);
    expect(maxId).toBe(highest!.id);
    expect(next).toEqual([
      { kioskType: 0, prefix: 'RVM-', nextNumber: 451, nextKid: 'RVM-0451' },
      { kioskType: 1, prefix: 'SC-', nextNumber: 10, nextKid: 'SC-0010' },
      { kioskType: 2, prefix: 'BIN-', nextNumber: 1, nextKid: 'BIN-0001' },
    ]);
  });
});

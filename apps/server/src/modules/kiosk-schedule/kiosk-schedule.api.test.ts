import { addDays, businessToday, EffectiveStatus, ErrorCode, kioskScheduleActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { insertKiosks } from '../kiosk-group/fixtures.js';
import { kioskGroup, kioskGroupMember } from '../kiosk-group/tables.js';
import { kioskSchedule } from './tables.js';

let t: TestApp;
let adminToken: string;
let k: Record<string, number>;
let ownGroup: number;
let foreignGroup: number;
const today = businessToday();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
  k = await insertKiosks(t.db, { 'S-RVM-1': [1, 0], 'S-RVM-9': [2, 0] });
  const [own, foreign] = await t.db
    .insert(kioskGroup)
    .values([
      { tid: 1, name: 'Own fleet', kioskType: 0 },
      { tid: 2, name: 'Foreign fleet', kioskType: 0 },
    ])
    .returning();
  await t.db.insert(kioskGroupMember).values([
    { groupId: own!.id, kioskId: k['S-RVM-1']! },
    { groupId: foreign!.id, kioskId: k['S-RVM-9']! },
  ]);
  [ownGroup, foreignGroup] = [own!.id, foreign!.id];
});
afterAll(() => t.close());

type Lang = 'zh_HK' | 'zh_CN' | 'en_US';
const create = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('POST', '/api/kioskSchedule', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: Lang) =>
  t.call('PUT', '/api/kioskSchedule', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/kioskSchedule?id=${id}`, { token });
const remove = (token: string, id: number) => t.call('DELETE', `/api/kioskSchedule/${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/kioskSchedule/page', { token, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.KioskSchedule), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) =>
  body.data?.fields?.map((field) => field.field).sort();
const count = async () => (await t.db.select().from(kioskSchedule)).length;
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  name: `Hours ${++serial}`,
  kioskId: k['S-RVM-1'],
  weekdays: [1, 2, 3, 4, 5],
  openTime: '08:00',
  closeTime: '20:00',
  effectiveDate: day(-1),
  ...values,
});

describe('kiosk schedules', () => {
  it('creates a schedule, edits it and deletes it, auditing each change with manual statuses by name', async () => {
    const created = await create(
      adminToken,
      fresh({ name: 'Weekdays', weekdays: [5, 1, 3, 3], expiryDate: day(30), remark: 'Pilot' }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        name: 'Weekdays',
        kioskId: k['S-RVM-1'],
        kid: 'S-RVM-1',
        groupId: null,
        tid: 1,
        weekdays: [1, 3, 5],
        openTime: '08:00',
        closeTime: '20:00',
        overnight: false,
        expiryDate: day(30),
        manualStatus: null,
        effectiveStatus: EffectiveStatus.Start,
      },
    });
    const id = created.body.data.id;
    const shut = await update(adminToken, { id, manualStatus: EffectiveStatus.ManualShutdown });
    expect(shut.body.data).toMatchObject({ manualStatus: 2, effectiveStatus: EffectiveStatus.ManualShutdown });
    const opened = await update(adminToken, { id, manualStatus: EffectiveStatus.ManualOpen });
    expect(opened.body.data.effectiveStatus).toBe(EffectiveStatus.ManualOpen);
    // Back to the dates.
    expect((await update(adminToken, { id, manualStatus: null })).body.data.effectiveStatus).toBe(
      EffectiveStatus.Start,
    );
    expect((await remove(adminToken, id)).body.code).toBe(200);
    expect((await read(adminToken, id)).body.code).toBe(ErrorCode.NotFound);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(entries[0]!.tid).toBe(1);
    expect(entries[1]!.columns).toEqual([
      { name: 'manualStatus', oldValue: null, newValue: '2', oldLabel: null, newLabel: 'manual shutdown' },
    ]);
    expect(entries[2]!.columns).toEqual([
      { name: 'manualStatus', oldValue: '2', newValue: '3', oldLabel: 'manual shutdown', newLabel: 'manual open' },
    ]);
  });

  it('derives not start, start and ended from the dates and today, and filters by effective status', async () => {
    const future = (await create(adminToken, fresh({ name: 'Derived future', effectiveDate: day(3) }))).body.data;
    const running = (
      await create(adminToken, fresh({ name: 'Derived running', effectiveDate: today, expiryDate: today }))
    ).body.data;
    const ended = (
      await create(adminToken, fresh({ name: 'Derived ended', effectiveDate: day(-10), expiryDate: day(-1) }))
    ).body.data;
    const manual = (await create(adminToken, fresh({ name: 'Derived manual', manualStatus: 3 }))).body.data;
    expect([future, running, ended, manual].map((row) => row.effectiveStatus)).toEqual([
      EffectiveStatus.NotStart,
      EffectiveStatus.Start,
      EffectiveStatus.Ended,
      EffectiveStatus.ManualOpen,
    ]);
    for (const [status, id] of [
      [0, future.id],
      [1, running.id],
      [4, ended.id],
      [3, manual.id],
    ] as const) {
      const ids = (
        await page(adminToken, { keyword: 'Derived', effectiveStatus: status, pageSize: -1 })
      ).body.data.rows.map((row: { id: number }) => row.id);
      expect(ids, `status ${status}`).toEqual([id]);
    }
  });

  it('is for exactly one kiosk or one group', async () => {
    const before = await count();
    const both = await create(adminToken, fresh({ groupId: ownGroup }), 'zh_CN');
    expect(both.status).toBe(400);
    expect(both.body.code).toBe(ErrorCode.ScheduleTarget);
    expect(both.body.data.fields[0]).toEqual({
      field: 'kioskId',
      message: '时间表只适用于一台设备或一个群组：请二选一',
    });
    expect((await create(adminToken, fresh({ kioskId: null }))).body.code).toBe(ErrorCode.ScheduleTarget);
    expect(await count()).toBe(before);
    const forGroup = await create(adminToken, fresh({ kioskId: null, groupId: ownGroup }));
    expect(forGroup.body.data).toMatchObject({ groupId: ownGroup, groupName: 'Own fleet', kid: null, tid: 1 });
    expect((await update(adminToken, { id: forGroup.body.data.id, kioskId: k['S-RVM-1'] })).body.code).toBe(
      ErrorCode.ScheduleTarget,
    );
  });

  it('accepts an overnight schedule; refuses equal times, no weekday, bad times, expiry before effect', async () => {
    const overnight = await create(adminToken, fresh({ openTime: '22:00', closeTime: '02:00' }));
    expect(overnight.body.data).toMatchObject({ openTime: '22:00', closeTime: '02:00', overnight: true });
    const before = await count();
    const same = await create(adminToken, fresh({ openTime: '09:00', closeTime: '09:00' }), 'en_US');
    expect(same.body.code).toBe(ErrorCode.ScheduleSameTimes);
    expect(fieldsOf(same.body)).toEqual(['closeTime']);
    const backwards = await create(adminToken, fresh({ effectiveDate: day(5), expiryDate: day(4) }), 'zh_HK');
    expect(backwards.body.code).toBe(ErrorCode.ExpiryBeforeEffective);
    expect(backwards.body.data.fields).toEqual([{ field: 'expiryDate', message: '生效時間不可遲於到期時間' }]);
    const shapeless = await create(
      adminToken,
      fresh({ weekdays: [], openTime: '24:00', closeTime: '7:00', name: '' }),
      'en_US',
    );
    expect(shapeless.status).toBe(400);
    expect(fieldsOf(shapeless.body)).toEqual(['closeTime', 'name', 'openTime', 'weekdays']);
    expect(shapeless.body.data.fields.find((field: { field: string }) => field.field === 'weekdays').message).toBe(
      'Choose at least one weekday',
    );
    expect((await create(adminToken, fresh({ weekdays: [0, 8] }))).status).toBe(400);
    // An edit is checked as the whole schedule it makes.
    expect((await update(adminToken, { id: overnight.body.data.id, closeTime: '22:00' })).body.code).toBe(
      ErrorCode.ScheduleSameTimes,
    );
    expect(await count()).toBe(before);
  });

  it("keeps a tenant's staff to the schedules of their tenant's kiosks and groups", async () => {
    const foreignKiosk = (await create(adminToken, fresh({ kioskId: k['S-RVM-9'] }))).body.data;
    const foreignFleet = (await create(adminToken, fresh({ kioskId: null, groupId: foreignGroup }))).body.data;
    const own = (await create(adminToken, fresh())).body.data;
    const { token } = await signInAs(t, { actions: Object.values(kioskScheduleActions), tid: 1 });
    const rows = (await page(token, { pageSize: -1 })).body.data.rows as { id: number; tid: number }[];
    expect(rows.map((row) => row.id)).toContain(own.id);
    expect(new Set(rows.map((row) => row.tid))).toEqual(new Set([1]));
    expect((await page(token, { tid: 2 })).body.data.rows).toEqual([]);
    for (const foreign of [foreignKiosk, foreignFleet]) {
      expect((await read(token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
      expect((await update(token, { id: foreign.id, name: 'Taken over' })).body.code).toBe(ErrorCode.OutOfScope);
      expect((await remove(token, foreign.id)).body.code).toBe(ErrorCode.OutOfScope);
    }
    expect((await create(token, fresh({ kioskId: k['S-RVM-9'] }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ kioskId: null, groupId: foreignGroup }))).body.code).toBe(ErrorCode.OutOfScope);
    // Moving an own schedule onto a foreign kiosk.
    expect((await update(token, { id: own.id, kioskId: k['S-RVM-9'] })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await read(adminToken, foreignKiosk.id)).body.data.name).toBe(foreignKiosk.name);
    const kiosks = (await t.call('GET', '/api/kioskSchedule/kioskOptions', { token })).body.data.map(
      (option: { resNo: string }) => option.resNo,
    );
    expect(kiosks).toEqual(['S-RVM-1']);
    const groups = (await t.call('GET', '/api/kioskSchedule/groupOptions', { token })).body.data.map(
      (option: { id: number }) => option.id,
    );
    expect(groups).toEqual([ownGroup]);
  });
});

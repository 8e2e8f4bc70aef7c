import { ErrorCode, kioskAlertActions, kioskOpsActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoAlertTypes } from '../alert-type/demo.js';
import { seedDemoErrorCodes } from './demo.js';
import { createKiosk, createTenant } from './fixtures.js';
import { raiseAlarm, startDowntime } from './lifecycle.js';
import { kioskActivity, kioskAlarm, kioskDowntime } from './tables.js';

let t: TestApp;
let admin: string;
let tenantA: number;
let tenantB: number;
let watcher: { token: string; loginId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.db.transaction(async (tx) => {
    await seedDemoAlertTypes(tx);
    await seedDemoErrorCodes(tx);
  });
  tenantA = await createTenant(t.db);
  tenantB = await createTenant(t.db);
  const signed = await signInAs(t, {
    actions: [
      kioskAlertActions.view,
      kioskOpsActions.acknowledgeAlarm,
      kioskOpsActions.clearAlarm,
      kioskOpsActions.commentAlarm,
    ],
    tid: tenantA,
  });
  watcher = { token: signed.token, loginId: signed.user.loginId };
});
afterAll(() => t.close());

const raise = (
  kiosk: { id: number; tid: number | null },
  typeCode: string,
  extra: { errorCode?: string; batchId?: string; at?: Date } = {},
) =>
  t.db.transaction((tx) =>
    raiseAlarm(tx, {
      kioskId: kiosk.id,
      tid: kiosk.tid,
      typeCode,
      errorCode: extra.errorCode,
      batchId: extra.batchId,
      at: extra.at ?? new Date(),
    }),
  );
const alerts = (token: string, body: Record<string, unknown>, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/kiosk/getAlert', { token, body, lang });
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.KioskAlarm), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);

describe('alarm lifecycle', () => {
  it('raises an alarm once, counts repeats, and opens a new one after it is cleared', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA, kioskType: 0 });
    const first = await raise(kiosk, 'BELT_JAM', { errorCode: 'E101' });
    const repeat = await raise(kiosk, 'BELT_JAM', { errorCode: 'E101' });
    expect(first.raised).toBe(true);
    expect(repeat).toEqual({ id: first.id, raised: false });

    const listed = await alerts(watcher.token, { kid: kiosk.kid }, 'zh_HK');
    expect(listed.body.data).toMatchObject({ total: 1, activeCount: 1 });
    expect(listed.body.data.rows[0]).toMatchObject({
      id: first.id,
      kid: kiosk.kid,
      typeCode: 'BELT_JAM',
      typeName: '輸送帶卡住',
      level: 3,
      occurrences: 2,
      active: true,
      acknowledgedAt: null,
      error: {
        code: 'E101',
        description: '輸送帶卡住',
        reason: '壓扁的膠樽或異物卡在輸送帶下',
        action: '打開前面板，取出異物後按重設',
      },
    });
    const english = await alerts(watcher.token, { kid: kiosk.kid });
    expect(english.body.data.rows[0].error).toMatchObject({
      description: 'Conveyor belt jammed',
      action: 'Open the front panel, remove the object and press Reset',
    });

    const cleared = await t.call('POST', '/api/kiosk/alarm/clear', { token: watcher.token, body: { id: first.id } });
    expect(cleared.body.data).toMatchObject({
      active: false,
      clearedByName: watcher.loginId,
      clearedAt: expect.any(String),
    });
    const again = await raise(kiosk, 'BELT_JAM');
    expect(again.raised).toBe(true);
    expect(again.id).not.toBe(first.id);
    const all = await alerts(watcher.token, { kid: kiosk.kid });
    expect(all.body.data).toMatchObject({ total: 2, activeCount: 1 });
    expect(
      (await alerts(watcher.token, { kid: kiosk.kid, active: false })).body.data.rows.map(
        (row: { id: number }) => row.id,
      ),
    ).toEqual([first.id]);
  });

  it('acknowledges once, naming who and when, with an audit entry and an activity entry', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const { id } = await raise(kiosk, 'DOOR_OPEN');
    const acked = await t.call('POST', '/api/kiosk/alarm/acknowledge', { token: watcher.token, body: { id } });
    expect(acked.body.data).toMatchObject({
      acknowledgedByName: watcher.loginId,
      acknowledgedAt: expect.any(String),
      active: true,
    });
    const twice = await t.call('POST', '/api/kiosk/alarm/acknowledge', {
      token: watcher.token,
      body: { id },
      lang: 'zh_CN',
    });
    expect(twice.body).toMatchObject({ code: ErrorCode.AlarmAlreadyAcknowledged, message: '此警报已被确认' });
    expect((await alerts(watcher.token, { kid: kiosk.kid, acknowledged: true })).body.data.total).toBe(1);
    expect((await alerts(watcher.token, { kid: kiosk.kid, acknowledged: false })).body.data.total).toBe(0);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'update', tid: tenantA });
    expect(entry!.columns).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'acknowledgedBy', newValue: watcher.loginId })]),
    );
    const kinds = (await t.db.select().from(kioskActivity).where(eq(kioskActivity.kioskId, kiosk.id))).map(
      (row) => row.kind,
    );
    expect(kinds).toEqual(['alarmRaised', 'alarmAcknowledged']);
  });

  it("ends a fault's downtime when staff clear its last fault alarm, and refuses to clear twice", async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA, kioskType: 1 });
    const camera = await raise(kiosk, 'CAMERA_FAULT', { errorCode: 'E201' });
    const door = await raise(kiosk, 'DOOR_OPEN', { errorCode: 'E202' });
    await raise(kiosk, 'BIN_NEAR_FULL');
    await t.db.transaction((tx) => startDowntime(tx, kiosk.id, 'fault', new Date(Date.now() - 60_000)));
    const openFault = async () =>
      (
        await t.db
          .select()
          .from(kioskDowntime)
          .where(and(eq(kioskDowntime.kioskId, kiosk.id), eq(kioskDowntime.cause, 'fault')))
      )[0]!.endedAt;

    await t.call('POST', '/api/kiosk/alarm/clear', { token: watcher.token, body: { id: camera.id } });
    expect(await openFault()).toBeNull();
    await t.call('POST', '/api/kiosk/alarm/clear', { token: watcher.token, body: { id: door.id } });
    // The near-full warning left active is no fault.
    expect(await openFault()).not.toBeNull();

    const twice = await t.call('POST', '/api/kiosk/alarm/clear', { token: watcher.token, body: { id: door.id } });
    expect(twice.body.code).toBe(ErrorCode.AlarmAlreadyCleared);
    expect((await audits(door.id)).map((entry) => entry.columns.map((column) => column.name).sort())).toEqual([
      ['active', 'clearedAt', 'clearedBy'],
    ]);
  });

  it('lists and adds comments, oldest first, audited', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const { id } = await raise(kiosk, 'SPRAY_LOW');
    await t.call('POST', '/api/kiosk/alarm/comment', {
      token: watcher.token,
      body: { id, text: 'Technician on the way' },
    });
    const answer = await t.call('POST', '/api/kiosk/alarm/comment', { token: admin, body: { id, text: 'Refilled' } });
    expect(
      answer.body.data.map((comment: { text: string; userName: string }) => [comment.text, comment.userName]),
    ).toEqual([
      ['Technician on the way', watcher.loginId],
      ['Refilled', 'admin'],
    ]);
    const listed = await t.call('GET', `/api/kiosk/alarm/comments?id=${id}`, { token: watcher.token });
    expect(listed.body.data).toHaveLength(2);
    expect((await alerts(watcher.token, { kid: kiosk.kid })).body.data.rows[0].commentCount).toBe(2);
    const empty = await t.call('POST', '/api/kiosk/alarm/comment', { token: watcher.token, body: { id, text: '  ' } });
    expect(empty.status).toBe(400);
    expect((await audits(id)).map((entry) => entry.columns[0]!.newValue)).toEqual([
      'Technician on the way',
      'Refilled',
    ]);
  });

  it('finds the alarms of a batch', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    await raise(kiosk, 'BELT_JAM', { batchId: 'B-777' });
    await raise(kiosk, 'DOOR_OPEN', { batchId: 'B-777' });
    await raise(kiosk, 'SPRAY_LOW', { batchId: 'B-778' });
    const batch = await t.call('GET', '/api/kiosk/getalertbybatchid/B-777', { token: watcher.token });
    expect(batch.body.data.map((row: { typeCode: string }) => row.typeCode).sort()).toEqual(['BELT_JAM', 'DOOR_OPEN']);
  });

  it('filters by tenant, type, kiosk type and time', async () => {
    const rvm = await createKiosk(t.db, { tid: tenantA, kioskType: 0 });
    const bin = await createKiosk(t.db, { tid: tenantA, kioskType: 2 });
    await raise(rvm, 'BIN_FULL', { at: new Date('2026-01-05T10:00:00Z') });
    await raise(bin, 'BIN_FULL', { at: new Date('2026-01-06T10:00:00Z') });
    const range = { from: '2026-01-05T00:00:00Z', to: '2026-01-06T23:59:59Z' };
    expect((await alerts(watcher.token, { typeCode: 'BIN_FULL', ...range })).body.data.total).toBe(2);
    expect(
      (await alerts(watcher.token, { typeCode: 'BIN_FULL', kioskType: 2, ...range })).body.data.rows.map(
        (row: { kid: string }) => row.kid,
      ),
    ).toEqual([bin.kid]);
    expect((await alerts(watcher.token, { ...range, from: '2026-01-06T00:00:00Z' })).body.data.total).toBe(1);
    expect((await alerts(admin, { tid: tenantB, ...range })).body.data.total).toBe(0);
  });
});

describe('alarm scope', () => {
  it("keeps another tenant's alarms out of every call (1004), refusing callers without the action (1003)", async () => {
    const foreign = await createKiosk(t.db, { tid: tenantB });
    const { id } = await raise(foreign, 'DOOR_OPEN', { batchId: 'B-FOREIGN' });
    expect((await alerts(watcher.token, { kioskId: foreign.id })).body.data).toMatchObject({
      total: 0,
      activeCount: 0,
    });
    expect((await t.call('GET', '/api/kiosk/getalertbybatchid/B-FOREIGN', { token: watcher.token })).body.data).toEqual(
      [],
    );
    for (const path of ['/api/kiosk/alarm/acknowledge', '/api/kiosk/alarm/clear']) {
      expect((await t.call('POST', path, { token: watcher.token, body: { id } })).body.code).toBe(ErrorCode.OutOfScope);
    }
    expect(
      (await t.call('POST', '/api/kiosk/alarm/comment', { token: watcher.token, body: { id, text: 'x' } })).body.code,
    ).toBe(ErrorCode.OutOfScope);
    expect((await t.call('GET', `/api/kiosk/alarm/comments?id=${id}`, { token: watcher.token })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    const [row] = await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.id, id));
    expect(row).toMatchObject({ active: true, acknowledgedAt: null });
    expect((await t.call('POST', '/api/kiosk/alarm/clear', { token: admin, body: { id: 999_999 } })).body.code).toBe(
      ErrorCode.NotFound,
    );

    const { token: readOnly } = await signInAs(t, { actions: [kioskAlertActions.view], tid: tenantB });
    expect((await alerts(readOnly, {})).body.data.total).toBeGreaterThan(0);
    for (const path of ['/api/kiosk/alarm/acknowledge', '/api/kiosk/alarm/clear']) {
      expect((await t.call('POST', path, { token: readOnly, body: { id } })).body.code).toBe(ErrorCode.MissingAction);
    }
    expect(
      (await t.call('POST', '/api/kiosk/alarm/comment', { token: readOnly, body: { id, text: 'x' } })).body.code,
    ).toBe(ErrorCode.MissingAction);
    const { token: none } = await signInAs(t, { actions: [kioskOpsActions.reboot], tid: tenantB });
    expect((await alerts(none, {})).body.code).toBe(ErrorCode.MissingAction);
    expect((await t.call('GET', '/api/kiosk/getalertbybatchid/B-FOREIGN', { token: none })).body.code).toBe(
      ErrorCode.MissingAction,
    );
    expect((await t.call('GET', `/api/kiosk/alarm/comments?id=${id}`, { token: none })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

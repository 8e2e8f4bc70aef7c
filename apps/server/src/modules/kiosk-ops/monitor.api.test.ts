import {
  activityHistoryActions,
  ErrorCode,
  kioskErrorCodeActions,
  kioskHeartbeatsActions,
  ResourceType,
} from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { jobRun } from '../../platform/jobs/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoAlertTypes } from '../alert-type/demo.js';
import { alertType } from '../alert-type/tables.js';
import { KIOSK_LIVE_CHANNEL } from '../device/live-notify.js';
import { kioskHeartbeat, kioskState } from '../device/tables.js';
import { seedDemoErrorCodes } from './demo.js';
import { createKiosk, createTenant } from './fixtures.js';
import { sweepOffline } from './jobs.js';
import { kioskActivity, kioskAlarm, kioskDowntime } from './tables.js';
import { writeKioskStates } from '../../test/kiosk-states.js';

let t: TestApp;
let admin: string;
let tenantA: number;
let tenantB: number;
let viewer: string;
const notifications: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.db.transaction(async (tx) => {
    await seedDemoAlertTypes(tx);
    await seedDemoErrorCodes(tx);
  });
  tenantA = await createTenant(t.db);
  tenantB = await createTenant(t.db);
  viewer = (await signInAs(t, { actions: [kioskHeartbeatsActions.view, activityHistoryActions.view], tid: tenantA }))
    .token;
  await t.deps.database.listen(
    KIOSK_LIVE_CHANNEL,
    (payload) => notifications.push(payload),
    () => {},
  );
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const live = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('POST', '/api/kiosk/getKioskHeartBeats', { token, body, lang });

describe('offline detection', () => {
  it('marks overdue kiosks offline: activity entry, offline downtime, an OFFLINE alarm, one notification', async () => {
    const silent = await createKiosk(t.db, { tid: tenantA });
    const patient = await createKiosk(t.db, { tid: tenantA, settings: { offlineAfterSeconds: 600 } });
    const lively = await createKiosk(t.db, { tid: tenantA });
    await writeKioskStates(t.db, [{ kioskId: silent.id, at: minutesAgo(4) }]);
    await writeKioskStates(t.db, [{ kioskId: patient.id, at: minutesAgo(4) }]);
    await writeKioskStates(t.db, [{ kioskId: lively.id, at: minutesAgo(1) }]);
    const seqBefore = (await t.db.select().from(kioskState).where(eq(kioskState.kioskId, silent.id)))[0]!.seq;
    // The set-up's own announcements reach the listener asynchronously: let the last one arrive first.
    const lastSetUpSeq = String(
      (await t.db.select().from(kioskState).where(eq(kioskState.kioskId, lively.id)))[0]!.seq,
    );
    await expect.poll(() => notifications).toContain(lastSetUpSeq);
    notifications.length = 0;

    expect(await sweepOffline(t.db)).toEqual([silent.id]);
    const states = await t.db.select().from(kioskState);
    const stateOf = (id: number) => states.find((row) => row.kioskId === id)!;
    expect([stateOf(silent.id).online, stateOf(patient.id).online, stateOf(lively.id).online]).toEqual([
      false,
      true,
      true,
    ]);
    expect(stateOf(silent.id).seq).toBeGreaterThan(seqBefore);
    const [alarm] = await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.kioskId, silent.id));
    expect(alarm).toMatchObject({ typeCode: 'OFFLINE', active: true, tid: tenantA });
    const [downtime] = await t.db.select().from(kioskDowntime).where(eq(kioskDowntime.kioskId, silent.id));
    expect(downtime).toMatchObject({ cause: 'offline', endedAt: null });
    const kinds = (await t.db.select().from(kioskActivity).where(eq(kioskActivity.kioskId, silent.id))).map(
      (row) => row.kind,
    );
    expect(kinds.sort()).toEqual(['alarmRaised', 'offline']);
    await expect.poll(() => notifications).toEqual([String(stateOf(silent.id).seq)]);

    // Nothing new to sweep: no write, no notification.
    expect(await sweepOffline(t.db)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notifications).toHaveLength(1);
  });

  it('runs the sweep on its own once the app is ready, as the kiosk watch job', async () => {
    const quick = await createTestApp({ config: { jobs: true, offlineSweepSeconds: 0.2 } });
    try {
      const tid = await createTenant(quick.db);
      const kiosk = await createKiosk(quick.db, { tid });
      await writeKioskStates(quick.db, [{ kioskId: kiosk.id, at: minutesAgo(5) }]);
      await expect
        .poll(
          async () => (await quick.db.select().from(kioskState).where(eq(kioskState.kioskId, kiosk.id)))[0]!.online,
          // The watch's schedule is read within 10 s of the start; its run is queued and fetched within 2 s each.
          { timeout: 30_000 },
        )
        .toBe(false);
      const [run] = await quick.db.select().from(jobRun).where(eq(jobRun.name, 'kiosk.watch'));
      expect(run).toMatchObject({ trigger: 'schedule', attempt: 1, instance: expect.stringContaining(':') });
    } finally {
      await quick.close();
    }
  });
});

describe('latest state, heartbeats and activity', () => {
  it('lists the latest state of the kiosks in reach, with error texts, status counts and filters', async () => {
    const tid = await createTenant(t.db);
    const { token } = await signInAs(t, { actions: [kioskHeartbeatsActions.view], tid });
    const full = await createKiosk(t.db, { tid, kid: 'LIVE-FULL', kioskType: 0 });
    const down = await createKiosk(t.db, { tid, kid: 'LIVE-DOWN', kioskType: 2 });
    await createKiosk(t.db, { tid, kid: 'LIVE-NEW', kioskType: 1 });
    await writeKioskStates(t.db, [
      {
        kioskId: full.id,
        state: 2,
        bins: [{ bin: 1, material: 'PET', weightKg: 12.5, depthPct: 97 }],
        errorCodes: ['E102', 'X999'],
      },
    ]);
    await writeKioskStates(t.db, [{ kioskId: down.id, manualDown: true }]);
    await createKiosk(t.db, { tid: tenantB, kid: 'LIVE-FOREIGN' });

    const all = await live(token, {}, 'zh_HK');
    expect(all.body.data.rows.map((row: { kid: string; status: string }) => [row.kid, row.status])).toEqual([
      ['LIVE-DOWN', 'manualDown'],
      ['LIVE-FULL', 'state2'],
      ['LIVE-NEW', 'noHeartbeat'],
    ]);
    expect(all.body.data.counts).toMatchObject({ state2: 1, manualDown: 1, noHeartbeat: 1, offline: 0 });
    const fullRow = all.body.data.rows[1];
    expect(fullRow).toMatchObject({
      bins: [{ bin: 1, depthPct: 97 }],
      online: true,
      lastHeartbeatAt: expect.any(String),
    });
    expect(fullRow.errors).toEqual([
      {
        code: 'E102',
        description: '膠樽回收箱已滿',
        reason: '回收箱已達重量或深度上限',
        action: '清空回收箱並關緊機門',
      },
      { code: 'X999', description: null, reason: null, action: null },
    ]);
    expect(all.body.data.rows[2]).toMatchObject({
      lastHeartbeatAt: null,
      state: null,
      online: null,
      manualDown: false,
      bins: [],
      errors: [],
    });

    expect((await live(token, { status: 'state2' })).body.data.rows.map((row: { kid: string }) => row.kid)).toEqual([
      'LIVE-FULL',
    ]);
    expect((await live(token, { kids: ['live-new', 'LIVE-DOWN'] })).body.data.total).toBe(2);
    expect((await live(token, { kioskType: 2 })).body.data.rows.map((row: { kid: string }) => row.kid)).toEqual([
      'LIVE-DOWN',
    ]);
    expect((await live(token, { kids: ['LIVE-FOREIGN'] })).body.data.total).toBe(0);
    expect((await live(admin, { kids: ['LIVE-FOREIGN'] })).body.data.total).toBe(1);
  });

  it("shows a kiosk's heartbeat history newest first, by time range, and refuses a kiosk out of reach", async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const foreign = await createKiosk(t.db, { tid: tenantB });
    await t.db.insert(kioskHeartbeat).values(
      [1, 2, 3, 4].map((hour) => ({
        kioskId: kiosk.id,
        receivedAt: new Date(`2026-02-01T0${hour}:00:00Z`),
        sentAt: new Date(`2026-02-01T0${hour}:00:00Z`),
        state: hour === 4 ? 1 : 0,
      })),
    );
    const page = await t.call('POST', '/api/kiosk/heartbeatPage', {
      token: viewer,
      body: { kid: kiosk.kid, pageSize: 2 },
    });
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.rows.map((row: { receivedAt: string }) => row.receivedAt)).toEqual([
      '2026-02-01T04:00:00.000Z',
      '2026-02-01T03:00:00.000Z',
    ]);
    const ranged = await t.call('POST', '/api/kiosk/heartbeatPage', {
      token: viewer,
      body: { id: kiosk.id, from: '2026-02-01T01:30:00Z', to: '2026-02-01T03:30:00Z' },
    });
    expect(ranged.body.data.total).toBe(2);
    expect(
      (await t.call('POST', '/api/kiosk/heartbeatPage', { token: viewer, body: { id: kiosk.id, state: 1 } })).body.data
        .total,
    ).toBe(1);
    expect(
      (await t.call('POST', '/api/kiosk/heartbeatPage', { token: viewer, body: { id: foreign.id } })).body.code,
    ).toBe(ErrorCode.OutOfScope);
    expect((await t.call('POST', '/api/kiosk/heartbeatPage', { token: viewer, body: {} })).status).toBe(400);
  });

  it('lists activity by kiosk, kind and time, in reach only', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const foreign = await createKiosk(t.db, { tid: tenantB });
    await t.db.insert(kioskActivity).values([
      {
        kioskId: kiosk.id,
        tid: tenantA,
        kind: 'stateChanged',
        detail: { from: 0, to: 1 },
        at: new Date('2026-02-02T01:00:00Z'),
      },
      { kioskId: kiosk.id, tid: tenantA, kind: 'offline', detail: {}, at: new Date('2026-02-02T02:00:00Z') },
      { kioskId: foreign.id, tid: tenantB, kind: 'offline', detail: {}, at: new Date('2026-02-02T02:00:00Z') },
    ]);
    const history = (body: Record<string, unknown>) =>
      t.call('POST', '/api/kiosk/getActivityHistory', { token: viewer, body });
    expect((await history({ kid: kiosk.kid })).body.data.rows.map((row: { kind: string }) => row.kind)).toEqual([
      'offline',
      'stateChanged',
    ]);
    expect((await history({ kid: kiosk.kid, kind: 'stateChanged' })).body.data.rows[0].detail).toEqual({
      from: 0,
      to: 1,
    });
    // An alarm's entry names its type in the caller's language.
    await t.db
      .insert(alertType)
      .values({ code: 'LID_OPEN', name: 'Lid open', nameCht: '蓋子未關', nameChs: '盖子未关', level: 2 });
    await t.db.insert(kioskActivity).values({
      kioskId: kiosk.id,
      tid: tenantA,
      kind: 'alarmRaised',
      detail: { typeCode: 'LID_OPEN' },
      at: new Date('2026-02-02T03:00:00Z'),
    });
    const raised = await t.call('POST', '/api/kiosk/getActivityHistory', {
      token: viewer,
      lang: 'zh_HK',
      body: { kid: kiosk.kid, kind: 'alarmRaised' },
    });
    expect(raised.body.data.rows[0]).toMatchObject({ detail: { typeCode: 'LID_OPEN' }, typeName: '蓋子未關' });
    expect((await history({ kid: kiosk.kid, kind: 'offline' })).body.data.rows[0].typeName).toBeNull();
    expect((await history({ kioskId: kiosk.id, to: '2026-02-02T01:30:00Z' })).body.data.total).toBe(1);
    expect((await history({ kioskId: foreign.id })).body.data.total).toBe(0);
    const { token: none } = await signInAs(t, { actions: [kioskHeartbeatsActions.view], tid: tenantA });
    expect((await t.call('POST', '/api/kiosk/getActivityHistory', { token: none, body: {} })).body.code).toBe(
      ErrorCode.MissingAction,
    );
    const { token: blind } = await signInAs(t, { actions: [activityHistoryActions.view], tid: tenantA });
    expect((await live(blind, {})).body.code).toBe(ErrorCode.MissingAction);
    expect((await t.call('POST', '/api/kiosk/heartbeatPage', { token: blind, body: { id: kiosk.id } })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

describe('availability', () => {
  it('answers each kiosk its up share, technical and capacity downtime over a period', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA, kid: 'AVAIL-1' });
    await t.db.insert(kioskDowntime).values([
      {
        kioskId: kiosk.id,
        cause: 'fault',
        kind: 1,
        startedAt: new Date('2026-01-10T01:00:00Z'),
        endedAt: new Date('2026-01-10T03:00:00Z'),
      },
      {
        kioskId: kiosk.id,
        cause: 'offline',
        kind: 1,
        startedAt: new Date('2026-01-10T02:00:00Z'),
        endedAt: new Date('2026-01-10T04:00:00Z'),
      },
      {
        kioskId: kiosk.id,
        cause: 'full',
        kind: 2,
        startedAt: new Date('2026-01-10T12:00:00Z'),
        endedAt: new Date('2026-01-10T18:00:00Z'),
      },
      {
        kioskId: kiosk.id,
        cause: 'manual',
        kind: 1,
        startedAt: new Date('2026-01-09T22:00:00Z'),
        endedAt: new Date('2026-01-10T00:30:00Z'),
      },
    ]);
    const answer = await t.call('POST', '/api/kiosk/availability', {
      token: viewer,
      body: { kids: ['avail-1'], from: '2026-01-10T00:00:00Z', to: '2026-01-11T00:00:00Z' },
    });
    expect(answer.body.data).toEqual([
      {
        kioskId: kiosk.id,
        kid: 'AVAIL-1',
        from: '2026-01-10T00:00:00.000Z',
        to: '2026-01-11T00:00:00.000Z',
        periodMinutes: 1440,
        upMinutes: 1440 - 30 - 180 - 360,
        upShare: 0.6042,
        technicalMinutes: 210,
        capacityMinutes: 360,
        byCause: { fault: 120, offline: 120, manual: 30, full: 360 },
      },
    ]);
  });

  it('refuses a period ending before it starts or too long, and kiosks out of reach', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const foreign = await createKiosk(t.db, { tid: tenantB });
    const call = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
      t.call('POST', '/api/kiosk/availability', { token, body, lang });
    const backwards = await call(
      viewer,
      { kioskIds: [kiosk.id], from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      'zh_HK',
    );
    expect(backwards.body).toMatchObject({
      code: ErrorCode.PeriodInvalid,
      data: { fields: [{ field: 'to', message: '期間的結束時間須遲於開始時間，且不可超過 366 日' }] },
    });
    expect(
      (await call(viewer, { kioskIds: [kiosk.id], from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).body
        .code,
    ).toBe(ErrorCode.PeriodInvalid);
    expect((await call(viewer, { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' })).status).toBe(400);
    expect(
      (
        await call(viewer, {
          kioskIds: [kiosk.id, foreign.id],
          from: '2026-01-01T00:00:00Z',
          to: '2026-01-02T00:00:00Z',
        })
      ).body.code,
    ).toBe(ErrorCode.OutOfScope);
    expect(
      (await call(admin, { kioskIds: [999_999], from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' })).body.code,
    ).toBe(ErrorCode.NotFound);
    const { token: none } = await signInAs(t, { actions: [activityHistoryActions.view], tid: tenantA });
    expect(
      (await call(none, { kioskIds: [kiosk.id], from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' })).body.code,
    ).toBe(ErrorCode.MissingAction);
  });
});

describe('kiosk error code catalogue', () => {
  it('is read by its viewers and changed, audited, only by access-all-data callers', async () => {
    const created = await t.call('POST', '/api/kioskErrorCode', {
      token: admin,
      body: {
        code: 'E401',
        kioskType: 0,
        alertTypeCode: 'BELT_JAM',
        description: 'Gate motor stalled',
        descriptionCht: '閘門馬達停轉',
        reason: 'Obstruction',
        action: 'Clear the gate',
      },
    });
    expect(created.body.data).toMatchObject({ code: 'E401', descriptionChs: '', alertTypeCode: 'BELT_JAM' });
    const id = created.body.data.id;
    expect(
      (await t.call('POST', '/api/kioskErrorCode', { token: admin, body: { code: 'E401', description: 'Again' } })).body
        .code,
    ).toBe(ErrorCode.CodeTaken);
    expect(
      (await t.call('PUT', '/api/kioskErrorCode', { token: admin, body: { id, actionChs: '清理闸门' } })).body.data
        .actionChs,
    ).toBe('清理闸门');
    const page = await t.call('POST', '/api/kioskErrorCode/page', { token: admin, body: { keyword: 'gate' } });
    expect(page.body.data.rows.map((row: { code: string }) => row.code)).toEqual(['E401']);
    expect(
      (await t.call('POST', '/api/kioskErrorCode/page', { token: admin, body: { kioskType: 2 } })).body.data.total,
    ).toBe(3);

    const { token } = await signInAs(t, { actions: Object.values(kioskErrorCodeActions), tid: tenantA });
    expect((await t.call('POST', '/api/kioskErrorCode/page', { token, body: {} })).body.data.total).toBeGreaterThan(10);
    expect(
      (await t.call('PUT', '/api/kioskErrorCode', { token, body: { id, description: 'Changed' } })).body.code,
    ).toBe(ErrorCode.OutOfScope);
    expect((await t.call('DELETE', `/api/kioskErrorCode/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await t.call('DELETE', `/api/kioskErrorCode/${id}`, { token: admin })).body.code).toBe(200);
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.KioskErrorCode), eq(sysAuditLog.recordId, String(id))));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });
});

import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  REJECTIONS_ALERT_TYPE,
  ResourceType,
  rejectionAlertActions,
  type RejectionCountRow,
  type RejectionThreshold,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { queryRows } from '../../platform/db/client.js';
import { message } from '../../platform/outbox/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { alertRuleState, alertSetting } from '../alert-setting/tables.js';
import { notifyAlerts } from '../alert-setting/notifier.js';
import { alertType } from '../alert-type/tables.js';
import { kioskActivity, kioskAlarm } from '../kiosk-ops/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { clearQuietKiosks } from './alarm.js';
import { deleteExpiredRejections } from './retention.js';
import { kioskRejection, rejectionThreshold } from './tables.js';

let t: TestApp;
let admin: string;
let smartA: TestKiosk;
let smartA2: TestKiosk;
let smartB: TestKiosk;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1 } });
  [smartA, smartA2] = await seedKiosks(t.db, 2, { tid: 1, kioskType: 1, prefix: 'REJ-A-' });
  [smartB] = await seedKiosks(t.db, 1, { tid: 2, kioskType: 1, prefix: 'REJ-B-' });
  await t.db.insert(kioskMaterialType).values([
    { code: 'GLASS', materialName: 'Glass' },
    { code: 'PLASTIC', materialName: 'Plastic' },
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(kioskRejection);
  await t.db.delete(kioskAlarm);
  await t.db.delete(kioskActivity);
  await t.db.delete(alertSetting);
  await t.db.delete(alertRuleState);
  await t.db.delete(message);
  await t.db.delete(rejectionThreshold).where(sql`${rejectionThreshold.tid} is not null`);
  await t.db.update(rejectionThreshold).set({ count: 20, windowMinutes: 60 });
});

const rejection = (values: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  at: new Date().toISOString(),
  reason: 'WRONG_MATERIAL',
  material: 'glass',
  ...values,
});
const report = (who: TestKiosk, rejections: unknown[], lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/device/rejections', { body: { rejections }, lang, headers: { authorization: who.auth } });
const many = (count: number, values: Record<string, unknown> = {}) =>
  Array.from({ length: count }, () => rejection(values));
const stored = () => t.db.select().from(kioskRejection);
const openAlarms = () =>
  t.db
    .select()
    .from(kioskAlarm)
    .where(and(eq(kioskAlarm.typeCode, REJECTIONS_ALERT_TYPE), eq(kioskAlarm.active, true)));
const setThreshold = (token: string, body: unknown, lang?: 'en_US' | 'zh_HK' | 'zh_CN') =>
  t.call('PUT', '/api/rejectionAlert/threshold', { token, body, lang });
const period = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 3_600_000).toISOString(),
});

async function tenantAdmin(tid: number, values: { mid?: number } = {}) {
  const role = await t.createRole({ actions: Object.values(rejectionAlertActions) });
  const user = await t.createUser({ roleIds: [role.id], tid, mid: values.mid ?? null });
  return t.login(user.loginId, user.password);
}

describe('POST /api/device/rejections', () => {
  it('records each uuid exactly once: a replayed batch changes nothing and says none was new', async () => {
    const batch = [...many(3), rejection({ reason: 'UNRECOGNISED', material: undefined, barcode: '4891234567890' })];
    const first = await report(smartA, batch);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: 4, recorded: 4, alarmRaised: false });
    const replay = await report(smartA, batch);
    expect(replay.body.data).toEqual({ received: 4, recorded: 0, alarmRaised: false });
    // Half old, half new: only the new ones count; a uuid twice in one batch counts once.
    const fresh = rejection();
    const mixed = await report(smartA, [batch[0], fresh, fresh]);
    expect(mixed.body.data).toMatchObject({ received: 3, recorded: 1 });
    const rows = await stored();
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.kioskId === smartA.id && row.tid === 1)).toBe(true);
    // The catalogue's spelling of the material is stored.
    expect(rows.filter((row) => row.material === 'GLASS')).toHaveLength(4);
    expect(rows.find((row) => row.reason === 'UNRECOGNISED')).toMatchObject({
      material: null,
      barcode: '4891234567890',
    });
  });

  it('refuses a bad batch whole, with a clear error in the caller’s language, and records nothing', async () => {
    const cases: [unknown[], number, RegExp][] = [
      [[rejection({ reason: 'BROKEN' })], ErrorCode.BadRequest, /reason/],
      [[rejection({ material: 'WOOD' })], ErrorCode.UnknownMaterial, /WOOD/],
      [[rejection(), rejection({ at: new Date(Date.now() - 25 * 3_600_000).toISOString() })], 2035, /時鐘/],
      [[rejection({ at: new Date(Date.now() + 10 * 60_000).toISOString() })], 2035, /時鐘/],
      [[rejection({ barcode: 'abc\u0000' })], ErrorCode.BadRequest, /barcode/],
      [[], ErrorCode.BadRequest, /rejections/],
      [many(501), ErrorCode.BadRequest, /rejections/],
      [[rejection({ uuid: 'not-a-uuid' })], ErrorCode.BadRequest, /uuid/],
    ];
    for (const [batch, code, text] of cases) {
      const answer = await report(smartA, batch, 'zh_HK');
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code).toBe(code);
      expect(JSON.stringify(answer.body)).toMatch(text);
    }
    expect(await stored()).toEqual([]);
    const unauthenticated = await t.call('POST', '/api/device/rejections', { body: { rejections: [rejection()] } });
    expect(unauthenticated.body.code).toBe(ErrorCode.DeviceAuthFailed);
  });
});

describe('the rejection alarm', () => {
  it('is raised once, by the rejection reaching the threshold, in the transaction recording it', async () => {
    expect((await setThreshold(admin, { tid: 1, count: 5, windowMinutes: 30 })).body.code).toBe(200);
    // Older than the window: these do not count.
    await report(smartA, many(3, { at: new Date(Date.now() - 45 * 60_000).toISOString() }));
    expect((await report(smartA, many(4))).body.data).toMatchObject({ recorded: 4, alarmRaised: false });
    expect(await openAlarms()).toEqual([]);
    const crossing = await report(smartA, many(1));
    expect(crossing.body.data).toEqual({ received: 1, recorded: 1, alarmRaised: true });
    const [alarm] = await openAlarms();
    expect(alarm).toMatchObject({ kioskId: smartA.id, tid: 1, occurrences: 1 });
    expect(alarm!.message).toBe('5 rejections within 30 minutes (threshold 5)');
    // Written with the rejection that crossed the threshold: the same transaction's clock.
    const [latest] = await queryRows<{ received_at: string }>(
      t.db,
      sql`select max(received_at)::text as received_at from kiosk_rejection`,
    );
    expect(alarm!.raisedAt.getTime()).toBe(new Date(latest!.received_at).getTime());
    // No second alarm while it is open; other kiosks count on their own.
    expect((await report(smartA, many(3))).body.data).toMatchObject({ recorded: 3, alarmRaised: false });
    expect(await report(smartA2, many(4)).then((answer) => answer.body.data.alarmRaised)).toBe(false);
    expect(await openAlarms()).toHaveLength(1);
    expect((await openAlarms())[0]!.occurrences).toBe(1);
    const activity = await t.db.select().from(kioskActivity).where(eq(kioskActivity.kind, 'alarmRaised'));
    expect(activity.map((entry) => entry.kioskId)).toEqual([smartA.id]);
  });

  it('follows the platform default for a tenant without a threshold of its own', async () => {
    await setThreshold(admin, { tid: null, count: 3, windowMinutes: 10 });
    expect((await report(smartB, many(2))).body.data.alarmRaised).toBe(false);
    expect((await report(smartB, many(1))).body.data.alarmRaised).toBe(true);
  });

  it('is cleared by the job once the count within the window falls below the threshold', async () => {
    await setThreshold(admin, { tid: 1, count: 3, windowMinutes: 10 });
    await report(smartA, many(3));
    await report(smartA2, many(3));
    expect(await openAlarms()).toHaveLength(2);
    // Still over: nothing cleared.
    expect(await clearQuietKiosks(t.db)).toEqual([]);
    // One kiosk's rejections age out of the window.
    await t.db
      .update(kioskRejection)
      .set({ at: sql`${kioskRejection.at} - interval '11 minutes'` })
      .where(eq(kioskRejection.kioskId, smartA.id));
    expect(await clearQuietKiosks(t.db)).toEqual([smartA.id]);
    expect((await openAlarms()).map((alarm) => alarm.kioskId)).toEqual([smartA2.id]);
    const [cleared] = await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.kioskId, smartA.id));
    expect(cleared).toMatchObject({ active: false, clearedBy: null });
    // A raised threshold clears the other at the next run.
    await setThreshold(admin, { tid: 1, count: 10, windowMinutes: 10 });
    expect(await clearQuietKiosks(t.db)).toEqual([smartA2.id]);
    // And a new burst raises a new alarm.
    expect((await report(smartA, many(10))).body.data.alarmRaised).toBe(true);
  });

  it('tells the receivers of an alert setting for the type, through the outbox', async () => {
    await t.db.update(alertType).set({ level: 2 }).where(eq(alertType.code, REJECTIONS_ALERT_TYPE));
    const created = await t.call('POST', '/api/alertSetting', {
      token: admin,
      body: {
        name: 'Rejections',
        tid: 1,
        method: 'EMAIL',
        receiverAddresses: ['sorting@tenant-one.example'],
        intervalMinutes: 10,
        alertTypes: [REJECTIONS_ALERT_TYPE],
        lang: 'en_US',
      },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    await setThreshold(admin, { tid: 1, count: 2, windowMinutes: 10 });
    await report(smartA, many(2));
    await notifyAlerts(t.db, { channels: t.deps.channels, publicUrl: 'http://srd.test' });
    const sent = await t.db.select().from(message);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', event: 'alarm.raised', recipient: 'sorting@tenant-one.example' });
    expect(sent[0]!.body).toContain('REJ-A-1');
    expect(sent[0]!.body).toContain('Too many rejected items');
  });
});

describe('the threshold', () => {
  it('is read with what it inherits, set per tenant with an audit entry, and never under 10 minutes', async () => {
    const token = await tenantAdmin(1);
    const inherited = await t.call('GET', '/api/rejectionAlert/threshold', { token });
    expect(inherited.body.data).toMatchObject({ tid: 1, count: 20, windowMinutes: 60, inherited: true });
    const saved = await setThreshold(token, { tid: 1, count: 8, windowMinutes: 15 });
    expect(saved.body.data).toMatchObject({ tid: 1, count: 8, windowMinutes: 15, inherited: false });
    expect((saved.body.data as RejectionThreshold).updatedByName).toMatch(/^user-/);
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(eq(sysAuditLog.resTypeId, ResourceType.RejectionThreshold));
    expect(entry).toMatchObject({ action: 'create', tid: 1 });
    expect((await setThreshold(token, { tid: 1, count: 9, windowMinutes: 15 })).body.code).toBe(200);

    const refused = await setThreshold(token, { tid: 1, count: 9, windowMinutes: 5 }, 'zh_HK');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('windowMinutes');
    expect(JSON.stringify(refused.body)).toContain('不可小於 10');
    const own = await t.db.select().from(rejectionThreshold).where(eq(rejectionThreshold.tid, 1));
    expect(own.map((row) => [row.count, row.windowMinutes])).toEqual([[9, 15]]);
  });

  it('cannot be read or changed for another tenant, nor the platform default, by a tenant admin', async () => {
    const token = await tenantAdmin(1);
    expect((await t.call('GET', '/api/rejectionAlert/threshold?tid=2', { token })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    for (const tid of [2, null]) {
      const answer = await setThreshold(token, { tid, count: 1, windowMinutes: 10 });
      expect(answer.body.code).toBe(ErrorCode.OutOfScope);
    }
    // A merchant's admin reads the tenant's threshold but cannot change it.
    const merchantToken = await tenantAdmin(1, { mid: 3 });
    expect((await t.call('GET', '/api/rejectionAlert/threshold', { token: merchantToken })).body.data.tid).toBe(1);
    expect((await setThreshold(merchantToken, { tid: 1, count: 1, windowMinutes: 10 })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect(await t.db.select().from(rejectionThreshold)).toHaveLength(1);
  });
});

describe('the lists', () => {
  it('count per kiosk and hour or day, by reason, with the open alarm, only of the caller’s kiosks', async () => {
    await setThreshold(admin, { tid: 1, count: 3, windowMinutes: 10 });
    await report(smartA, [...many(2), rejection({ reason: 'CONTAMINATED' })]);
    await report(smartA, many(2, { at: new Date(Date.now() - 3 * 3_600_000).toISOString() }));
    await report(smartB, many(4, { reason: 'OVERSIZED', material: undefined }));
    const page = (token: string, body: Record<string, unknown> = {}) =>
      t.call('POST', '/api/rejectionAlert/page', { token, body: { ...period(), ...body } });

    const everything = await page(admin, { bucket: 'hour' });
    const rows = everything.body.data.rows as RejectionCountRow[];
    expect(everything.body.data.total).toBe(3);
    const latestA = rows.find((row) => row.kioskId === smartA.id && row.total === 3)!;
    expect(latestA).toMatchObject({ kid: 'REJ-A-1', tid: 1, alarmOpen: true, kioskType: 1 });
    expect(latestA.reasons).toMatchObject({ WRONG_MATERIAL: 2, CONTAMINATED: 1, OVERSIZED: 0 });
    expect(rows.find((row) => row.kioskId === smartB.id)).toMatchObject({ total: 4, alarmOpen: false });

    const token = await tenantAdmin(1);
    // Its own kiosk only; the two reports three hours apart fall on two days when the test runs soon after midnight in
    // Hong Kong, so the days' totals are summed.
    const scoped = (await page(token)).body.data.rows as RejectionCountRow[];
    expect([...new Set(scoped.map((row) => row.kioskId))]).toEqual([smartA.id]);
    expect(scoped.reduce((sum, row) => sum + row.total, 0)).toBe(5);
    expect((await page(token, { tid: 2 })).body.data.rows).toEqual([]);
    expect((await page(admin, { reason: 'OVERSIZED' })).body.data.rows).toHaveLength(1);
    expect((await page(admin, { kioskType: 0 })).body.data.rows).toEqual([]);

    const items = await t.call('POST', '/api/rejectionAlert/items', {
      token,
      body: { kioskId: smartA.id, ...period(), pageSize: 2 },
    });
    expect(items.body.data.total).toBe(5);
    expect(items.body.data.rows).toHaveLength(2);
    const foreign = await t.call('POST', '/api/rejectionAlert/items', {
      token,
      body: { kioskId: smartB.id, ...period() },
    });
    expect(foreign.body.code).toBe(ErrorCode.OutOfScope);
  });

  it('need a period of at most 62 days that ends after it starts', async () => {
    const from = new Date(Date.now() - 70 * 86_400_000).toISOString();
    const to = new Date().toISOString();
    for (const body of [
      { from, to },
      { from: to, to: from },
    ]) {
      const answer = await t.call('POST', '/api/rejectionAlert/page', { token: admin, body, lang: 'zh_CN' });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.RejectionPeriodInvalid);
      expect(answer.body.message).toContain('62');
    }
    const missing = await t.call('POST', '/api/rejectionAlert/page', { token: admin, body: {} });
    expect(missing.status).toBe(400);
  });

  it('export the counts of the caller’s kiosks as a file', async () => {
    await report(smartA, many(2));
    await report(smartB, many(1));
    const token = await tenantAdmin(1);
    const answer = await t.call('POST', '/api/export/exportExcel?module=rejectionAlert&format=csv', {
      token,
      body: { bucket: 'hour' },
    });
    expect(answer.status).toBe(200);
    const text = answer.response.rawPayload.toString('utf8');
    expect(text).toContain('REJ-A-1');
    expect(text).not.toContain('REJ-B-1');
    expect(text).toContain('Wrong material');
  });
});

describe('rejection retention', () => {
  it('deletes rejections older than the retention period, chunk after chunk, and keeps the rest', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [expired, kept] = [daysAgo(366), [daysAgo(364), daysAgo(1)]];
    const row = (at: Date) => ({ uuid: randomUUID(), kioskId: smartA.id, tid: 1, at, reason: 'WRONG_MATERIAL' });
    await t.db.insert(kioskRejection).values([...Array.from({ length: 5_002 }, () => row(expired)), ...kept.map(row)]);
    expect(await deleteExpiredRejections(t.db, 365)).toBe(5_002);
    expect((await stored()).map((left) => left.at.getTime()).sort()).toEqual(kept.map((at) => at.getTime()).sort());
  });
});

describe('the demo data', () => {
  it('holds a week of rejections, mostly at smart-classify kiosks, a tenant threshold, one kiosk alarmed', async () => {
    const demo = await createTestApp({ demoTemplate: true });
    try {
      const perType = await queryRows<{ kiosk_type: number; n: number; days: number }>(
        demo.db,
        sql`select k.kiosk_type, count(*)::int as n,
          ceil(extract(epoch from max(r.at) - min(r.at)) / 86400)::int as days
        from kiosk_rejection r join kiosk k on k.id = r.kiosk_id group by k.kiosk_type order by k.kiosk_type`,
      );
      const smart = perType.find((row) => row.kiosk_type === 1)!;
      expect(smart.days).toBe(7);
      for (const other of perType.filter((row) => row.kiosk_type !== 1)) expect(smart.n).toBeGreaterThan(other.n);
      const thresholds = await demo.db.select().from(rejectionThreshold);
      expect(thresholds.map((row) => [row.tid === null, row.count, row.windowMinutes]).sort()).toEqual([
        [false, 10, 60],
        [true, 20, 60],
      ]);
      const alarms = await demo.db
        .select()
        .from(kioskAlarm)
        .where(and(eq(kioskAlarm.typeCode, REJECTIONS_ALERT_TYPE), eq(kioskAlarm.active, true)));
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.message).toMatch(/^1[3-9] rejections within 60 minutes \(threshold 10\)$/);
      // Nothing for the job to clear: the kiosk is still over its threshold.
      expect(await clearQuietKiosks(demo.db)).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});

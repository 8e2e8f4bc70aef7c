import {
  alertSettingActions,
  ErrorCode,
  ResourceType,
  type AlertSetting,
  type AlertSettingCreate,
  type AlertSettingOptions,
} from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminUser } from '../../platform/auth/tables.js';
import { message } from '../../platform/outbox/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { kioskAlarm } from '../kiosk-ops/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { alertType } from '../alert-type/tables.js';
import { kioskGroup } from '../kiosk-group/tables.js';
import { clearAlarms, raiseAlarms } from '../kiosk-ops/lifecycle.js';
import { notifyAlerts } from './notifier.js';
import { alertNotice, alertRuleState, alertSetting } from './tables.js';

let t: TestApp;
let token: string;
let fleetA: TestKiosk[];
let fleetB: TestKiosk[];
let storm: TestKiosk[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin', ADMIN_PASSWORD);
  await seedOrganisation(t.db, { tenants: [1, 2] });
  fleetA = await seedKiosks(t.db, 3, { tid: 1, prefix: 'ALERT-A-' });
  fleetB = await seedKiosks(t.db, 2, { tid: 2, prefix: 'ALERT-B-' });
  storm = await seedKiosks(t.db, 1000, { tid: 1, prefix: 'STORM-' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(alertSetting);
  await t.db.delete(alertRuleState);
  await t.db.delete(alertNotice);
  await t.db.delete(kioskAlarm);
  await t.db.delete(message);
  await t.db.update(kiosk).set({ alertSettings: {} });
});

const notify = () => notifyAlerts(t.db, { channels: t.deps.channels, publicUrl: 'http://srd.test' });

function settingOf(values: Partial<AlertSettingCreate> = {}): Partial<AlertSettingCreate> {
  return {
    name: 'Operations',
    tid: 1,
    method: 'EMAIL',
    receiverAddresses: ['ops@tenant-one.example'],
    intervalMinutes: 10,
    lang: 'en_US',
    ...values,
  };
}

async function createSetting(values: Partial<AlertSettingCreate> = {}): Promise<AlertSetting> {
  const answer = await t.call('POST', '/api/alertSetting', { token, body: settingOf(values) });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as AlertSetting;
}

const raise = (kiosks: TestKiosk[], typeCode = 'OFFLINE', tid = 1) =>
  raiseAlarms(
    t.db,
    kiosks.map((machine) => ({ kioskId: machine.id, tid, typeCode, at: new Date(), message: 'No heartbeat' })),
  );

const messages = () => t.db.select().from(message).orderBy(message.id);

/** As if the rule's interval had passed since it last told its receivers. */
const intervalPassed = () =>
  t.db.update(alertRuleState).set({ lastNotifiedAt: sql`${alertRuleState.lastNotifiedAt} - interval '11 minutes'` });

describe('alert settings', () => {
  it('are created, listed and audited, and refuse an interval under 10 minutes in the caller’s language', async () => {
    const created = await createSetting();
    expect(created).toMatchObject({ name: 'Operations', tid: 1, method: 'EMAIL', trigger: 'interval' });
    const page = await t.call('POST', '/api/alertSetting/page', { token, body: { page: 1, pageSize: 10 } });
    expect((page.body.data as { rows: AlertSetting[] }).rows.map((row) => row.id)).toEqual([created.id]);
    const [entry] = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.AlertSetting), eq(sysAuditLog.recordId, String(created.id))));
    expect(entry?.action).toBe('create');

    const refused = await t.call('POST', '/api/alertSetting', {
      token,
      lang: 'zh_HK',
      body: settingOf({ intervalMinutes: 5 }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('不可小於 10');
    expect(await t.db.select().from(alertSetting)).toHaveLength(1);
  });

  it('refuses to watch another tenant’s kiosks or tell its admins', async () => {
    const answer = await t.call('POST', '/api/alertSetting', {
      token,
      body: settingOf({ target: 'kiosk', targetIds: [fleetB[0]!.id] }),
    });
    expect(answer.body.code).toBe(ErrorCode.AlertSettingForeignRecord);
    expect(answer.body.data.fields.map((field: { field: string }) => field.field)).toEqual(['targetIds']);
    // An admin of the other tenant: the refusal sits under the field that names them.
    const foreignAdmin = await t.createUser({ tid: 2 });
    for (const field of ['receiverUserIds', 'escalationUserIds'] as const) {
      const escalating = field === 'escalationUserIds' ? { escalateAfterMinutes: 30 } : {};
      const refused = await t.call('POST', '/api/alertSetting', {
        token,
        body: settingOf({ [field]: [foreignAdmin.id], ...escalating }),
      });
      expect(refused.body.code, field).toBe(ErrorCode.AlertSettingForeignRecord);
      expect(refused.body.data.fields.map((entry: { field: string }) => entry.field)).toEqual([field]);
    }
    expect(await t.db.select().from(alertSetting)).toEqual([]);
  });

  it('offer a role holding only the alert-setting actions its own tenant’s choices, in its language', async () => {
    const [ownGroup, foreignGroup] = await t.db
      .insert(kioskGroup)
      .values([
        { tid: 1, name: 'Harbour bins', nameCht: '海港回收箱', nameChs: '海港回收箱', kioskType: 1 },
        { tid: 2, name: 'Hill bins', nameCht: '山頂回收箱', nameChs: '山顶回收箱', kioskType: 1 },
      ])
      .returning();
    await t.db
      .insert(alertType)
      .values({ code: 'LID_STUCK', name: 'Lid stuck', nameCht: '蓋卡住', nameChs: '盖卡住', level: 2 })
      .onConflictDoNothing();
    const role = await t.createRole({ actions: [alertSettingActions.view, alertSettingActions.add] });
    const operator = await t.createUser({ tid: 1, roleIds: [role.id] });
    const colleague = await t.createUser({ tid: 1, loginId: 'ops-colleague' });
    const stranger = await t.createUser({ tid: 2, loginId: 'ops-stranger' });
    const operatorToken = await t.login(operator.loginId, operator.password);

    const answer = await t.call('GET', '/api/alertSetting/options', { token: operatorToken, lang: 'zh_HK' });
    expect(answer.body.code).toBe(200);
    const options = answer.body.data as AlertSettingOptions;
    expect(options.kioskGroups).toEqual([{ value: ownGroup!.id, label: '海港回收箱', tid: 1 }]);
    const kids = options.kiosks.map((choice) => choice.label);
    expect(kids).toEqual(expect.arrayContaining(fleetA.map((machine) => machine.kid)));
    expect(kids).not.toContain(fleetB[0]!.kid);
    const admins = options.admins.map((choice) => choice.value);
    expect(admins).toEqual(expect.arrayContaining([operator.id, colleague.id]));
    expect(admins).not.toContain(stranger.id);
    expect(options.kioskGroups.map((choice) => choice.value)).not.toContain(foreignGroup!.id);
    expect(options.alertTypes).toContainEqual({ value: 'LID_STUCK', label: '蓋卡住' });
  });
});

describe('alert messages', () => {
  it('tell each receiver of a new alarm once, and nothing of other tenants’ alarms', async () => {
    const [admin] = await t.db
      .insert(adminUser)
      .values({ loginId: `ops-${Date.now()}`, email: 'duty@tenant-one.example', passwordHash: 'x', tid: 1 })
      .returning();
    await createSetting({ receiverUserIds: [admin!.id] });
    await raise([fleetA[0]!]);
    await raise([fleetB[0]!], 'OFFLINE', 2);

    expect(await notify()).toMatchObject({ messages: 2 });
    const sent = await messages();
    expect(sent.map((row) => row.recipient).sort()).toEqual(['duty@tenant-one.example', 'ops@tenant-one.example']);
    expect(sent.every((row) => row.event === 'alarm.raised' && row.channel === 'email' && row.tid === 1)).toBe(true);
    expect(sent[0]!.body).toContain('ALERT-A-1');
    expect(sent[0]!.body).not.toContain('ALERT-B-');

    expect(await notify()).toMatchObject({ messages: 0 });
  });

  it('turn an alarm storm into one digest per receiver per interval', async () => {
    await createSetting();
    await raise(storm);
    expect(await notify()).toMatchObject({ messages: 1 });
    const [digest] = await messages();
    expect(digest).toMatchObject({ event: 'alarm.digest', recipient: 'ops@tenant-one.example' });
    expect(digest!.subject).toContain('1000');

    // More alarms within the interval wait for it to pass, then come as the next digest.
    await raise(fleetA);
    expect(await notify()).toMatchObject({ messages: 0 });
    await intervalPassed();
    expect(await notify()).toMatchObject({ messages: 1 });
    expect((await messages()).at(-1)!.subject).toContain('3');
  });

  it('with accumulation, wait until the count is reached within the interval', async () => {
    await createSetting({ trigger: 'accumulation', accumulateCount: 3 });
    await raise(fleetA.slice(0, 2));
    expect(await notify()).toMatchObject({ messages: 0 });
    await raise(fleetA.slice(2));
    expect(await notify()).toMatchObject({ messages: 1 });
    expect((await messages())[0]!.event).toBe('alarm.digest');
  });

  it('escalate an alarm left unacknowledged to the next receivers, and tell the all-clear', async () => {
    await createSetting({
      escalateAfterMinutes: 10,
      escalationAddresses: ['chief@tenant-one.example'],
      allClear: true,
    });
    await raise(fleetA.slice(0, 2));
    await notify();
    await t.db
      .update(kioskAlarm)
      .set({ raisedAt: sql`now() - interval '11 minutes'` })
      .where(eq(kioskAlarm.kioskId, fleetA[0]!.id));
    await t.db
      .update(kioskAlarm)
      .set({ raisedAt: sql`now() - interval '11 minutes'`, acknowledgedAt: new Date() })
      .where(eq(kioskAlarm.kioskId, fleetA[1]!.id));

    expect(await notify()).toMatchObject({ messages: 1 });
    const escalated = (await messages()).at(-1)!;
    expect(escalated).toMatchObject({ event: 'alarm.escalated', recipient: 'chief@tenant-one.example' });
    expect(escalated.body).toContain('ALERT-A-1');

    await clearAlarms(t.db, [{ kioskId: fleetA[0]!.id, tid: 1 }], 'OFFLINE', new Date());
    expect(await notify()).toMatchObject({ messages: 1 });
    expect((await messages()).at(-1)).toMatchObject({ event: 'alarm.cleared', recipient: 'ops@tenant-one.example' });
  });

  it('follow a kiosk’s own alert fields, by SMS to a Hong Kong number in E.164', async () => {
    await t.db
      .update(kiosk)
      .set({ alertSettings: { enabled: true, method: 'SMS', receivers: ['9123 4567'], intervalMinutes: 10 } })
      .where(eq(kiosk.id, fleetA[0]!.id));
    await raise([fleetA[0]!]);
    expect(await notify()).toMatchObject({ messages: 1 });
    expect((await messages())[0]).toMatchObject({ channel: 'sms', recipient: '+85291234567', event: 'alarm.raised' });
  });
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CommandStatus, ErrorCode } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { basicAuth, seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { alertType } from '../alert-type/tables.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskActivity, kioskAlarm, kioskCommand } from '../kiosk-ops/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { recycleItem, recycleTransaction } from './tables.js';

let t: TestApp;
let first: TestKiosk;
let second: TestKiosk;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  [first] = await seedKiosks(t.db, 1, { tid: 1 });
  [second] = await seedKiosks(t.db, 1, { tid: 2 });
  await t.db.insert(kioskMaterialType).values([
    { code: 'PET', materialName: 'PET bottle' },
    { code: 'ALU', materialName: 'Aluminium can' },
  ]);
  await t.db.insert(alertType).values([{ code: 'DOOR_OPEN', name: 'Door open', level: 2 }]);
});
afterAll(() => t.close());

const device = (
  who: TestKiosk | string | undefined,
  method: string,
  url: string,
  body?: unknown,
  lang?: 'en_US' | 'zh_HK' | 'zh_CN',
) =>
  t.call(method, url, {
    body,
    lang,
    headers: who === undefined ? {} : { authorization: typeof who === 'string' ? who : who.auth },
  });
const heartbeat = () => ({ sentAt: new Date().toISOString(), state: 0 });
const transaction = (values: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  batchId: 'B-1',
  tranDttm: new Date().toISOString(),
  items: [
    { material: 'pet', count: 3, weightKg: 0.125, points: 30 },
    { material: 'ALU', count: 2, weightKg: 0.0305, barcode: '4006381333931', points: 20 },
  ],
  ...values,
});

describe('device authentication', () => {
  it('refuses device calls with no or wrong secret, an unknown KID or staff token, in caller language', async () => {
    const staffToken = await t.login('admin', ADMIN_PASSWORD);
    const routes: [string, string, unknown][] = [
      ['POST', '/api/device/heartbeat', heartbeat()],
      ['POST', '/api/device/transaction', transaction()],
      ['POST', '/api/device/alert', { type: 'DOOR_OPEN', at: new Date().toISOString() }],
      ['GET', '/api/device/commands', undefined],
      ['POST', '/api/device/command/1/ack', { ok: true }],
    ];
    const callers = [
      undefined,
      basicAuth(first.kid, `${first.secret}x`),
      basicAuth('NO-SUCH-KIOSK', first.secret),
      basicAuth(first.kid, second.secret),
      `Bearer ${staffToken}`,
      'Basic bm9jb2xvbg==',
    ];
    for (const [method, url, body] of routes) {
      for (const caller of callers) {
        const refused = await device(caller, method, url, body);
        expect(refused.status, `${method} ${url} ${caller}`).toBe(401);
        expect(refused.body.code).toBe(ErrorCode.DeviceAuthFailed);
      }
    }
    const chinese = await device(undefined, 'POST', '/api/device/heartbeat', heartbeat(), 'zh_HK');
    expect(chinese.body.message).toBe('設備驗證失敗：請以 HTTP Basic 發送設備 KID 及其密鑰');
    expect(await t.db.select().from(recycleTransaction)).toEqual([]);
  });

  it('takes the KID in any case, and answers a bad body only once the kiosk is authenticated', async () => {
    expect(
      (await device(basicAuth(first.kid.toLowerCase(), first.secret), 'GET', '/api/device/commands')).body,
    ).toMatchObject({ code: 200, data: [] });
    const bad = await device(first, 'POST', '/api/device/heartbeat', { state: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual(['sentAt', 'state']);
  });

  // The change reaches the cache through a PostgreSQL notification: on a server, a few milliseconds after the commit.
  const settled = { timeout: 2_000, interval: 20 };

  it('stops a disabled kiosk and an old secret once the change is announced, even when they were cached', async () => {
    const [kioskOne] = await seedKiosks(t.db, 1, { tid: 1 });
    expect((await device(kioskOne, 'GET', '/api/device/commands')).status).toBe(200);
    await t.db.update(kiosk).set({ enableFlag: 0 }).where(eq(kiosk.id, kioskOne!.id));
    await expect.poll(async () => (await device(kioskOne, 'GET', '/api/device/commands')).status, settled).toBe(401);
    const disabled = await device(kioskOne, 'GET', '/api/device/commands', undefined, 'zh_CN');
    expect(disabled.body).toMatchObject({ code: ErrorCode.DeviceDisabled, message: '此设备已停用' });

    const [kioskTwo] = await seedKiosks(t.db, 1, { tid: 1 });
    expect((await device(kioskTwo, 'GET', '/api/device/commands')).status).toBe(200);
    const newSecret = randomBytes(32).toString('base64url');
    await t.db
      .update(kiosk)
      .set({ secretHash: createHash('sha256').update(newSecret).digest('hex') })
      .where(eq(kiosk.id, kioskTwo!.id));
    await expect
      .poll(async () => (await device(kioskTwo, 'GET', '/api/device/commands')).body.code, settled)
      .toBe(ErrorCode.DeviceAuthFailed);
    expect((await device(basicAuth(kioskTwo!.kid, newSecret), 'GET', '/api/device/commands')).status).toBe(200);
  });

  it('is documented in the OpenAPI page with the HTTP Basic scheme', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.components.securitySchemes.device).toEqual({ type: 'http', scheme: 'basic' });
    const operation = spec.paths['/api/device/heartbeat'].post;
    expect(operation.tags).toEqual(['device']);
    expect(operation.security).toEqual([{ device: [] }]);
    expect(operation.description).toMatch(/HTTP Basic with its KID and secret/);
  });
});

describe('recycle transactions', () => {
  it('records a transaction with server-side totals, catalogue codes and the kiosk tenant', async () => {
    const body = transaction({ amount: 1.5, paymentMode: 2, memberCardNo: 'M-1', totalPoints: 999_999 });
    const recorded = await device(first, 'POST', '/api/device/transaction', body);
    expect(recorded.body).toMatchObject({ code: 200, data: { totalCount: 5, totalWeightKg: 0.156, totalPoints: 50 } });
    const [row] = await t.db.select().from(recycleTransaction).where(eq(recycleTransaction.uuid, body.uuid));
    expect(row).toMatchObject({
      id: recorded.body.data.transactionId,
      kioskId: first.id,
      tid: 1,
      batchId: 'B-1',
      status: 1,
      paymentMode: 2,
      amount: 1.5,
      totalPoints: 50,
    });
    const items = await t.db
      .select()
      .from(recycleItem)
      .where(eq(recycleItem.transactionId, row!.id))
      .orderBy(recycleItem.id);
    expect(
      items.map(({ material, count, weightKg, barcode, points }) => ({ material, count, weightKg, barcode, points })),
    ).toEqual([
      { material: 'PET', count: 3, weightKg: 0.125, barcode: null, points: 30 },
      { material: 'ALU', count: 2, weightKg: 0.031, barcode: '4006381333931', points: 20 },
    ]);
  });

  it('applies a transaction once when its uuid arrives 20 times at once: one 200, nineteen 409 naming it', async () => {
    const body = transaction();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => device(first, 'POST', '/api/device/transaction', body)),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    const replays = answers.filter((answer) => answer.status === 409);
    expect(replays).toHaveLength(19);
    for (const replay of replays)
      expect(replay.body).toMatchObject({
        code: ErrorCode.TransactionReplay,
        data: { transactionId: accepted[0]!.body.data.transactionId },
      });
    const rows = await t.db.select().from(recycleTransaction).where(eq(recycleTransaction.uuid, body.uuid));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(recycleItem).where(eq(recycleItem.transactionId, rows[0]!.id))).toHaveLength(2);
  });

  it('answers a replay by another kiosk 409 without the transaction id, and changes nothing', async () => {
    const body = transaction();
    await device(first, 'POST', '/api/device/transaction', body);
    const foreign = await device(
      second,
      'POST',
      '/api/device/transaction',
      { ...body, items: [{ material: 'PET', count: 1 }] },
      'zh_HK',
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body).toEqual({ code: ErrorCode.TransactionReplay, message: '此交易已記錄，不會再次處理' });
    const [row] = await t.db.select().from(recycleTransaction).where(eq(recycleTransaction.uuid, body.uuid));
    expect(row).toMatchObject({ kioskId: first.id, totalCount: 5 });
  });

  it('refuses items of materials the catalogue does not hold, storing nothing', async () => {
    const body = transaction({
      items: [
        { material: 'PET', count: 1 },
        { material: 'GLASS', count: 1 },
        { material: 'wood', count: 1 },
      ],
    });
    const refused = await device(first, 'POST', '/api/device/transaction', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: ErrorCode.UnknownMaterial,
      message: 'Unknown material: GLASS, WOOD. Use codes of the material catalogue',
    });
    expect(await t.db.select().from(recycleTransaction).where(eq(recycleTransaction.uuid, body.uuid))).toEqual([]);
    expect((await device(first, 'POST', '/api/device/transaction', transaction({ items: [] }))).status).toBe(400);
  });
});

describe('device alerts', () => {
  it('raises an alarm of a catalogue type once, counts repeats, and clears it', async () => {
    const at = new Date().toISOString();
    const raised = await device(first, 'POST', '/api/device/alert', {
      type: 'door_open',
      errorCode: 'E12',
      batchId: 'B-7',
      message: 'Door left open',
      at,
    });
    expect(raised.body).toMatchObject({ code: 200, data: { changed: true } });
    const again = await device(first, 'POST', '/api/device/alert', { type: 'DOOR_OPEN', at });
    expect(again.body.data).toEqual({ alarmId: raised.body.data.alarmId, changed: false });
    const [alarm] = await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.id, raised.body.data.alarmId));
    expect(alarm).toMatchObject({
      kioskId: first.id,
      tid: 1,
      typeCode: 'DOOR_OPEN',
      errorCode: 'E12',
      batchId: 'B-7',
      active: true,
      occurrences: 2,
    });

    const cleared = await device(first, 'POST', '/api/device/alert', { type: 'DOOR_OPEN', active: false, at });
    expect(cleared.body.data).toEqual({ alarmId: alarm!.id, changed: true });
    expect(
      (await device(first, 'POST', '/api/device/alert', { type: 'DOOR_OPEN', active: false, at })).body.data,
    ).toEqual({ alarmId: null, changed: false });
    const [after] = await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.id, alarm!.id));
    expect(after).toMatchObject({ active: false, clearedBy: null });
    const kinds = (await t.db.select().from(kioskActivity).where(eq(kioskActivity.kioskId, first.id))).map(
      (entry) => entry.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['alarmRaised', 'alarmCleared']));
  });

  it('refuses an alert type the catalogue does not hold', async () => {
    const refused = await device(
      second,
      'POST',
      '/api/device/alert',
      { type: 'NO_SUCH_TYPE', at: new Date().toISOString() },
      'zh_CN',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: ErrorCode.UnknownAlertType,
      message: '未知警报类型：NO_SUCH_TYPE。请使用警报类型目录中的代码',
    });
    expect(await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.kioskId, second.id))).toEqual([]);
  });

  it('refuses an alert dated two days ago or an hour ahead: the kiosk clock is wrong', async () => {
    for (const offsetMs of [-48 * 3_600_000, 3_600_000]) {
      const refused = await device(
        second,
        'POST',
        '/api/device/alert',
        { type: 'DOOR_OPEN', at: new Date(Date.now() + offsetMs).toISOString() },
        'zh_HK',
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: ErrorCode.AlertTimeOutOfRange,
        message: '警報時間須在過去 24 小時內，且不可比伺服器時間快超過 5 分鐘：請檢查設備時鐘',
      });
    }
    expect(await t.db.select().from(kioskAlarm).where(eq(kioskAlarm.kioskId, second.id))).toEqual([]);
  });
});

describe('device commands', () => {
  it('hands the kiosk its pending commands oldest first, once, and records their outcome', async () => {
    const [reboot, volume, foreign] = await t.db
      .insert(kioskCommand)
      .values([
        { kioskId: first.id, command: 'reboot', remark: 'Nightly' },
        { kioskId: first.id, command: 'setVolume', params: { volume: 40 } },
        { kioskId: second.id, command: 'reboot' },
      ])
      .returning();
    const fetched = await device(first, 'GET', '/api/device/commands');
    expect(fetched.body.data).toEqual([
      { id: reboot!.id, command: 'reboot', params: {}, remark: 'Nightly', createdAt: reboot!.createdAt.toISOString() },
      {
        id: volume!.id,
        command: 'setVolume',
        params: { volume: 40 },
        remark: null,
        createdAt: volume!.createdAt.toISOString(),
      },
    ]);
    expect((await device(first, 'GET', '/api/device/commands')).body.data).toEqual([]);
    const [delivered] = await t.db.select().from(kioskCommand).where(eq(kioskCommand.id, reboot!.id));
    expect(delivered).toMatchObject({ status: CommandStatus.Delivered });
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);

    expect(
      (await device(first, 'POST', `/api/device/command/${reboot!.id}/ack`, { ok: true, result: 'rebooted' })).body
        .code,
    ).toBe(200);
    expect(
      (await device(first, 'POST', `/api/device/command/${volume!.id}/ack`, { ok: false, result: 'no speaker' })).body
        .code,
    ).toBe(200);
    const outcomes = await t.db
      .select()
      .from(kioskCommand)
      .where(eq(kioskCommand.kioskId, first.id))
      .orderBy(kioskCommand.id);
    expect(outcomes.map(({ status, result }) => ({ status, result }))).toEqual([
      { status: CommandStatus.Done, result: 'rebooted' },
      { status: CommandStatus.Failed, result: 'no speaker' },
    ]);
    expect(outcomes.every((outcome) => outcome.completedAt instanceof Date)).toBe(true);
    const activity = await t.db
      .select()
      .from(kioskActivity)
      .where(and(eq(kioskActivity.kioskId, first.id)))
      .orderBy(kioskActivity.id);
    expect(
      activity.filter((entry) => entry.kind.startsWith('command')).map(({ kind, detail }) => ({ kind, detail })),
    ).toEqual([
      { kind: 'commandDone', detail: { commandId: reboot!.id, command: 'reboot', result: 'rebooted' } },
      { kind: 'commandFailed', detail: { commandId: volume!.id, command: 'setVolume', result: 'no speaker' } },
    ]);

    const twice = await device(first, 'POST', `/api/device/command/${reboot!.id}/ack`, { ok: false });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ErrorCode.CommandAlreadyAcknowledged);
    const notFetched = await device(second, 'POST', `/api/device/command/${foreign!.id}/ack`, { ok: true });
    expect(notFetched.body.code).toBe(ErrorCode.CommandNotDelivered);
    expect((await t.db.select().from(kioskCommand).where(eq(kioskCommand.id, reboot!.id)))[0]).toMatchObject({
      status: CommandStatus.Done,
      result: 'rebooted',
    });
  });

  it('treats another kiosk command as unknown: 404, unchanged', async () => {
    const [foreign] = await t.db.insert(kioskCommand).values({ kioskId: second.id, command: 'reboot' }).returning();
    await device(second, 'GET', '/api/device/commands');
    const refused = await device(first, 'POST', `/api/device/command/${foreign!.id}/ack`, { ok: true }, 'zh_HK');
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: ErrorCode.CommandNotFound, message: '此設備沒有該編號的指令' });
    expect((await device(first, 'POST', '/api/device/command/999999/ack', { ok: true })).status).toBe(404);
    expect((await t.db.select().from(kioskCommand).where(eq(kioskCommand.id, foreign!.id)))[0]).toMatchObject({
      status: CommandStatus.Delivered,
      completedAt: null,
    });
  });
});

import { CommandStatus, ErrorCode, kioskLogActions, kioskOpsActions, ResourceType } from '@srd/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { adminMapping } from '../../platform/permissions/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { kioskState } from '../device/tables.js';
import { createKiosk, createTenant } from './fixtures.js';
import { expireCommands } from './jobs.js';
import { kioskActivity, kioskCommand, kioskDowntime } from './tables.js';
import { writeKioskStates } from '../../test/kiosk-states.js';

let t: TestApp;
let admin: string;
let tenantA: number;
let tenantB: number;
/** Holds every operation and the command log, scoped to tenant A. */
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  tenantA = await createTenant(t.db);
  tenantB = await createTenant(t.db);
  operator = (await signInAs(t, { actions: [...Object.values(kioskOpsActions), kioskLogActions.view], tid: tenantA }))
    .token;
});
afterAll(() => t.close());

const audits = (resType: number, id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, resType), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const commandsOf = (kioskId: number) =>
  t.db.select().from(kioskCommand).where(eq(kioskCommand.kioskId, kioskId)).orderBy(kioskCommand.id);
const activityOf = (kioskId: number) =>
  t.db.select().from(kioskActivity).where(eq(kioskActivity.kioskId, kioskId)).orderBy(kioskActivity.id);
const stateOf = async (kioskId: number) =>
  (await t.db.select().from(kioskState).where(eq(kioskState.kioskId, kioskId)))[0];

describe('mark down and resume', () => {
  it('marks a kiosk down: its reason, manual downtime, activity entry, markDown command, audit entry', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    await writeKioskStates(t.db, [{ kioskId: kiosk.id }]);
    const seqBefore = (await stateOf(kiosk.id))!.seq;
    const down = await t.call('POST', '/api/kiosk/markAsDown', {
      token: operator,
      body: { kid: kiosk.kid.toLowerCase(), reason: 'Glass broken' },
    });
    expect(down.body).toMatchObject({
      code: 200,
      data: {
        kioskId: kiosk.id,
        manualDown: true,
        downReason: 'Glass broken',
        command: { command: 'markDown', status: CommandStatus.Pending, remark: 'Glass broken' },
      },
    });
    const state = (await stateOf(kiosk.id))!;
    expect(state).toMatchObject({ manualDown: true, downReason: 'Glass broken', online: true });
    expect(state.seq).toBeGreaterThan(seqBefore);
    const [downtime] = await t.db.select().from(kioskDowntime).where(eq(kioskDowntime.kioskId, kiosk.id));
    expect(downtime).toMatchObject({ cause: 'manual', endedAt: null });
    const activity = await activityOf(kiosk.id);
    expect(activity.map((entry) => entry.kind)).toEqual(['markedDown', 'command']);
    expect(activity[0]!.detail).toEqual({ reason: 'Glass broken' });
    expect(activity[0]!.userId).not.toBeNull();
    const [entry] = await audits(ResourceType.Kiosk, kiosk.id);
    expect(entry!.columns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'manualDown', oldValue: 'false', newValue: 'true' }),
        expect.objectContaining({ name: 'downReason', newValue: 'Glass broken' }),
      ]),
    );
    expect(entry!.tid).toBe(tenantA);
    expect(await audits(ResourceType.KioskCommand, down.body.data.command.id)).toHaveLength(1);

    // Twice: refused, nothing more written.
    const again = await t.call('POST', '/api/kiosk/markAsDown', {
      token: operator,
      body: { id: kiosk.id, reason: 'Again' },
    });
    expect(again.body.code).toBe(ErrorCode.KioskAlreadyDown);
    expect(await commandsOf(kiosk.id)).toHaveLength(1);

    const resumed = await t.call('GET', `/api/kiosk/resumeService?kid=${kiosk.kid}`, { token: operator });
    expect(resumed.body.data).toMatchObject({ manualDown: false, downReason: null, command: { command: 'resume' } });
    expect(await stateOf(kiosk.id)).toMatchObject({ manualDown: false, downReason: null });
    const [ended] = await t.db.select().from(kioskDowntime).where(eq(kioskDowntime.kioskId, kiosk.id));
    expect(ended!.endedAt).not.toBeNull();
    expect((await activityOf(kiosk.id)).map((entry) => entry.kind)).toEqual([
      'markedDown',
      'command',
      'resumed',
      'command',
    ]);
    expect(await audits(ResourceType.Kiosk, kiosk.id)).toHaveLength(2);

    const notDown = await t.call('GET', `/api/kiosk/resumeService?kid=${kiosk.kid}`, {
      token: operator,
      lang: 'zh_HK',
    });
    expect(notDown.status).toBe(409);
    expect(notDown.body.message).toBe('此設備未被標記為停止服務，無需恢復服務');
  });

  it('creates the state row of a kiosk that never sent a heartbeat, offline and not in service', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    expect(
      (
        await t.call('POST', '/api/kiosk/markAsDown', {
          token: operator,
          body: { id: kiosk.id, reason: 'Not installed yet' },
        })
      ).body.code,
    ).toBe(200);
    expect(await stateOf(kiosk.id)).toMatchObject({ manualDown: true, online: false, state: 3 });
  });

  it('asks for a reason and a kiosk, in the caller language, and changes nothing', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const noReason = await t.call('POST', '/api/kiosk/markAsDown', {
      token: operator,
      lang: 'zh_CN',
      body: { id: kiosk.id, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.fields).toEqual([{ field: 'reason', message: '此字段为必填项！' }]);
    const noKiosk = await t.call('POST', '/api/kiosk/markAsDown', { token: operator, body: { reason: 'Why' } });
    expect(noKiosk.body.data.fields).toEqual([{ field: 'kid', message: 'Choose a kiosk: give its id or its KID' }]);
    expect(await stateOf(kiosk.id)).toBeUndefined();
    expect(await commandsOf(kiosk.id)).toHaveLength(0);
  });

  it("refuses another tenant's kiosk (1004) in each operation; all-data callers get NotFound if missing", async () => {
    const foreign = await createKiosk(t.db, { tid: tenantB });
    const calls = [
      () => t.call('POST', '/api/kiosk/markAsDown', { token: operator, body: { id: foreign.id, reason: 'x' } }),
      () => t.call('GET', `/api/kiosk/resumeService?id=${foreign.id}`, { token: operator }),
      () => t.call('GET', `/api/kiosk/sendReboot?kid=${foreign.kid}`, { token: operator }),
      () => t.call('GET', `/api/kiosk/sendCommand?command=syncConfig&kid=${foreign.kid}`, { token: operator }),
    ];
    for (const call of calls) expect((await call()).body.code).toBe(ErrorCode.OutOfScope);
    expect(await commandsOf(foreign.id)).toHaveLength(0);
    expect((await t.call('GET', '/api/kiosk/sendReboot?kid=NO_SUCH_KIOSK', { token: admin })).body.code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('lets an admin mapping grant reach a kiosk of another tenant', async () => {
    const granted = await createKiosk(t.db, { tid: tenantB });
    const { user, token } = await signInAs(t, { actions: [kioskOpsActions.reboot], tid: tenantA });
    expect((await t.call('GET', `/api/kiosk/sendReboot?id=${granted.id}`, { token })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    await t.db.insert(adminMapping).values({ adminId: user.id, resTypeId: ResourceType.Kiosk, resId: granted.id });
    expect((await t.call('GET', `/api/kiosk/sendReboot?id=${granted.id}`, { token })).body.code).toBe(200);
  });

  it('refuses callers without the action with 1003', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const { token } = await signInAs(t, { actions: [kioskLogActions.view], tid: tenantA });
    expect(
      (await t.call('POST', '/api/kiosk/markAsDown', { token, body: { id: kiosk.id, reason: 'x' } })).body.code,
    ).toBe(ErrorCode.MissingAction);
    expect((await t.call('GET', `/api/kiosk/resumeService?id=${kiosk.id}`, { token })).body.code).toBe(
      ErrorCode.MissingAction,
    );
    expect((await t.call('GET', `/api/kiosk/sendReboot?id=${kiosk.id}`, { token })).body.code).toBe(
      ErrorCode.MissingAction,
    );
    expect((await t.call('GET', `/api/kiosk/sendCommand?command=reboot&id=${kiosk.id}`, { token })).body.code).toBe(
      ErrorCode.MissingAction,
    );
    expect((await t.call('POST', '/api/kiosk/cancelCommand', { token, body: { id: 1 } })).body.code).toBe(
      ErrorCode.MissingAction,
    );
    const { token: blind } = await signInAs(t, { actions: [kioskOpsActions.reboot], tid: tenantA });
    expect((await t.call('POST', '/api/kiosk/commandPage', { token: blind, body: {} })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

describe('command queue', () => {
  it('queues allowed commands, refuses unknown ones and setVolume without a volume', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const reboot = await t.call('GET', `/api/kiosk/sendReboot?kid=${kiosk.kid}`, { token: operator });
    expect(reboot.body.data).toMatchObject({
      kid: kiosk.kid,
      command: 'reboot',
      status: CommandStatus.Pending,
      createdByName: expect.any(String),
    });
    const volume = await t.call(
      'GET',
      `/api/kiosk/sendCommand?command=setVolume&volume=40&remark=${encodeURIComponent('Quieter at night')}` +
        `&kid=${kiosk.kid}`,
      { token: operator },
    );
    expect(volume.body.data).toMatchObject({
      command: 'setVolume',
      params: { volume: 40 },
      remark: 'Quieter at night',
    });

    const unknown = await t.call('GET', `/api/kiosk/sendCommand?command=selfDestruct&kid=${kiosk.kid}`, {
      token: operator,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields[0].field).toBe('command');
    const noVolume = await t.call('GET', `/api/kiosk/sendCommand?command=setVolume&kid=${kiosk.kid}`, {
      token: operator,
      lang: 'zh_HK',
    });
    expect(noVolume.body.data.fields).toEqual([{ field: 'volume', message: '設定音量須提供 1 至 100 % 的音量' }]);
    expect(
      (await t.call('GET', `/api/kiosk/sendCommand?command=setVolume&volume=101&kid=${kiosk.kid}`, { token: operator }))
        .status,
    ).toBe(400);
    expect((await commandsOf(kiosk.id)).map((command) => command.command)).toEqual(['reboot', 'setVolume']);
    const [entry] = await audits(ResourceType.KioskCommand, volume.body.data.id);
    expect(entry!.columns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'command', newValue: 'setVolume' }),
        expect.objectContaining({ name: 'params', newValue: '{"volume":40}' }),
      ]),
    );
  });

  it('shows each command as the kiosk fetches and acknowledges it, and cancels only pending ones', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const ids: number[] = [];
    for (const command of ['reboot', 'syncConfig', 'openDoor', 'syncBarcodes']) {
      ids.push(
        (await t.call('GET', `/api/kiosk/sendCommand?command=${command}&kid=${kiosk.kid}`, { token: operator })).body
          .data.id,
      );
    }
    // What the device API does: fetched (1), then done (2) or failed (3).
    await t.db
      .update(kioskCommand)
      .set({ status: CommandStatus.Delivered, deliveredAt: new Date() })
      .where(sql`${kioskCommand.id} in (${ids[0]}, ${ids[1]}, ${ids[2]})`);
    await t.db
      .update(kioskCommand)
      .set({ status: CommandStatus.Done, completedAt: new Date(), result: 'rebooted' })
      .where(eq(kioskCommand.id, ids[0]!));
    await t.db
      .update(kioskCommand)
      .set({ status: CommandStatus.Failed, completedAt: new Date(), result: 'door jammed' })
      .where(eq(kioskCommand.id, ids[2]!));

    const log = await t.call('POST', '/api/kiosk/commandPage', { token: operator, body: { kid: kiosk.kid } });
    expect(log.body.data.rows.map((row: { command: string; status: number }) => [row.command, row.status])).toEqual([
      ['syncBarcodes', CommandStatus.Pending],
      ['openDoor', CommandStatus.Failed],
      ['syncConfig', CommandStatus.Delivered],
      ['reboot', CommandStatus.Done],
    ]);
    expect(log.body.data.rows[3]).toMatchObject({
      result: 'rebooted',
      deliveredAt: expect.any(String),
      completedAt: expect.any(String),
    });
    const pendingOnly = await t.call('POST', '/api/kiosk/commandPage', {
      token: operator,
      body: { kid: kiosk.kid, status: CommandStatus.Pending },
    });
    expect(pendingOnly.body.data.total).toBe(1);

    const delivered = await t.call('POST', '/api/kiosk/cancelCommand', { token: operator, body: { id: ids[1] } });
    expect(delivered.body.code).toBe(ErrorCode.CommandNotPending);
    const cancelled = await t.call('POST', '/api/kiosk/cancelCommand', { token: operator, body: { id: ids[3] } });
    expect(cancelled.body.data).toMatchObject({ status: CommandStatus.Cancelled, completedAt: expect.any(String) });
    expect((await audits(ResourceType.KioskCommand, ids[3]!)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
    ]);
    expect((await activityOf(kiosk.id)).at(-1)).toMatchObject({
      kind: 'commandCancelled',
      detail: { commandId: ids[3], command: 'syncBarcodes' },
    });
  });

  it("keeps another tenant's commands out of the log and refuses to cancel them", async () => {
    const foreign = await createKiosk(t.db, { tid: tenantB });
    const queued = await t.call('GET', `/api/kiosk/sendReboot?id=${foreign.id}`, { token: admin });
    expect(
      (await t.call('POST', '/api/kiosk/commandPage', { token: operator, body: { kioskId: foreign.id } })).body.data
        .total,
    ).toBe(0);
    expect(
      (await t.call('POST', '/api/kiosk/commandPage', { token: admin, body: { kioskId: foreign.id } })).body.data.total,
    ).toBe(1);
    expect(
      (await t.call('POST', '/api/kiosk/cancelCommand', { token: operator, body: { id: queued.body.data.id } })).body
        .code,
    ).toBe(ErrorCode.OutOfScope);
    expect((await commandsOf(foreign.id))[0]!.status).toBe(CommandStatus.Pending);
  });

  it('expires commands not fetched in time and those fetched but never acknowledged, and only those', async () => {
    const kiosk = await createKiosk(t.db, { tid: tenantA });
    const old = (await t.call('GET', `/api/kiosk/sendReboot?id=${kiosk.id}`, { token: operator })).body.data.id;
    const fetched = (
      await t.call('GET', `/api/kiosk/sendCommand?command=syncConfig&id=${kiosk.id}`, { token: operator })
    ).body.data.id;
    const lost = (
      await t.call('GET', `/api/kiosk/sendCommand?command=syncBarcodes&id=${kiosk.id}`, { token: operator })
    ).body.data.id;
    const fresh = (await t.call('GET', `/api/kiosk/sendCommand?command=openDoor&id=${kiosk.id}`, { token: operator }))
      .body.data.id;
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await t.db
      .update(kioskCommand)
      .set({ createdAt: twoHoursAgo })
      .where(sql`${kioskCommand.id} in (${old}, ${fetched}, ${lost})`);
    // Fetched a moment ago: the kiosk is still at it. Fetched two hours ago and never acknowledged: lost.
    await t.db
      .update(kioskCommand)
      .set({ status: CommandStatus.Delivered, deliveredAt: new Date() })
      .where(eq(kioskCommand.id, fetched));
    await t.db
      .update(kioskCommand)
      .set({ status: CommandStatus.Delivered, deliveredAt: twoHoursAgo })
      .where(eq(kioskCommand.id, lost));

    expect((await expireCommands(t.db, 60)).sort((a, b) => a - b)).toEqual([old, lost]);
    const outcomes = Object.fromEntries(
      (await commandsOf(kiosk.id)).map(({ id, status, result }) => [id, { status, result }]),
    );
    // The result says which wait ran out, as a code the screens put in the reader's language.
    expect(outcomes).toEqual({
      [old]: { status: CommandStatus.Expired, result: 'notFetchedInTime' },
      [fetched]: { status: CommandStatus.Delivered, result: null },
      [lost]: { status: CommandStatus.Expired, result: 'notAcknowledgedInTime' },
      [fresh]: { status: CommandStatus.Pending, result: null },
    });
    expect(
      (await activityOf(kiosk.id))
        .filter((entry) => entry.kind === 'commandExpired')
        .map((entry) => entry.detail)
        .sort((a, b) => Number(a.commandId) - Number(b.commandId)),
    ).toEqual([
      { commandId: old, command: 'reboot' },
      { commandId: lost, command: 'syncBarcodes' },
    ]);
    expect(await expireCommands(t.db, 60)).toEqual([]);
  });
});

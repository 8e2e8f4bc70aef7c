import { ErrorCode, kioskActions, ResourceType, type CreatedKiosk } from '@srd/contract';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { kioskActivity } from '../kiosk-ops/tables.js';
import { adminCode, hashDeviceSecret } from './device-secret.js';
import { seedKioskCatalogues } from './fixtures.js';
import { kiosk } from './tables.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  await seedKioskCatalogues(t);
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(kiosk).where(eq(kiosk.id, id)))[0]!;
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.Kiosk), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);
const batch = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/kiosk/batchCreate', { token, body });
const create = (token: string, kid: string, tid = 1) =>
  t.call('POST', '/api/kiosk', { token, body: { kid, tid, kioskType: 0, name: kid } });

describe('device secrets', () => {
  it('stores only the SHA-256 of the secret answered once; a rotation replaces it, audited without it', async () => {
    const created = (await create(adminToken, 'SECRET-1')).body.data;
    const first = await stored(created.id);
    expect(first.secretHash).toBe(hashDeviceSecret(created.secret));
    expect(JSON.stringify(first)).not.toContain(created.secret);

    const rotated = await t.call('POST', `/api/kiosk/rotateSecret/${created.id}`, { token: adminToken });
    expect(rotated.body.data).toEqual({ kid: 'SECRET-1', secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const second = await stored(created.id);
    // The old secret no longer matches what is stored; the new one does.
    expect(second.secretHash).not.toBe(hashDeviceSecret(created.secret));
    expect(second.secretHash).toBe(hashDeviceSecret(rotated.body.data.secret));
    expect(second.secretIssuedAt!.getTime()).toBeGreaterThan(first.secretIssuedAt!.getTime());

    const entry = (await audits(created.id)).at(-1)!;
    expect(entry.action).toBe('update');
    expect(entry.columns.map((column) => column.name)).toEqual(['secretIssuedAt']);
    const everyEntry = JSON.stringify(await audits(created.id));
    for (const secret of [created.secret, rotated.body.data.secret, first.secretHash!, second.secretHash!])
      expect(everyEntry).not.toContain(secret);
    expect(
      JSON.stringify((await t.call('GET', `/api/kiosk/${created.id}`, { token: adminToken })).body.data),
    ).not.toContain(second.secretHash!);
  });

  it('needs the secret action to rotate', async () => {
    const editor = await signInAs(t, { actions: [kioskActions.view, kioskActions.edit], tid: 1 });
    const { id } = (await create(adminToken, 'SECRET-2')).body.data;
    expect((await t.call('POST', `/api/kiosk/rotateSecret/${id}`, { token: editor.token })).body.code).toBe(
      ErrorCode.MissingAction,
    );
  });
});

describe('maintenance codes', () => {
  it('answers within a 10-minute window the code the kiosk derives from its secret; records who asked', async () => {
    const technician = await signInAs(t, { actions: [kioskActions.view, kioskActions.adminCode], tid: 1 });
    const { id, secret } = (await create(adminToken, 'CODE-1')).body.data;
    const first = await t.call('GET', `/api/kiosk/adminCode/${id}`, { token: technician.token });
    const second = await t.call('GET', `/api/kiosk/adminCode/${id}`, { token: technician.token });
    expect(first.body.data).toMatchObject({ kid: 'CODE-1', code: expect.stringMatching(/^[0-9A-Z]{6}$/) });
    const { code, validUntil } = first.body.data;
    // The code of the window each answer names, as the kiosk computes it from its own secret.
    const kioskSide = (answer: { validUntil: string }, kioskSecret = secret) =>
      adminCode(hashDeviceSecret(kioskSecret), 'CODE-1', new Date(Date.parse(answer.validUntil) - 1));
    expect(first.body.data).toEqual({
      kid: 'CODE-1',
      ...kioskSide(first.body.data),
      validUntil: kioskSide(first.body.data).validUntil.toISOString(),
    });
    expect(second.body.data.code).toBe(kioskSide(second.body.data).code);
    expect(second.body.data.code === code).toBe(second.body.data.validUntil === validUntil);
    expect(Date.parse(validUntil) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(Date.parse(validUntil) % 600_000).toBe(0);

    const activity = await t.db.select().from(kioskActivity).where(eq(kioskActivity.kioskId, id));
    expect(activity).toHaveLength(2);
    expect(activity[0]).toMatchObject({
      kind: 'adminCode',
      userId: technician.user.id,
      tid: 1,
      detail: { validUntil },
    });
    expect(JSON.stringify(activity)).not.toContain(code);

    // A new secret gives another code.
    const rotated = (await t.call('POST', `/api/kiosk/rotateSecret/${id}`, { token: adminToken })).body.data.secret;
    const after = (await t.call('GET', `/api/kiosk/adminCode/${id}`, { token: technician.token })).body.data;
    expect(after.code).toBe(kioskSide(after, rotated).code);
    expect(after.code).not.toBe(kioskSide(after).code);
  });

  it('refuses a kiosk without a device secret (2005) and one that does not exist', async () => {
    const [bare] = await t.db.insert(kiosk).values({ kid: 'BARE-1', tid: 1, kioskType: 0, name: 'Bare' }).returning();
    expect(
      (await t.call('GET', `/api/kiosk/adminCode/${bare!.id}`, { token: adminToken, lang: 'en_US' })).body,
    ).toMatchObject({
      code: ErrorCode.NoDeviceSecret,
      message: 'This kiosk has no device secret yet: issue one first',
    });
    expect((await t.call('GET', '/api/kiosk/adminCode/999999', { token: adminToken })).body.code).toBe(
      ErrorCode.NotFound,
    );
  });
});

describe('batch creation', () => {
  const shared = { tid: 1, kioskType: 0, recycleType: ['PET'], settings: { volumePct: 70 }, address: 'Depot' };

  it('creates numbered kiosks sharing the fields, each with its own secret, each audited', async () => {
    const result = await batch(adminToken, {
      ...shared,
      count: 3,
      kidPrefix: 'bt-',
      startNumber: 8,
      name: 'Depot RVM',
      nameCht: '倉庫回收機',
    });
    expect(result.body.code).toBe(200);
    const created = result.body.data as CreatedKiosk[];
    expect(created.map((item) => [item.kid, item.name])).toEqual([
      ['BT-0008', 'Depot RVM BT-0008'],
      ['BT-0009', 'Depot RVM BT-0009'],
      ['BT-0010', 'Depot RVM BT-0010'],
    ]);
    expect(new Set(created.map((item) => item.secret)).size).toBe(3);
    for (const item of created) {
      const row = await stored(item.id);
      expect(row).toMatchObject({
        tid: 1,
        address: 'Depot',
        nameCht: `倉庫回收機 ${item.kid}`,
        recycleType: ['PET'],
        settings: expect.objectContaining({ volumePct: 70, sideTrayLed: 5 }),
      });
      expect(row.secretHash).toBe(hashDeviceSecret(item.secret));
      const [entry] = await audits(item.id);
      expect(entry).toMatchObject({ action: 'create', tid: 1 });
      expect(JSON.stringify(entry)).not.toContain(item.secret);
    }
  });

  it('creates nothing when one KID is taken (2003) or a shared field breaks a rule', async () => {
    await create(adminToken, 'BX-0003');
    const countOf = async () => (await t.db.select({ n: count() }).from(kiosk).where(like(kiosk.kid, 'BX-%')))[0]!.n;
    const taken = await batch(adminToken, { ...shared, count: 5, kidPrefix: 'BX-', startNumber: 1 });
    expect(taken.body).toMatchObject({ code: ErrorCode.KidTaken, data: { fields: [{ field: 'startNumber' }] } });
    expect(taken.body.message).toContain('BX-0003');
    expect(await countOf()).toBe(1);
    expect(
      (await batch(adminToken, { ...shared, recycleType: ['FOOD_WASTE'], count: 2, kidPrefix: 'BX-', startNumber: 10 }))
        .body.code,
    ).toBe(ErrorCode.UnknownKioskMaterial);
    expect(await countOf()).toBe(1);
  });

  it('takes 1 to 500 kiosks, in the caller scope only', async () => {
    for (const size of [0, 501])
      expect((await batch(adminToken, { ...shared, count: size, kidPrefix: 'BZ-', startNumber: 1 })).status).toBe(400);
    const tenantUser = await signInAs(t, { actions: [kioskActions.add], tid: 1 });
    expect(
      (await batch(tenantUser.token, { ...shared, tid: 2, count: 1, kidPrefix: 'BZ-', startNumber: 1 })).body.code,
    ).toBe(ErrorCode.OutOfScope);
    const full = await batch(tenantUser.token, { ...shared, count: 500, kidPrefix: 'BIG-', startNumber: 1 });
    expect(full.body.data).toHaveLength(500);
    expect(full.body.data.at(-1).kid).toBe('BIG-0500');
  });
});

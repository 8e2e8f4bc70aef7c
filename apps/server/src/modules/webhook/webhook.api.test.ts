import { createHmac, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  messageHistoryActions,
  ResourceType,
  webhookSubscriptionActions,
  type WebhookSubscription,
  type WebhookSubscriptionWithSecret,
} from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { deliverDue } from '../../platform/outbox/delivery.js';
import { message } from '../../platform/outbox/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { startHttpPeer, type HttpPeer, type WebhookRequest } from '../../test/http-peer.js';
import { seedKiosks, type TestKiosk } from '../../test/kiosks.js';
import { seedOrganisation } from '../../test/organisation.js';
import { clearAlarms, raiseAlarms } from '../kiosk-ops/lifecycle.js';
import { kioskAlarm } from '../kiosk-ops/tables.js';
import { kioskMaterialType } from '../material-type/tables.js';
import { webhookSubscription } from './tables.js';

let t: TestApp;
let tenantSystem: HttpPeer;
let epd: HttpPeer;
let admin: string;
let tenantAdmin: string;
let kioskA: TestKiosk;
let kioskB: TestKiosk;
const EPD_KEY = 'epd-key-for-tests';

beforeAll(async () => {
  tenantSystem = await startHttpPeer();
  epd = await startHttpPeer();
  t = await createTestApp({ config: { epd: { url: `${epd.url}/recycling`, key: EPD_KEY } } });
  await seedOrganisation(t.db, { tenants: [1, 2] });
  [kioskA] = await seedKiosks(t.db, 1, { tid: 1, prefix: 'HOOK-A-' });
  [kioskB] = await seedKiosks(t.db, 1, { tid: 2, prefix: 'HOOK-B-' });
  await t.db.insert(kioskMaterialType).values([{ code: 'PET', materialName: 'PET bottle' }]);
  admin = await t.login('admin', ADMIN_PASSWORD);
  const role = await t.createRole({
    actions: [...Object.values(webhookSubscriptionActions), messageHistoryActions.webhook.view],
  });
  const user = await t.createUser({ roleIds: [role.id], tid: 1 });
  tenantAdmin = await t.login(user.loginId, user.password);
});
afterAll(async () => {
  await t.close();
  await tenantSystem.close();
  await epd.close();
});
beforeEach(async () => {
  await t.db.delete(message);
  await t.db.delete(webhookSubscription);
  await t.db.delete(kioskAlarm);
  tenantSystem.requests.length = 0;
  epd.requests.length = 0;
});

async function subscribe(values: Record<string, unknown> = {}, token = tenantAdmin) {
  const answer = await t.call('POST', '/api/webhookSubscription', {
    token,
    body: { name: 'Tenant ERP', tid: 1, url: `${tenantSystem.url}/hooks`, events: ['recycle.transaction'], ...values },
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as WebhookSubscriptionWithSecret;
}

const recycle = (kiosk: TestKiosk, uuid: string = randomUUID()) =>
  t.call('POST', '/api/device/transaction', {
    headers: { authorization: kiosk.auth },
    body: {
      uuid,
      batchId: 'B-7',
      tranDttm: new Date().toISOString(),
      memberCardNo: '88001234567',
      items: [{ material: 'pet', count: 4, weightKg: 0.1, points: 40 }],
    },
  });

const deliver = () => deliverDue(t.db, t.deps.channels, { leaseSeconds: 60 }, new AbortController().signal);

/** Whether a request carries the signature its secret makes over its timestamp and body. */
function signedWith(request: WebhookRequest, secret: string): boolean {
  const timestamp = request.headers['x-srd-timestamp'] as string;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
  return request.headers['x-srd-signature'] === `sha256=${expected}`;
}

describe('subscriptions', () => {
  it('answer the signing secret once, keep it sealed, and show only its last 4 characters after', async () => {
    const created = await subscribe();
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.secretHint).toBe(created.secret.slice(-4));
    const [row] = await t.db.select().from(webhookSubscription).where(eq(webhookSubscription.id, created.id));
    expect(row!.secretSealed).not.toContain(created.secret.slice(6));
    const read = await t.call('GET', `/api/webhookSubscription/${created.id}`, { token: tenantAdmin });
    expect(read.body.data).toMatchObject({ id: created.id, secretHint: created.secretHint, tenantName: 'Tenant 1' });
    expect(JSON.stringify(read.body.data)).not.toContain(created.secret);
    const listed = await t.call('POST', '/api/webhookSubscription/page', { token: tenantAdmin, body: {} });
    expect(listed.body.data.rows.map((row: WebhookSubscription) => row.id)).toEqual([created.id]);
  });

  it("refuse an address on the server's own network in the caller's language, and create nothing", async () => {
    for (const url of [
      'http://localhost/hook',
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest',
      'http://[::1]/',
    ]) {
      const answer = await t.call('POST', '/api/webhookSubscription', {
        token: tenantAdmin,
        lang: 'zh_HK',
        body: { name: 'Probe', tid: 1, url, events: ['alarm.raised'] },
      });
      expect(answer.body.code, url).toBe(ErrorCode.WebhookAddressInternal);
      expect(answer.body.message).toContain('公開網址');
    }
    const bad = await t.call('POST', '/api/webhookSubscription', {
      token: tenantAdmin,
      body: { name: 'Probe', tid: 1, url: 'ftp://example.com/x', events: [] },
    });
    expect(bad.body.code).toBe(ErrorCode.BadRequest);
    expect(await t.db.select().from(webhookSubscription)).toEqual([]);
  });

  it("are a tenant's own: another tenant's, or every tenant's, are for access-all-data callers only", async () => {
    for (const tid of [2, null]) {
      const answer = await t.call('POST', '/api/webhookSubscription', {
        token: tenantAdmin,
        body: { name: 'Elsewhere', tid, url: 'https://erp.example.com/hook', events: ['alarm.raised'] },
      });
      expect(answer.body.code, String(tid)).toBe(ErrorCode.OutOfScope);
    }
    const everyTenant = await subscribe({ tid: null }, admin);
    const listed = await t.call('POST', '/api/webhookSubscription/page', { token: tenantAdmin, body: {} });
    expect(listed.body.data.rows).toEqual([]);
    expect(everyTenant.tenantName).toBeNull();
  });

  it('renew a secret: requests are signed with the new one, and the audit entry shows the change', async () => {
    const created = await subscribe();
    const renewed = await t.call('POST', `/api/webhookSubscription/${created.id}/renewSecret`, { token: tenantAdmin });
    const fresh = renewed.body.data as WebhookSubscriptionWithSecret;
    expect(fresh.secret).not.toBe(created.secret);
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(
        and(eq(sysAuditLog.resTypeId, ResourceType.WebhookSubscription), eq(sysAuditLog.recordId, String(created.id))),
      );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(entries)).not.toContain(fresh.secret);
    expect(JSON.stringify(entries[1])).toContain(fresh.secretHint);
    // A cached secret is reused for a few seconds: a new app reads the renewed one, as another instance would.
    const other = await t.peer();
    try {
      expect((await recycle(kioskA)).body.code).toBe(200);
      await deliverDue(other.deps.db, other.deps.channels, { leaseSeconds: 60 }, new AbortController().signal);
    } finally {
      await other.close();
    }
    const [request] = tenantSystem.requests;
    expect(signedWith(request!, fresh.secret)).toBe(true);
    expect(signedWith(request!, created.secret)).toBe(false);
  });
});

describe('publishing', () => {
  it("sends each recycle transaction once, signed, to the tenant's system and the EPD, no member data", async () => {
    const created = await subscribe();
    await subscribe({ name: 'Alarms only', events: ['alarm.raised'] });
    const uuid = randomUUID();
    expect((await recycle(kioskA, uuid)).body.code).toBe(200);
    expect((await recycle(kioskA, uuid)).status).toBe(409);
    expect((await recycle(kioskB)).body.code).toBe(200);
    await deliver();

    expect(tenantSystem.requests).toHaveLength(1);
    const [request] = tenantSystem.requests;
    expect(signedWith(request!, created.secret)).toBe(true);
    expect(request!.headers['x-srd-event']).toBe('recycle.transaction');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      id: `recycle.transaction:${uuid}`,
      event: 'recycle.transaction',
      data: { uuid, kid: kioskA.kid, totalCount: 4, totalWeightKg: 0.1, items: [{ material: 'PET', count: 4 }] },
    });
    expect(request!.body).not.toContain('88001234567');

    // The EPD hears of both tenants' recycling, signed with its key.
    expect(epd.requests).toHaveLength(2);
    expect(epd.requests.every((seen) => signedWith(seen, EPD_KEY))).toBe(true);
    const rows = await t.db.select().from(message).orderBy(message.id);
    expect(rows.map((row) => [row.tid, row.status])).toEqual([
      [1, 'delivered'],
      [null, 'delivered'],
      [null, 'delivered'],
    ]);
    // Each subscription counts its own requests of the week, whatever the ids of messages and subscriptions.
    const listed = await t.call('POST', '/api/webhookSubscription/page', { token: tenantAdmin, body: {} });
    expect(listed.body.data.rows.map((row: WebhookSubscription) => [row.name, row.delivered7d])).toEqual([
      ['Alarms only', 0],
      ['Tenant ERP', 1],
    ]);
  });

  it('tells of alarms raised and cleared at the tenant, and nothing while a subscription is disabled', async () => {
    const created = await subscribe({ events: ['alarm.raised', 'alarm.cleared'] });
    const at = new Date();
    await t.db.transaction((tx) =>
      raiseAlarms(tx, [
        { kioskId: kioskA.id, tid: 1, typeCode: 'OFFLINE', at },
        { kioskId: kioskB.id, tid: 2, typeCode: 'OFFLINE', at },
      ]),
    );
    await t.db.transaction((tx) =>
      clearAlarms(tx, [{ kioskId: kioskA.id, tid: 1 }], 'OFFLINE', new Date(at.getTime() + 60_000)),
    );
    await deliver();
    // Requests are sent side by side, so they may arrive in either order; the receiver orders them by occurredAt.
    const events = tenantSystem.requests
      .map((request) => JSON.parse(request.body))
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
    expect(events.map((event) => [event.event, event.data.kid, event.data.typeCode])).toEqual([
      ['alarm.raised', kioskA.kid, 'OFFLINE'],
      ['alarm.cleared', kioskA.kid, 'OFFLINE'],
    ]);
    expect(epd.requests).toEqual([]);

    await t.call('PUT', `/api/webhookSubscription/${created.id}`, { token: tenantAdmin, body: { status: 0 } });
    await t.db.transaction((tx) =>
      raiseAlarms(tx, [{ kioskId: kioskA.id, tid: 1, typeCode: 'DOOR_OPEN', at: new Date() }]),
    );
    expect(await t.db.select().from(message).where(eq(message.event, 'alarm.raised'))).toHaveLength(1);
  });

  it("does not send a tenant's request once its subscription is deleted", async () => {
    const created = await subscribe();
    expect((await recycle(kioskA)).body.code).toBe(200);
    await t.call('DELETE', `/api/webhookSubscription/${created.id}`, { token: tenantAdmin });
    await deliver();
    expect(tenantSystem.requests).toEqual([]);
    const [row] = await t.db.select().from(message).where(eq(message.tid, 1));
    expect(row).toMatchObject({ status: 'failed', error: 'The webhook was deleted or disabled' });
  });

  it("shows a tenant the requests to its own systems, and the EPD's only to access-all-data callers", async () => {
    await subscribe();
    expect((await recycle(kioskA)).body.code).toBe(200);
    await deliver();
    const page = (token: string) => t.call('POST', '/api/epdRequestHistory/page', { token, body: {} });
    const own = (await page(tenantAdmin)).body;
    const everything = (await page(admin)).body;
    expect(own.code, JSON.stringify(own)).toBe(200);
    expect(own.data.rows.map((row: { recipient: string }) => row.recipient)).toEqual([`${tenantSystem.url}/hooks`]);
    expect(everything.data.rows).toHaveLength(2);
  });
});

import { ErrorCode, messageTemplateActions, ResourceType, TemplateDataMissing } from '@srd/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { message } from '../../platform/outbox/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { renderMessage } from './render.js';
import { messageTemplate } from './tables.js';

let t: TestApp;
let admin: string;
const allActions = Object.values(messageTemplateActions);
const base = '/api/messageTemplate';

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('POST', base, { token, body, lang });
const sms = (values: Record<string, unknown> = {}) => ({
  event: 'alarm.raised',
  channel: 'sms',
  lang: 'en_US',
  body: '{{kioskName}}: {{alarm}}',
  ...values,
});
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.MessageTemplate), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);

describe('message templates', () => {
  it('creates, reads, edits and deletes a template, auditing each change', async () => {
    const created = await create(admin, sms({ tid: 1, lang: 'zh_CN' }));
    expect(created.body).toMatchObject({ code: 200, data: { tid: 1, tenantName: 'Tenant 1', status: 1 } });
    const { id } = created.body.data;
    expect((await t.call('GET', `${base}/${id}`, { token: admin })).body.data.body).toBe('{{kioskName}}: {{alarm}}');
    const edited = await t.call('PUT', `${base}/${id}`, { token: admin, body: { body: '{{kid}} {{alarm}}' } });
    expect(edited.body.data).toMatchObject({ body: '{{kid}} {{alarm}}', channel: 'sms' });
    const listed = await t.call('POST', `${base}/page`, { token: admin, body: { tid: 1, lang: 'zh_CN' } });
    expect(listed.body.data.rows.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await t.call('DELETE', `${base}/${id}`, { token: admin })).body.code).toBe(200);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'body', oldValue: '{{kioskName}}: {{alarm}}', newValue: '{{kid}} {{alarm}}' },
    ]);
  });

  it('refuses a variable the event lacks, naming it and the allowed ones in the caller language', async () => {
    const refused = await create(admin, sms({ body: '{{kioskName}} {{colour}}' }), 'zh_HK');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.TemplateUnknownVariable);
    const [field] = refused.body.data.fields;
    expect(field.field).toBe('body');
    expect(field.message).toContain('此事件沒有 {{colour}}');
    expect(field.message).toContain('{{kioskName}}, {{kid}}');
    const edit = await t.call('PUT', `${base}/${(await create(admin, sms({ tid: 1, lang: 'zh_HK' }))).body.data.id}`, {
      token: admin,
      body: { event: 'test' },
    });
    expect(edit.body.code).toBe(ErrorCode.TemplateUnknownVariable);
  });

  it('asks an e-mail for its subject and WhatsApp for its approved template name', async () => {
    const email = await create(admin, sms({ channel: 'email', lang: 'zh_HK' }));
    expect(email.body.data.fields).toEqual([{ field: 'subject', message: 'Enter the subject of the e-mail' }]);
    const whatsapp = await create(admin, sms({ channel: 'whatsapp', lang: 'zh_HK' }));
    expect(whatsapp.body.code).toBe(ErrorCode.TemplateWhatsappNameRequired);
  });

  it('keeps one active template per tenant, event, channel and language', async () => {
    const values = sms({ tid: 2, event: 'alarm.cleared' });
    const first = await create(admin, values);
    const second = await create(admin, values);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(ErrorCode.TemplateTaken);
    expect((await create(admin, { ...values, status: 0 })).body.code).toBe(200);
    await t.call('DELETE', `${base}/${first.body.data.id}`, { token: admin });
  });

  it('previews a template with sample data, or says why it cannot be saved', async () => {
    const preview = await t.call('POST', `${base}/preview`, {
      token: admin,
      body: {
        event: 'alarm.digest',
        channel: 'whatsapp',
        body: '{{count}} alarms:{{#alarms}} {{kid}}{{/alarms}}',
      },
    });
    expect(preview.body.data).toEqual({
      subject: null,
      body: '3 alarms: RVM-TP-001 RVM-ST-004 BIN-MK-010',
      params: ['3', ' RVM-TP-001 RVM-ST-004 BIN-MK-010'],
    });
    const bad = await t.call('POST', `${base}/preview`, {
      token: admin,
      lang: 'zh_HK',
      body: { event: 'alarm.raised', channel: 'sms', body: '{{#kid}}x{{/kid}}' },
    });
    expect(bad.body.code).toBe(ErrorCode.TemplateSectionNotList);
    expect(bad.body.data.fields[0].message).toContain('{{#kid}} 只可用於重複清單');
  });

  it('test-sends a template: an outbox message with the rendered text, audited', async () => {
    const { id } = (
      await create(admin, {
        ...sms({ channel: 'whatsapp', tid: 1, body: 'Hi {{name}} at {{sentAt}}', event: 'test' }),
        whatsappTemplate: 'srd_test',
      })
    ).body.data;
    const refused = await t.call('POST', `${base}/${id}/testSend`, {
      token: admin,
      body: { recipient: 'a@b.example' },
    });
    expect(refused.body.code).toBe(ErrorCode.RecipientMismatch);
    const sent = await t.call('POST', `${base}/${id}/testSend`, { token: admin, body: { recipient: '9123 4567' } });
    expect(sent.body.code).toBe(200);
    const [row] = await t.db.select().from(message).where(eq(message.id, sent.body.data.id));
    expect(row).toMatchObject({
      channel: 'whatsapp',
      event: 'test',
      tid: 1,
      recipient: '+85291234567',
      templateId: id,
      body: 'Hi Chan Tai Man at 2026-03-02 10:00',
      payload: { template: 'srd_test', params: ['Chan Tai Man', '2026-03-02 10:00'] },
    });
    expect((await audits(id)).map((entry) => entry.action)).toEqual(['create', 'testSend']);
  });

  it("keeps a tenant admin to its own: reads the defaults, changes neither them nor another tenant's", async () => {
    // First start stored the product defaults.
    const [shared] = await t.db
      .select()
      .from(messageTemplate)
      .where(
        and(
          isNull(messageTemplate.tid),
          eq(messageTemplate.event, 'test'),
          eq(messageTemplate.channel, 'sms'),
          eq(messageTemplate.lang, 'en_US'),
        ),
      );
    const [foreign] = await t.db
      .insert(messageTemplate)
      .values({ tid: 2, event: 'test', channel: 'sms', lang: 'en_US', body: 'Zebra {{name}}' })
      .returning();
    const { token } = await signInAs(t, { actions: allActions, tid: 1 });
    const ids = (await t.call('POST', `${base}/page`, { token, body: { pageSize: -1 } })).body.data.rows.map(
      (row: { id: number }) => row.id,
    );
    expect(ids).toContain(shared!.id);
    expect(ids).not.toContain(foreign!.id);
    expect((await t.call('GET', `${base}/${foreign!.id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    for (const id of [shared!.id, foreign!.id]) {
      const edit = await t.call('PUT', `${base}/${id}`, { token, body: { body: 'Mine {{name}}' } });
      expect(edit.body.code).toBe(ErrorCode.OutOfScope);
      expect((await t.call('DELETE', `${base}/${id}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    }
    expect((await create(token, sms({ event: 'test', body: '{{name}}' }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, sms({ tid: 2, event: 'test', body: '{{name}}' }))).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await create(token, sms({ tid: 1, event: 'test', body: 'Own {{name}}' }))).body.code).toBe(200);
  });

  it('starts every database with the product defaults: each event, channel and language', async () => {
    const defaults = await t.db.select().from(messageTemplate).where(isNull(messageTemplate.tid));
    expect(defaults.length).toBeGreaterThanOrEqual(5 * 3 * 3);
    const page = await t.call('POST', `${base}/page`, { token: admin, body: { event: 'alarm.digest', lang: 'zh_HK' } });
    expect(page.body.data.rows.map((row: { channel: string }) => row.channel).sort()).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
  });

  it('renders with the tenant template, else the product default, else the built-in text', async () => {
    const request = { event: 'alarm.escalated', channel: 'email', lang: 'zh_HK' } as const;
    const data = {
      tenantName: 'T',
      kioskName: 'K',
      kid: 'KID-1',
      alarm: 'A',
      severity: 'critical',
      raisedAt: '09:00',
      message: 'm',
      link: 'https://x.example',
      minutes: 30,
      receiverLevel: 2,
    };
    const productDefault = and(
      isNull(messageTemplate.tid),
      eq(messageTemplate.event, request.event),
      eq(messageTemplate.channel, request.channel),
      eq(messageTemplate.lang, request.lang),
    );
    await t.db.update(messageTemplate).set({ status: 0 }).where(productDefault);
    const builtIn = await renderMessage(t.db, { ...request, tid: 1, data });
    expect(builtIn).toMatchObject({ templateId: null, subject: '[T] 30 分鐘未有確認：K A', payload: null });
    const [stored] = await t.db
      .update(messageTemplate)
      .set({ status: 1, subject: 'Default {{kid}}', body: 'Default' })
      .where(productDefault)
      .returning();
    expect(await renderMessage(t.db, { ...request, tid: 1, data })).toMatchObject({
      templateId: stored!.id,
      subject: 'Default KID-1',
    });
    const [own] = await t.db
      .insert(messageTemplate)
      .values({ ...request, tid: 1, subject: 'Own {{kid}}', body: 'Own {{minutes}}' })
      .returning();
    expect(await renderMessage(t.db, { ...request, tid: 1, data })).toMatchObject({
      templateId: own!.id,
      body: 'Own 30',
    });
    expect((await renderMessage(t.db, { ...request, tid: 2, data })).templateId).toBe(stored!.id);
    await t.db.update(messageTemplate).set({ status: 0 }).where(eq(messageTemplate.id, own!.id));
    expect((await renderMessage(t.db, { ...request, tid: 1, data })).templateId).toBe(stored!.id);
    const { kid: _, ...lacking } = data;
    await expect(renderMessage(t.db, { ...request, tid: 1, data: lacking })).rejects.toThrow(TemplateDataMissing);
  });
});

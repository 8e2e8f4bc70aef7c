import { addDays, businessToday, ErrorCode, pubContentActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { pubContent } from './tables.js';

let t: TestApp;
let adminToken: string;
const day = (offset: number) => addDays(businessToday(), offset);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('POST', '/api/pubContent', { token, body, lang });
const update = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/pubContent', { token, body });
const read = (token: string, id: number) => t.call('GET', `/api/pubContent?id=${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/pubContent/page', { token, body: { pageSize: -1, ...body } });
const getContent = (body: Record<string, unknown>, lang?: 'zh_HK' | 'zh_CN') =>
  t.call('POST', '/api/pubContent/api/Getcontent', { body, lang });
const itemCount = async () => (await t.db.select({ id: pubContent.id }).from(pubContent)).length;
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) => body.data?.fields?.map((field) => field.field);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  slug: `page-${++serial}`,
  title: `Page ${serial}`,
  content: '<p>Body</p>',
  status: 1,
  ...values,
});

describe('public content', () => {
  it('creates, edits and deletes an item, its body sanitised, auditing each change', async () => {
    const created = await create(
      adminToken,
      fresh({
        slug: '  Terms-Of-Use ',
        content: '<p>Read <a href="javascript:alert(1)">this</a></p><script>x()</script>',
        contentCht: '<p>條款</p>',
      }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: null,
        slug: 'terms-of-use',
        content: '<p>Read <a>this</a></p>',
        contentCht: '<p>條款</p>',
        status: 1,
        publishDate: null,
      },
    });
    const { id } = created.body.data;
    expect((await update(adminToken, { id, title: 'Terms of use', status: 2 })).body.data).toMatchObject({
      title: 'Terms of use',
      status: 2,
    });
    expect((await read(adminToken, id)).body.data.slug).toBe('terms-of-use');
    expect((await t.call('DELETE', `/api/pubContent/${id}`, { token: adminToken })).body.code).toBe(200);
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.PublicContent), eq(sysAuditLog.recordId, String(id))))
      .orderBy(sysAuditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual([
      { name: 'title', oldValue: 'Page 1', newValue: 'Terms of use' },
      { name: 'status', oldValue: '1', newValue: '2', oldLabel: 'active', newLabel: 'draft' },
    ]);
  });

  it('keeps slugs unique per tenant (1020 on the slug field), the same slug free in another tenant', async () => {
    await create(adminToken, fresh({ slug: 'shared-slug' }));
    const before = await itemCount();
    const taken = await create(adminToken, fresh({ slug: 'shared-slug' }), 'zh_HK');
    expect(taken.body).toMatchObject({ code: ErrorCode.CodeTaken, message: '此代碼已被其他記錄使用' });
    expect(fieldsOf(taken.body)).toEqual(['slug']);
    expect(await itemCount()).toBe(before);
    expect((await create(adminToken, fresh({ slug: 'shared-slug', tid: 1 }))).body.code).toBe(200);
    expect((await create(adminToken, fresh({ slug: 'shared-slug', tid: 1 }))).body.code).toBe(ErrorCode.CodeTaken);
    const other = (await create(adminToken, fresh({ slug: 'other-slug' }))).body.data;
    expect((await update(adminToken, { id: other.id, slug: 'shared-slug' })).body.code).toBe(ErrorCode.CodeTaken);
    expect((await update(adminToken, { id: other.id, slug: 'other-slug', title: 'Same slug kept' })).body.code).toBe(
      200,
    );
  });

  it('refuses slugs that are not lower-case words joined by dashes, and a missing title or body', async () => {
    for (const slug of ['has space', 'under_score', '-lead', 'a/b', ''])
      expect(fieldsOf((await create(adminToken, fresh({ slug }))).body), slug).toEqual(['slug']);
    expect(fieldsOf((await create(adminToken, fresh({ title: ' ', content: '' }))).body)).toEqual(['title', 'content']);
    expect(fieldsOf((await create(adminToken, fresh({ status: 4 }))).body)).toEqual(['status']);
  });

  it('answers Getcontent without token: only active items past their publish date, in the asked language', async () => {
    await create(
      adminToken,
      fresh({
        slug: 'app-info',
        title: 'Get the app',
        titleCht: '下載程式',
        content: '<p>Download</p>',
        contentCht: '<p>下載</p>',
      }),
    );
    await create(adminToken, fresh({ slug: 'draft-page', status: 2 }));
    await create(adminToken, fresh({ slug: 'pending-page', status: 3 }));
    await create(adminToken, fresh({ slug: 'disabled-page', status: 0 }));
    await create(adminToken, fresh({ slug: 'future-page', publishDate: day(1) }));
    await create(adminToken, fresh({ slug: 'today-page', publishDate: day(0) }));

    const english = await getContent({ key: 'app-info' });
    expect(english.body).toMatchObject({
      code: 200,
      data: { key: 'app-info', lang: 'en_US', title: 'Get the app', content: '<p>Download</p>' },
    });
    expect((await getContent({ key: 'app-info', lang: 'zh_HK' })).body.data).toMatchObject({
      title: '下載程式',
      content: '<p>下載</p>',
    });
    // The header's language serves when the body names none; a missing translation falls back to English.
    expect((await getContent({ key: 'app-info' }, 'zh_HK')).body.data.title).toBe('下載程式');
    expect((await getContent({ key: 'app-info', lang: 'zh_CN' })).body.data.title).toBe('Get the app');
    expect((await getContent({ key: 'today-page' })).body.code).toBe(200);
    for (const key of ['draft-page', 'pending-page', 'disabled-page', 'future-page', 'no-such-page']) {
      const hidden = await getContent({ key });
      expect(hidden.status, key).toBe(404);
      expect(hidden.body.data, key).toBeUndefined();
    }
    expect((await getContent({})).status).toBe(400);
  });

  it("answers a tenant's own published item before the platform-wide one of the same key", async () => {
    await create(adminToken, fresh({ slug: 'contact', title: 'Platform contact' }));
    await create(adminToken, fresh({ slug: 'contact', title: 'Tenant contact', tid: 1 }));
    await create(adminToken, fresh({ slug: 'contact', title: 'Tenant 2 draft', tid: 2, status: 2 }));
    expect((await getContent({ key: 'contact' })).body.data.title).toBe('Platform contact');
    expect((await getContent({ key: 'contact', tid: 1 })).body.data.title).toBe('Tenant contact');
    expect((await getContent({ key: 'contact', tid: 2 })).body.data.title).toBe('Platform contact');
  });

  it('keeps a tenant caller to its own tenant items on every call', async () => {
    const { token } = await signInAs(t, { actions: Object.values(pubContentActions), tid: 1 });
    const theirs = (await create(adminToken, fresh({ tid: 2 }))).body.data;
    const platform = (await create(adminToken, fresh())).body.data;
    const mine = (await create(token, fresh({ tid: 1 }))).body.data;
    expect(new Set((await page(token)).body.data.rows.map((row: { tid: number }) => row.tid))).toEqual(new Set([1]));
    for (const other of [theirs.id, platform.id]) {
      expect((await read(token, other)).body.code).toBe(ErrorCode.OutOfScope);
      expect((await update(token, { id: other, title: 'Taken' })).body.code).toBe(ErrorCode.OutOfScope);
      expect((await t.call('DELETE', `/api/pubContent/${other}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    }
    expect((await create(token, fresh({ tid: 2 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await create(token, fresh({ tid: null }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: mine.id, tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    expect((await read(adminToken, theirs.id)).body.data.title).toBe(theirs.title);
  });
});

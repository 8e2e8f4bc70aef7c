import { addDays, businessToday, ErrorCode, latestNewsActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { multipart, PDF, PNG } from '../../test/uploads.js';
import { storedFile } from '../file/tables.js';
import { latestNews } from './tables.js';

let t: TestApp;
let adminToken: string;
const day = (offset: number) => addDays(businessToday(), offset);

beforeAll(async () => {
  t = await createTestApp({ config: { uploadMaxBytes: 4096 } });
  await seedOrganisation(t.db, { tenants: [1, 2] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('POST', '/api/latestNews', { token, body, lang });
const update = (token: string, body: Record<string, unknown>, lang?: 'zh_HK') =>
  t.call('PUT', '/api/latestNews', { token, body, lang });
const read = (token: string, id: number) => t.call('GET', `/api/latestNews?id=${id}`, { token });
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/latestNews/page', { token, body: { pageSize: -1, ...body } });
const uploadImage = (
  token: string | undefined,
  file: { fileName: string; bytes: Buffer },
  fields: Record<string, string> = {},
) => {
  const { body, headers } = multipart({ fields, files: [file] });
  return t.call('POST', '/api/latestNews/uploadImage', { token, body, headers });
};
const newsCount = async () => (await t.db.select({ id: latestNews.id }).from(latestNews)).length;
const fileCount = async () => (await t.db.select({ id: storedFile.id }).from(storedFile)).length;
const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) => body.data?.fields?.map((field) => field.field);
let serial = 0;
const fresh = (values: Record<string, unknown> = {}) => ({
  tid: 1,
  type: 'new',
  title: `News ${++serial}`,
  status: 2,
  publishDate: day(0),
  ...values,
});
const image = async (tid = '1') =>
  (await uploadImage(adminToken, { fileName: 'banner.png', bytes: PNG }, { tid })).body.data.id as number;

describe('latest news', () => {
  it('creates, edits and deletes a news item with sanitised contents, auditing each with status names', async () => {
    const created = await create(
      adminToken,
      fresh({ type: 'hot', content: '<p onclick="x()">Hi<script>bad()</script></p>', titleCht: '消息' }),
    );
    expect(created.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        type: 'hot',
        titleCht: '消息',
        content: '<p>Hi</p>',
        status: 2,
        imageFileId: null,
        publishDate: day(0),
        expiryDate: null,
      },
    });
    const { id } = created.body.data;
    const imageId = await image();
    expect((await update(adminToken, { id, status: 1, imageFileId: imageId })).body.data).toMatchObject({
      status: 1,
      imageFileId: imageId,
    });
    expect((await read(adminToken, id)).body.data.type).toBe('hot');
    expect((await t.call('DELETE', `/api/latestNews/${id}`, { token: adminToken })).body.code).toBe(200);
    const entries = await t.db
      .select()
      .from(sysAuditLog)
      .where(and(eq(sysAuditLog.resTypeId, ResourceType.LatestNews), eq(sysAuditLog.recordId, String(id))))
      .orderBy(sysAuditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]!.columns).toEqual(
      expect.arrayContaining([{ name: 'status', oldValue: '2', newValue: '1', oldLabel: 'draft', newLabel: 'active' }]),
    );
  });

  it('needs an image for published (1) and pending (3) items on create (shared schema), in any language', async () => {
    const before = await newsCount();
    for (const status of [1, 3]) {
      const refused = await create(adminToken, fresh({ status }), 'zh_HK');
      expect(refused.status).toBe(400);
      expect(refused.body.data.fields).toEqual([{ field: 'imageFileId', message: '已發佈及待發佈的消息必須上載圖片' }]);
    }
    expect(await newsCount()).toBe(before);
    for (const status of [0, 2, 5]) expect((await create(adminToken, fresh({ status }))).body.code).toBe(200);
    const imageId = await image();
    for (const status of [1, 3])
      expect((await create(adminToken, fresh({ status, imageFileId: imageId }))).body.data.imageFileId).toBe(imageId);
  });

  it('keeps the rule on edits, checked by the server against the row it makes', async () => {
    const imageId = await image();
    const draft = (await create(adminToken, fresh())).body.data;
    const publishing = await update(adminToken, { id: draft.id, status: 1 }, 'zh_HK');
    expect(publishing.body.code).toBe(ErrorCode.NewsImageRequired);
    expect(fieldsOf(publishing.body)).toEqual(['imageFileId']);
    expect((await read(adminToken, draft.id)).body.data.status).toBe(2);

    const published = (await create(adminToken, fresh({ status: 1, imageFileId: imageId }))).body.data;
    expect((await update(adminToken, { id: published.id, imageFileId: null })).body.code).toBe(
      ErrorCode.NewsImageRequired,
    );
    expect((await read(adminToken, published.id)).body.data.imageFileId).toBe(imageId);
    // Back to draft, it may lose its image.
    expect(
      (await update(adminToken, { id: published.id, status: 2, imageFileId: null })).body.data.imageFileId,
    ).toBeNull();
  });

  it('takes as image only an uploaded public image the item may use', async () => {
    const pdf = await t.call('POST', '/api/file/upload', {
      token: adminToken,
      ...multipart({ files: [{ fileName: 'a.pdf', bytes: PDF }] }),
    });
    expect(pdf.body.code).toBe(200);
    const privatePng = await t.call('POST', '/api/file/upload', {
      token: adminToken,
      ...multipart({ files: [{ fileName: 'a.png', bytes: PNG }], fields: { tid: '1' } }),
    });
    const otherTenants = await image('2');
    for (const imageFileId of [pdf.body.data.id, privatePng.body.data.id, otherTenants, 999_999]) {
      expect((await create(adminToken, fresh({ status: 1, imageFileId }))).body.code, String(imageFileId)).toBe(
        ErrorCode.NewsImageRequired,
      );
    }
  });

  it('uploads news images by the file service: images only, within the size limit, none kept if refused', async () => {
    const before = await fileCount();
    expect((await uploadImage(adminToken, { fileName: 'doc.png', bytes: PDF })).body.code).toBe(
      ErrorCode.UploadTypeRefused,
    );
    const big = await uploadImage(adminToken, { fileName: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(4096)]) });
    expect(big.body).toMatchObject({
      code: ErrorCode.UploadTooLarge,
      message: 'Upload file size must be less than 4 KB',
    });
    expect(await fileCount()).toBe(before);
    const stored = (await uploadImage(adminToken, { fileName: 'ok.png', bytes: PNG })).body.data;
    expect(stored).toMatchObject({ kind: 'image', isPublic: true });
  });

  it('shows visitors only images of news on show: none of drafts, pending, disabled, expired, future', async () => {
    const imageOf = async (values: Record<string, unknown>) => {
      const imageFileId = await image();
      expect((await create(adminToken, fresh({ imageFileId, ...values }))).body.code).toBe(200);
      return imageFileId;
    };
    const visitorSees = async (id: number) => (await t.call('GET', `/api/pubContent/file/${id}`)).status;
    const onShow = await imageOf({ status: 1, publishDate: day(-3), expiryDate: day(0) });
    const shown = await t.call('GET', `/api/pubContent/file/${onShow}`);
    expect(shown.status).toBe(200);
    expect(shown.response.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(shown.response.rawPayload, PNG)).toBe(0);
    for (const [label, values] of Object.entries({
      draft: { status: 2 },
      pending: { status: 3 },
      disabled: { status: 0 },
      expired: { status: 5 },
      'past its expiry': { status: 1, publishDate: day(-5), expiryDate: day(-1) },
      'not yet published': { status: 1, publishDate: day(1) },
    })) {
      expect(await visitorSees(await imageOf(values)), label).toBe(404);
    }
    expect(await visitorSees(await image()), 'uploaded, in no item').toBe(404);
    const privateFile = await t.call('POST', '/api/file/upload', {
      token: adminToken,
      ...multipart({ files: [{ fileName: 'p.png', bytes: PNG }] }),
    });
    expect(await visitorSees(privateFile.body.data.id)).toBe(404);
    // Once its item is unpublished, the image is no longer shown.
    const [item] = await t.db.select({ id: latestNews.id }).from(latestNews).where(eq(latestNews.imageFileId, onShow));
    expect((await update(adminToken, { id: item!.id, status: 2 })).body.code).toBe(200);
    expect(await visitorSees(onShow)).toBe(404);
  });

  it("shows staff the images of any status in their scope, and refuses other tenants' images", async () => {
    const own = await signInAs(t, { actions: [latestNewsActions.view], tid: 1 });
    const foreign = await signInAs(t, { actions: [latestNewsActions.view], tid: 2 });
    const staffSees = async (token: string, id: number) => {
      const answer = await t.call('GET', `/api/latestNews/image/${id}`, { token });
      return answer.status === 200 ? Buffer.compare(answer.response.rawPayload, PNG) === 0 : answer.body.code;
    };
    const draftImage = await image('1');
    await create(adminToken, fresh({ tid: 1, status: 2, imageFileId: draftImage }));
    const justUploaded = await image('1');
    expect(await staffSees(own.token, draftImage)).toBe(true);
    expect(await staffSees(own.token, justUploaded)).toBe(true);
    expect(await staffSees(foreign.token, draftImage)).toBe(ErrorCode.OutOfScope);
    expect(await staffSees(foreign.token, justUploaded)).toBe(ErrorCode.OutOfScope);
    // A platform-wide image on the tenant's own item is shown to the tenant; not to another tenant.
    const platformImage = (await uploadImage(adminToken, { fileName: 'shared.png', bytes: PNG })).body.data
      .id as number;
    expect(await staffSees(own.token, platformImage)).toBe(ErrorCode.OutOfScope);
    await create(adminToken, fresh({ tid: 1, status: 2, imageFileId: platformImage }));
    expect(await staffSees(own.token, platformImage)).toBe(true);
    expect(await staffSees(foreign.token, platformImage)).toBe(ErrorCode.OutOfScope);
    // The route serves news images only: a private file of the caller's tenant is for the file list.
    const privateFile = await t.call('POST', '/api/file/upload', {
      token: adminToken,
      ...multipart({ files: [{ fileName: 'p.png', bytes: PNG }], fields: { tid: '1' } }),
    });
    expect(await staffSees(own.token, privateFile.body.data.id)).toBe(ErrorCode.OutOfScope);
    expect(await staffSees(adminToken, privateFile.body.data.id)).toBe(404);
    expect((await t.call('GET', `/api/latestNews/image/${draftImage}`)).status).toBe(401);
  });

  it('refuses an expiry before the publish date and an unknown type', async () => {
    const early = await create(adminToken, fresh({ publishDate: day(5), expiryDate: day(4) }));
    expect(fieldsOf(early.body)).toEqual(['expiryDate']);
    expect(fieldsOf((await create(adminToken, fresh({ type: 'old' }))).body)).toEqual(['type']);
  });

  it('filters by keyword, type and status', async () => {
    await create(adminToken, fresh({ title: 'Filter hot one', type: 'hot' }));
    await create(adminToken, fresh({ title: 'Filter new one', type: 'new', status: 0 }));
    const titles = async (filters: Record<string, unknown>) =>
      (await page(adminToken, { keyword: 'filter', ...filters })).body.data.rows
        .map((row: { title: string }) => row.title)
        .sort();
    expect(await titles({})).toEqual(['Filter hot one', 'Filter new one']);
    expect(await titles({ type: 'hot' })).toEqual(['Filter hot one']);
    expect(await titles({ status: 0 })).toEqual(['Filter new one']);
  });

  it('keeps a tenant caller to its own tenant news on every call', async () => {
    const { token } = await signInAs(t, { actions: Object.values(latestNewsActions), tid: 1 });
    const theirs = (await create(adminToken, fresh({ tid: 2, title: 'Theirs' }))).body.data;
    const platform = (await create(adminToken, fresh({ tid: null, title: 'Platform' }))).body.data;
    const mine = (await create(token, fresh({ tid: 1, title: 'Mine' }))).body.data;
    expect(mine.tid).toBe(1);
    const tids = (await page(token)).body.data.rows.map((row: { tid: number }) => row.tid);
    expect(new Set(tids)).toEqual(new Set([1]));
    for (const other of [theirs.id, platform.id]) {
      expect((await read(token, other)).body.code).toBe(ErrorCode.OutOfScope);
      expect((await update(token, { id: other, title: 'Taken' })).body.code).toBe(ErrorCode.OutOfScope);
      expect((await t.call('DELETE', `/api/latestNews/${other}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    }
    expect((await create(token, fresh({ tid: 2 }))).body.code).toBe(ErrorCode.OutOfScope);
    expect((await update(token, { id: mine.id, tid: 2 })).body.code).toBe(ErrorCode.OutOfScope);
    // The tenant's image upload lands in its own tenant, even when it names another.
    expect((await uploadImage(token, { fileName: 'x.png', bytes: PNG }, { tid: '2' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect((await uploadImage(token, { fileName: 'x.png', bytes: PNG })).body.data.tid).toBe(1);
  });

  it('needs a token and the actions', async () => {
    expect((await uploadImage(undefined, { fileName: 'x.png', bytes: PNG })).status).toBe(401);
    const { token } = await signInAs(t, { actions: [latestNewsActions.view], tid: 1 });
    expect((await uploadImage(token, { fileName: 'x.png', bytes: PNG })).body.code).toBe(ErrorCode.MissingAction);
    expect((await create(token, fresh())).body.code).toBe(ErrorCode.MissingAction);
  });
});

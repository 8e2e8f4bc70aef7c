import { ErrorCode, fileActions, ResourceType } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '../../platform/audit/tables.js';
import { signInAs } from '../../test/callers.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';
import { multipart, PDF, PNG, pngOf } from '../../test/uploads.js';
import { storedFile } from './tables.js';

let t: TestApp;
let adminToken: string;
/** A small limit so the size refusal needs no large body: 2 KB. */
const LIMIT = 2048;

beforeAll(async () => {
  t = await createTestApp({ config: { uploadMaxBytes: LIMIT } });
  await seedOrganisation(t.db, { tenants: [1, 2] });
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const upload = (
  token: string | undefined,
  file: { fileName: string; bytes: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
  lang?: 'zh_HK' | 'zh_CN',
) => {
  const { body, headers } = multipart({ fields, files: file ? [file] : [] });
  return t.call('POST', '/api/file/upload', { token, body, headers, lang });
};
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/file/page', { token, body: { pageSize: -1, ...body } });
const fileCount = async () => (await t.db.select({ id: storedFile.id }).from(storedFile)).length;
const audits = (id: number) =>
  t.db
    .select()
    .from(sysAuditLog)
    .where(and(eq(sysAuditLog.resTypeId, ResourceType.File), eq(sysAuditLog.recordId, String(id))))
    .orderBy(sysAuditLog.id);

describe('file list', () => {
  it('uploads, lists, reads, downloads and deletes a file, auditing the upload and the delete', async () => {
    const uploaded = await upload(adminToken, { fileName: 'poster.png', bytes: PNG, type: 'image/png' }, { tid: '1' });
    expect(uploaded.body).toMatchObject({
      code: 200,
      data: {
        tid: 1,
        fileName: 'poster.png',
        contentType: 'image/png',
        kind: 'image',
        size: PNG.length,
        isPublic: false,
      },
    });
    expect(uploaded.body.data).not.toHaveProperty('data');
    const { id } = uploaded.body.data;

    const listed = (await page(adminToken)).body.data.rows;
    expect(listed.map((row: { id: number }) => row.id)).toContain(id);
    expect(listed[0]).not.toHaveProperty('data');
    expect((await t.call('GET', `/api/file?id=${id}`, { token: adminToken })).body.data.fileName).toBe('poster.png');

    const download = await t.call('GET', `/api/file/download/${id}`, { token: adminToken });
    expect(download.status).toBe(200);
    expect(download.response.headers['content-type']).toBe('image/png');
    expect(download.response.headers['content-disposition']).toContain('poster.png');
    expect(Buffer.compare(download.response.rawPayload, PNG)).toBe(0);

    expect((await t.call('DELETE', `/api/file/${id}`, { token: adminToken })).body.code).toBe(200);
    expect((await t.call('GET', `/api/file/download/${id}`, { token: adminToken })).status).toBe(404);
    const entries = await audits(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[0]!.columns.map((column) => column.name)).toEqual(
      expect.arrayContaining(['fileName', 'kind', 'size']),
    );
    expect(entries[0]!.columns.map((column) => column.name)).not.toContain('data');
  });

  it('names the stored file after what its bytes are, whatever the sender called it', async () => {
    const pdf = await upload(adminToken, { fileName: 'scan.png', bytes: PDF, type: 'image/png' });
    expect(pdf.body.data).toMatchObject({ fileName: 'scan.pdf', kind: 'pdf', contentType: 'application/pdf' });
    const csv = await upload(adminToken, {
      fileName: 'counts.csv',
      bytes: Buffer.from('a,b\n1,2\n'),
      type: 'text/csv',
    });
    expect(csv.body.data).toMatchObject({ kind: 'csv', contentType: 'text/csv' });
  });

  it('refuses other contents by their bytes (1044) even with an accepted name and type, changing nothing', async () => {
    const before = await fileCount();
    for (const file of [
      { fileName: 'photo.png', bytes: Buffer.from('MZ\x90\x00 not an image'), type: 'image/png' },
      { fileName: 'page.html', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html' },
      { fileName: 'notes.txt', bytes: Buffer.from('plain words'), type: 'text/plain' },
    ]) {
      const refused = await upload(adminToken, file, {}, 'zh_HK');
      expect(refused.status).toBe(415);
      expect(refused.body.code).toBe(ErrorCode.UploadTypeRefused);
      expect(refused.body.message).toContain('不可上載此檔案類型');
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses images whose header declares too many pixels before decoding them (1046), storing nothing', async () => {
    const before = await fileCount();
    // A real PNG of 9,000 × 1,000 black pixels in under 2 KB, and a header that claims 65535 × 65535.
    const bomb = pngOf(9_000, 1_000);
    const claim = pngOf(65_535, 65_535, PNG.subarray(33, 45));
    for (const [bytes, lang, message] of [
      [
        bomb,
        undefined,
        'This image is 9000 × 1000 pixels: images may be at most 8000 pixels a side and 40 megapixels in all',
      ],
      [claim, 'zh_HK', '此圖片為 65535 × 65535 像素：圖片每邊最多 8000 像素，總數最多 40 百萬像素'],
      [claim, 'zh_CN', '此图片为 65535 × 65535 像素：图片每边最多 8000 像素，总数最多 40 百万像素'],
    ] as const) {
      const refused = await upload(
        adminToken,
        { fileName: 'poster.png', bytes, type: 'image/png' },
        { tid: '1' },
        lang,
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: ErrorCode.ImageTooLarge, message });
    }
    expect(await fileCount()).toBe(before);
    expect((await upload(adminToken, { fileName: 'fine.png', bytes: pngOf(1_920, 1_080) })).body.code).toBe(200);
  });

  it('refuses a file past the limit: SPEC message, humanised size, each language, changing nothing', async () => {
    const before = await fileCount();
    const big = { fileName: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(LIMIT)]) };
    const english = await upload(adminToken, big);
    expect(english.status).toBe(413);
    expect(english.body).toMatchObject({
      code: ErrorCode.UploadTooLarge,
      message: 'Upload file size must be less than 2 KB',
    });
    expect((await upload(adminToken, big, {}, 'zh_HK')).body.message).toBe('上載檔案大小必須少於 2 KB');
    expect((await upload(adminToken, big, {}, 'zh_CN')).body.message).toBe('上传文件大小必须小于 2 KB');
    expect(await fileCount()).toBe(before);
    // Exactly at the limit is accepted.
    const atLimit = Buffer.concat([PDF, Buffer.alloc(LIMIT - PDF.length)]);
    expect((await upload(adminToken, { fileName: 'edge.pdf', bytes: atLimit })).body.data.size).toBe(LIMIT);
  });

  it('asks for a file when none is sent (1043) and refuses a JSON body the same way', async () => {
    expect((await upload(adminToken, null, { tid: '1' })).body.code).toBe(ErrorCode.UploadMissing);
    expect((await t.call('POST', '/api/file/upload', { token: adminToken, body: { file: 'x' } })).body.code).toBe(
      ErrorCode.UploadMissing,
    );
  });

  it('keeps a tenant caller to its own tenant files: lists, reads, downloads, uploads and deletes', async () => {
    const { token } = await signInAs(t, { actions: Object.values(fileActions), tid: 1 });
    const theirs = (await upload(adminToken, { fileName: 'theirs.pdf', bytes: PDF }, { tid: '2' })).body.data;
    const platform = (await upload(adminToken, { fileName: 'platform.pdf', bytes: PDF })).body.data;
    expect(platform.tid).toBeNull();

    const mine = await upload(token, { fileName: 'mine.pdf', bytes: PDF });
    expect(mine.body.data.tid).toBe(1);
    const tids = (await page(token)).body.data.rows.map((row: { tid: number }) => row.tid);
    expect(new Set(tids)).toEqual(new Set([1]));
    for (const other of [theirs.id, platform.id]) {
      expect((await t.call('GET', `/api/file?id=${other}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
      expect((await t.call('GET', `/api/file/download/${other}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
      expect((await t.call('DELETE', `/api/file/${other}`, { token })).body.code).toBe(ErrorCode.OutOfScope);
    }
    const before = await fileCount();
    expect((await upload(token, { fileName: 'sneak.pdf', bytes: PDF }, { tid: '2' })).body.code).toBe(
      ErrorCode.OutOfScope,
    );
    expect(await fileCount()).toBe(before);
    expect((await t.call('DELETE', `/api/file/${mine.body.data.id}`, { token })).body.code).toBe(200);
  });

  it('needs a token (401) and the upload action (1003)', async () => {
    expect((await upload(undefined, { fileName: 'a.pdf', bytes: PDF })).status).toBe(401);
    const { token } = await signInAs(t, { actions: [fileActions.view], tid: 1 });
    expect((await upload(token, { fileName: 'a.pdf', bytes: PDF })).body.code).toBe(ErrorCode.MissingAction);
  });
});

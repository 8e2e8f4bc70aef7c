import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

const rows = async (path: string) => (await t.call('POST', path, { token, body: { pageSize: -1 } })).body.data.rows;

describe('demo data of the public content, latest news and file list screens', () => {
  it('has public pages visitors can open, and a draft they cannot', async () => {
    const items = await rows('/api/pubContent/page');
    expect(new Set(items.map((item: { status: number }) => item.status))).toEqual(new Set([1, 2]));
    const terms = await t.call('POST', '/api/pubContent/api/Getcontent', {
      body: { key: 'terms-of-service', lang: 'zh_HK' },
    });
    expect(terms.body.data.title).toBe('服務條款');
    expect((await t.call('POST', '/api/pubContent/api/Getcontent', { body: { key: 'privacy-policy' } })).status).toBe(
      404,
    );
  });

  it('has news of both types whose published and pending items show their image to visitors', async () => {
    const news = await rows('/api/latestNews/page');
    expect(new Set(news.map((item: { type: string }) => item.type))).toEqual(new Set(['new', 'hot']));
    for (const item of news.filter((entry: { status: number }) => [1, 3].includes(entry.status))) {
      expect((await t.call('GET', `/api/pubContent/file/${item.imageFileId}`)).status).toBe(200);
    }
  });

  it('has files of several kinds that download', async () => {
    const files = await rows('/api/file/page');
    expect(new Set(files.map((file: { kind: string }) => file.kind))).toEqual(new Set(['csv', 'image', 'pdf']));
    for (const file of files)
      expect((await t.call('GET', `/api/file/download/${file.id}`, { token })).response.rawPayload.length).toBe(
        file.size,
      );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFiles } from '../apps/server/src/modules/file/demo.js';
import { seedDemoNews } from '../apps/server/src/modules/latest-news/demo.js';
import { seedDemoOrganisation } from '../apps/server/src/modules/organisation/demo.js';
import { seedDemoPubContent } from '../apps/server/src/modules/pub-content/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, fieldError, row, seeMessage, signIn } from './support/journey.js';

/** A small upload limit, so the size refusal needs no large file: 64 KB. */
const UPLOAD_LIMIT = 64 * 1024;
let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures({ uploadMaxBytes: UPLOAD_LIMIT });
  await app.db.transaction(async (tx) => {
    await seedDemoOrganisation(tx);
    await seedDemoPubContent(tx);
    await seedDemoFiles(tx);
    await seedDemoNews(tx);
  });
});
afterAll(() => app.close());

const PUBLIC_CONTENT = '/content/publicContent';
const LATEST_NEWS = '/content/latestNews';
const FILES = '/content/files';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('PublicContent screens and the public page', () => {
  it('creates and edits an item in zh_HK, shows the change in its history; visitors read it signed out', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${PUBLIC_CONTENT}`);
    await row(page, 'pubContentTable', '服務條款').waitFor();
    await screenshot(page, 'pub-content-list-zh_HK');

    await page.click('#pubContentNew');
    await page.locator('#pubContentForm').waitFor();
    await page.fill('#pubContent-slug', 'Bad Slug');
    await page.fill('#pubContent-title', 'Recycling tips');
    await page.fill('#pubContent-titleCht', '回收貼士');
    await page.fill('#pubContent-content', '<p>Rinse bottles before recycling.</p>');
    await page.getByRole('tab', { name: '繁體中文' }).click();
    await page.fill('#pubContent-contentCht', '<p>回收前請先沖洗膠樽。</p><script>alert(1)</script>');
    await chooseOption(page, '#pubContent-status', '啟用');
    await page.click('#pubContentSave');
    await fieldError(page, '#pubContent-slug', '請使用小寫英文字母、數字及單個連字號，例如 terms-of-service').waitFor();
    await page.fill('#pubContent-slug', 'recycling-tips');
    await screenshot(page, 'pub-content-form-zh_HK', { fullPage: false });
    await page.click('#pubContentSave');
    await seeMessage(page, '已新增「回收貼士」');

    // The same slug again is refused by the server, under its field.
    await page.click('#pubContentNew');
    await page.fill('#pubContent-slug', 'recycling-tips');
    await page.fill('#pubContent-title', 'Duplicate');
    await page.fill('#pubContent-content', '<p>x</p>');
    await page.click('#pubContentSave');
    await fieldError(page, '#pubContent-slug', '此代碼已被其他記錄使用').waitFor();
    await page.click('#pubContentCancel');

    await row(page, 'pubContentTable', '回收貼士').locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#pubContent-titleCht')).toBe('回收貼士');
    await page.fill('#pubContent-titleCht', '回收小貼士');
    await page.click('#pubContentSave');
    await seeMessage(page, '已儲存「回收小貼士」');

    await row(page, 'pubContentTable', '回收小貼士').locator('.entity-history').click();
    const change = page
      .locator('.ant-drawer #historyTable tr.ant-table-row')
      .filter({ hasText: '修改' })
      .locator('.audit-change[data-field="titleCht"]');
    await change.waitFor();
    expect(await change.textContent()).toContain('標題（繁體中文）');
    expect(await change.locator('.audit-old').textContent()).toBe('回收貼士');
    expect(await change.locator('.audit-new').textContent()).toBe('回收小貼士');
    await screenshot(page, 'pub-content-history-zh_HK');
    await page.locator('.ant-drawer .ant-drawer-close').click();

    // The detail screen previews each language, the script already gone.
    await row(page, 'pubContentTable', '回收小貼士').locator('.pub-content-detail').click();
    await page.locator('#pubContentDetailPage').getByRole('tab', { name: '繁體中文' }).click();
    await page
      .locator('#pubContentDetailPage .pub-content-preview[data-lang="zh_HK"]', { hasText: '回收前請先沖洗膠樽。' })
      .waitFor();
    expect(await page.locator('#pubContentDetailPage script').count()).toBe(0);
    await screenshot(page, 'pub-content-detail-zh_HK');

    const visitor = await openBrowser({ locale: 'zh-HK' });
    await visitor.page.goto(`${app.url}/pubContent/recycling-tips`);
    await visitor.page.locator('#publicContentBody', { hasText: '回收前請先沖洗膠樽。' }).waitFor();
    expect(await visitor.page.locator('#publicPage').innerText()).toContain('回收小貼士');
    expect(await visitor.page.locator('#publicContentBody script').count()).toBe(0);
    await screenshot(visitor.page, 'pub-content-public-zh_HK');
    // A draft is not shown to visitors.
    await visitor.page.goto(`${app.url}/pubContent/privacy-policy`);
    await visitor.page.locator('#publicPageText', { hasText: '此頁面暫時無法查看' }).waitFor();
    expect(await visitor.page.locator('#publicContentBody').count()).toBe(0);
  });

  it.each([
    ['en_US', 'en-US', 'Terms of Service', 'Using the kiosks'],
    ['zh_CN', 'zh-CN', '服务条款', '使用回收机'],
  ])('shows the list and the public page in %s', async (lang, locale, title, heading) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${PUBLIC_CONTENT}`);
    await row(page, 'pubContentTable', title).waitFor();
    await screenshot(page, `pub-content-list-${lang}`);
    const visitor = await openBrowser({ locale });
    await visitor.page.goto(`${app.url}/pubContent/terms-of-service`);
    await visitor.page.locator('#publicContentBody h2', { hasText: heading }).waitFor();
    await screenshot(visitor.page, `pub-content-public-${lang}`);
  });
});

describe('LatestNewsList screen', () => {
  it('refuses a published news item without an image, then saves it with an uploaded one, in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LATEST_NEWS}`);
    await row(page, 'latestNewsTable', '本月膠樽雙倍積分').waitFor();
    await screenshot(page, 'latest-news-list-zh_HK');

    await page.click('#latestNewsNew');
    await page.locator('#latestNewsForm').waitFor();
    await page.fill('#latestNews-title', 'Can Week');
    await page.fill('#latestNews-titleCht', '鋁罐週');
    await chooseOption(page, '#latestNews-type', '熱門');
    await chooseOption(page, '#latestNews-status', '啟用');
    await page.click('#latestNewsSave');
    await fieldError(page, '#latestNews-image', '已發佈及待發佈的消息必須上載圖片').waitFor();

    // Not an image: refused by its content, whatever its name.
    await page.setInputFiles('#latestNews-image input[type=file]', {
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 not an image'),
    });
    await page.locator('#latestNews-image-refusal', { hasText: '不可上載此檔案類型' }).waitFor();
    await page.setInputFiles('#latestNews-image input[type=file]', {
      name: 'cans.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    // The unsaved item's image is fetched with the session (visitors see only news on show) and drawn.
    await expect
      .poll(() =>
        page
          .locator('#latestNews-image img')
          .evaluate((img: HTMLImageElement) => img.src.startsWith('blob:') && img.naturalWidth > 0),
      )
      .toBe(true);
    // The refusal under the field goes once the image is there.
    await expect.poll(() => fieldError(page, '#latestNews-image', '已發佈及待發佈的消息必須上載圖片').count()).toBe(0);
    await screenshot(page, 'latest-news-form-zh_HK', { fullPage: false });
    await page.click('#latestNewsSave');
    await seeMessage(page, '已新增「鋁罐週」');
    await expect
      .poll(() =>
        row(page, 'latestNewsTable', '鋁罐週')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
      )
      .toBe(true);

    await row(page, 'latestNewsTable', '鋁罐週').locator('.news-detail').click();
    await page.locator('#latestNewsDetailPage').getByRole('tab', { name: '繁體中文' }).click();
    await page.locator('#latestNewsDetailPage .news-preview[data-lang="zh_HK"]', { hasText: '鋁罐週' }).waitFor();
    await screenshot(page, 'latest-news-detail-zh_HK');
    // The server holds the same rule for any client.
    const token = await app.login('admin', ADMIN_PASSWORD);
    const refused = await app.call('POST', '/api/latestNews', {
      token,
      lang: 'zh_HK',
      body: { type: 'new', title: 'No image', status: 3, publishDate: '2030-01-01' },
    });
    expect(refused.body.data.fields).toEqual([{ field: 'imageFileId', message: '已發佈及待發佈的消息必須上載圖片' }]);
    expect(
      (await app.call('POST', '/api/latestNews/page', { token, body: { keyword: 'No image' } })).body.data.total,
    ).toBe(0);
  });

  it.each([
    ['en_US', 'en-US', 'Double points for bottles this month'],
    ['zh_CN', 'zh-CN', '本月胶瓶双倍积分'],
  ])('shows the list in %s', async (lang, locale, title) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${LATEST_NEWS}`);
    await row(page, 'latestNewsTable', title).waitFor();
    await screenshot(page, `latest-news-list-${lang}`);
  });
});

describe('FileList screen', () => {
  it('uploads a file and shows the size refusal in zh_HK, storing nothing refused', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    const token = await app.login('admin', ADMIN_PASSWORD);
    const total = async () => (await app.call('POST', '/api/file/page', { token, body: {} })).body.data.total as number;
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${FILES}`);
    await row(page, 'fileTable', 'collection-counts.csv').waitFor();
    const input = '#filePage .ant-upload input[type=file]';
    await page.setInputFiles(input, { name: 'kiosk-map.png', mimeType: 'image/png', buffer: PNG });
    await seeMessage(page, '已上載 kiosk-map.png');
    await row(page, 'fileTable', 'kiosk-map.png').getByText('圖片').waitFor();
    const before = await total();

    await page.setInputFiles(input, {
      name: 'big-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_LIMIT)]),
    });
    await page.locator('#fileUploadRefusal', { hasText: '上載檔案大小必須少於 64 KB' }).waitFor();
    await screenshot(page, 'file-list-size-refusal-zh_HK');
    await page.setInputFiles(input, {
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\x90\x00binary'),
    });
    await page.locator('#fileUploadRefusal', { hasText: '不可上載此檔案類型' }).waitFor();
    expect(await total()).toBe(before);
  });

  it.each([
    ['en_US', 'en-US'],
    ['zh_CN', 'zh-CN'],
  ])('shows the list in %s', async (lang, locale) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${FILES}`);
    await row(page, 'fileTable', 'recycling-guide.pdf').waitFor();
    await screenshot(page, `file-list-${lang}`);
  });
});

describe('content screens on a phone', () => {
  it('fit a 390 px screen: the three lists, the news dialog and the public page', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [path, table, text, name] of [
      [PUBLIC_CONTENT, 'pubContent', 'Terms of Service', 'pub-content-list-phone-en_US'],
      [LATEST_NEWS, 'latestNews', 'Double points for bottles this month', 'latest-news-list-phone-en_US'],
      [FILES, 'file', 'recycling-guide.pdf', 'file-list-phone-en_US'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await row(page, `${table}Table`, text).waitFor();
      await fits();
      await screenshot(page, name);
    }
    await page.goto(`${app.url}${LATEST_NEWS}`);
    await page.click('#latestNewsNew');
    await page.locator('#latestNewsForm').waitFor();
    await fits();
    await screenshot(page, 'latest-news-form-phone-en_US', { fullPage: false });
    await page.goto(`${app.url}/pubContent/app-download`);
    await page.locator('#publicContentBody').waitFor();
    await fits();
    await screenshot(page, 'pub-content-public-phone-en_US');
  });
});

import { gtinCheckDigit } from '@srd/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBarcodes } from '../apps/server/src/modules/barcode/demo.js';
import { seedDemoMaterialTypes } from '../apps/server/src/modules/material-type/demo.js';
import { seedDemoSysParameters } from '../apps/server/src/modules/sys-parameter/demo.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, confirmDelete, row, rowsOf, seeMessage, signIn } from './support/journey.js';

let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  app = await startAppWithFixtures();
  await app.db.transaction(async (tx) => {
    await seedDemoMaterialTypes(tx);
    await seedDemoBarcodes(tx);
    await seedDemoSysParameters(tx);
  });
});
afterAll(() => app.close());

const MATERIALS = '/configuration/kiosk/materialType';
const BARCODES = '/configuration/kiosk/barcode';
const PARAMETERS = '/system/parameter';
const menu = '.ant-layout-sider .ant-menu-root';
/** An EAN-13 from its first twelve digits. */
const ean13 = (body: string) => body + gtinCheckDigit(body);
const COLA_CAN = ean13('489100300021');

async function openFromMenu(page: Page, group: string, item: string, path: string): Promise<void> {
  await page.locator(`${menu} .ant-menu-submenu-title`).getByText(group, { exact: true }).click();
  await page.locator(`${menu} .ant-menu-item`).getByText(item, { exact: true }).click();
  await page.waitForURL(`${app.url}${path}`);
}

/** Waits until no message hides part of the screen (before a screenshot or the next one). */
async function messagesGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
}

/** The changed field of the history drawer's latest update entry: its old and new words. */
async function historyChange(page: Page, field: string) {
  const change = page
    .locator('.ant-drawer #historyTable tr.ant-table-row')
    .filter({ hasText: '修改' })
    .first()
    .locator(`.audit-change[data-field="${field}"]`);
  await change.waitFor();
  return {
    label: await change.textContent(),
    old: await change.locator('.audit-old').textContent(),
    new: await change.locator('.audit-new').textContent(),
  };
}

describe('MaterialType and Barcode screens', () => {
  it('creates, finds, edits, traces and deletes a material type in zh_HK; keeps one that barcodes use', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    const rows = rowsOf('materialTypeTable');
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await openFromMenu(page, '回收設備', '物料類型', MATERIALS);
    await row(page, 'materialTypeTable', 'PET').getByText('膠樽').waitFor();
    await row(page, 'materialTypeTable', 'PET').getByText('回收機 (RVM)').waitFor();
    await row(page, 'materialTypeTable', 'TETRA_PAK').getByText('所有類型').waitFor();
    await row(page, 'materialTypeTable', 'GLASS').getByText('公斤').waitFor();
    await screenshot(page, 'material-type-list-zh_HK');

    await page.click('#materialTypeNew');
    await page.locator('#materialTypeForm').waitFor();
    await page.click('#materialTypeSave');
    await page
      .locator('#materialTypeForm .ant-form-item-explain-error', { hasText: '此欄位為必填！' })
      .first()
      .waitFor();
    await page.fill('#materialType-code', 'glass_jar');
    expect(await page.inputValue('#materialType-code')).toBe('GLASS_JAR');
    await page.fill('#materialName', 'Glass jar');
    await page.fill('#materialNameCht', '玻璃瓶罐');
    await page.fill('#materialNameChs', '玻璃瓶罐');
    await chooseOption(page, '#materialType-kioskType', '智能分類機');
    await chooseOption(page, '#materialType-unit', '公斤');
    await page.fill('#materialType-pointsPerUnit', '18');
    await screenshot(page, 'material-type-form-zh_HK', { fullPage: false });
    await page.click('#materialTypeSave');
    await seeMessage(page, '已新增「玻璃瓶罐」');
    await row(page, 'materialTypeTable', 'GLASS_JAR').getByText('智能分類機').waitFor();

    await page.fill('#materialTypeFilterKeyword', 'jar');
    await page.click('#materialTypeFiltersSearch');
    await page.waitForURL(/keyword=jar/);
    await expect.poll(() => page.locator(rows).allTextContents()).toEqual([expect.stringContaining('GLASS_JAR')]);

    // The dialog shows the stored record; only the points change.
    await row(page, 'materialTypeTable', 'GLASS_JAR').locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#materialType-code')).toBe('GLASS_JAR');
    expect(await page.inputValue('#materialNameCht')).toBe('玻璃瓶罐');
    await page.fill('#materialType-pointsPerUnit', '22');
    await page.click('#materialTypeSave');
    await seeMessage(page, '已儲存「玻璃瓶罐」');
    await row(page, 'materialTypeTable', 'GLASS_JAR').getByRole('cell', { name: '22', exact: true }).waitFor();

    await messagesGone(page);
    await row(page, 'materialTypeTable', 'GLASS_JAR').locator('.entity-history').click();
    const points = await historyChange(page, 'pointsPerUnit');
    expect(points).toMatchObject({ old: '18', new: '22' });
    expect(points.label).toContain('每單位積分');
    await screenshot(page, 'material-type-history-zh_HK', { fullPage: false });
    await page.locator('.ant-drawer .ant-drawer-close').click();

    await row(page, 'materialTypeTable', 'GLASS_JAR').locator('.entity-delete').click();
    await page.locator('.ant-popconfirm', { hasText: '確定刪除物料類型「玻璃瓶罐」嗎？' }).waitFor();
    await page.click('.entity-delete-confirm');
    await seeMessage(page, '已刪除「玻璃瓶罐」');
    await expect.poll(() => page.locator(rows).count()).toBe(0);

    // Barcodes are recycled as PET: deleting it is refused (1021) and it stays listed.
    await page.click('#materialTypeFiltersReset');
    await row(page, 'materialTypeTable', 'PET').locator('.entity-delete').click();
    await confirmDelete(page, '膠樽');
    await seeMessage(page, '其他記錄正使用此記錄，因此無法刪除');
    expect(await row(page, 'materialTypeTable', 'PET').count()).toBe(1);
    const token = await app.login('admin', ADMIN_PASSWORD);
    expect(
      (await app.call('POST', '/api/kioskMaterialType/page', { token, body: { keyword: 'GLASS_JAR' } })).body.data
        .total,
    ).toBe(0);
  });

  it('creates, finds, edits, traces, deletes a barcode in zh_HK; checks its digit, refuses a used code', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    const rows = rowsOf('barcodeTable');
    const code = ean13('489100900001');
    const wrongDigit = (gtinCheckDigit('489100900001') + 1) % 10;
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await openFromMenu(page, '回收設備', '條碼', BARCODES);
    await row(page, 'barcodeTable', COLA_CAN).getByText('鋁罐').waitFor();
    await row(page, 'barcodeTable', COLA_CAN).getByText('可樂 330 毫升罐裝').waitFor();
    await screenshot(page, 'barcode-list-zh_HK');

    await page.click('#barcodeNew');
    await page.locator('#barcodeForm').waitFor();
    // The check digit is verified as the form is checked, before anything is sent.
    await page.fill('#barcode-barcode', `489100900001${wrongDigit}`);
    await page.click('#barcodeSave');
    await page
      .locator('#barcodeForm .ant-form-item-explain-error', {
        hasText: `校驗碼不正確：最後一位應為 ${gtinCheckDigit('489100900001')}`,
      })
      .waitFor();
    await page.fill('#barcode-barcode', code);
    await chooseOption(page, '#barcode-materialTypeId', '鋁罐 (ALU_CAN)');
    await page.fill('#name', 'Ginger ale 330 ml can');
    await page.fill('#nameCht', '薑汁汽水 330 毫升罐裝');
    await page.fill('#nameChs', '姜汁汽水 330 毫升罐装');
    await page.fill('#barcode-brand', 'Peak Soda');
    await page.fill('#barcode-volumeMl', '330');
    await page.fill('#barcode-weightG', '13');
    await screenshot(page, 'barcode-form-zh_HK', { fullPage: false });
    await page.click('#barcodeSave');
    await seeMessage(page, `已新增「薑汁汽水 330 毫升罐裝 (${code})」`);
    await row(page, 'barcodeTable', code).getByText('Peak Soda').waitFor();

    // Filter by material, then by keyword within it.
    await chooseOption(page, '#barcodeFilterMaterial', '鋁罐');
    await page.click('#barcodeFiltersSearch');
    await page.waitForURL(/materialTypeId=\d+/);
    await expect.poll(() => page.locator(rows).count()).toBe(3);
    expect(await page.locator(rows).allTextContents()).toEqual(Array(3).fill(expect.stringContaining('鋁罐')));
    await page.fill('#barcodeFilterKeyword', 'peak');
    await page.click('#barcodeFiltersSearch');
    await page.waitForURL(/keyword=peak/);
    await expect.poll(() => page.locator(rows).allTextContents()).toEqual([expect.stringContaining(code)]);

    // A bottled version after all: the material and volume change.
    await row(page, 'barcodeTable', code).locator('.entity-edit').click();
    await expect.poll(() => page.inputValue('#barcode-barcode')).toBe(code);
    await chooseOption(page, '#barcode-materialTypeId', '膠樽 (PET)');
    await page.fill('#barcode-volumeMl', '500');
    await page.click('#barcodeSave');
    await seeMessage(page, `已儲存「薑汁汽水 330 毫升罐裝 (${code})」`);
    // Out of the aluminium filter now.
    await expect.poll(() => page.locator(rows).count()).toBe(0);
    await page.click('#barcodeFiltersReset');
    await row(page, 'barcodeTable', code).getByText('膠樽').waitFor();

    await messagesGone(page);
    await row(page, 'barcodeTable', code).locator('.entity-history').click();
    expect(await historyChange(page, 'materialTypeId')).toMatchObject({
      label: expect.stringContaining('物料'),
      old: '鋁罐',
      new: '膠樽',
    });
    expect(await historyChange(page, 'volumeMl')).toMatchObject({ old: '330', new: '500' });
    await screenshot(page, 'barcode-history-zh_HK', { fullPage: false });
    await page.locator('.ant-drawer .ant-drawer-close').click();

    await row(page, 'barcodeTable', code).locator('.entity-delete').click();
    await page.locator('.ant-popconfirm', { hasText: `確定刪除條碼「薑汁汽水 330 毫升罐裝 (${code})」嗎？` }).waitFor();
    await page.click('.entity-delete-confirm');
    await seeMessage(page, `已刪除「薑汁汽水 330 毫升罐裝 (${code})」`);
    await expect.poll(() => row(page, 'barcodeTable', code).count()).toBe(0);

    // The imported water's UPC-A with a leading zero is the same product: the server's 1020, under the field too.
    await page.click('#barcodeNew');
    await page.fill('#barcode-barcode', '0036000291452');
    await chooseOption(page, '#barcode-materialTypeId', '膠樽 (PET)');
    await page.fill('#name', 'Same water');
    await page.click('#barcodeSave');
    await seeMessage(page, '此代碼已被其他記錄使用');
    await page.locator('#barcodeForm .ant-form-item-explain-error', { hasText: '此代碼已被其他記錄使用' }).waitFor();
    await page.click('#barcodeCancel');
    const token = await app.login('admin', ADMIN_PASSWORD);
    expect((await app.call('POST', '/api/barcode/page', { token, body: { keyword: code } })).body.data.total).toBe(0);
  });

  it('checks a parameter value against its type and hides a confidential one in zh_HK', async () => {
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await openFromMenu(page, '系統', '系統參數', PARAMETERS);
    await row(page, 'sysParameterTable', 'sms.gateway.apiKey')
      .locator('.param-hidden', { hasText: '已隱藏' })
      .waitFor();
    await screenshot(page, 'sys-parameter-list-zh_HK');

    await page.click('#sysParameterNew');
    await page.fill('#sysParameter-paramKey', 'kiosk.receipt.copies');
    await chooseOption(page, '#sysParameter-valueType', '數字');
    await page.fill('#sysParameter-paramValue', 'two');
    await page.click('#sysParameterSave');
    await page
      .locator('#sysParameterForm .ant-form-item-explain-error', { hasText: '請輸入數字，例如 10 或 2.5' })
      .waitFor();
    await page.fill('#sysParameter-paramValue', '2');
    await page.click('#sysParameterSave');
    await seeMessage(page, '已新增「kiosk.receipt.copies」');
    await row(page, 'sysParameterTable', 'kiosk.receipt.copies').getByText('數字').waitFor();

    // A confidential value is typed, saved, and never shown again; an edit that leaves it empty keeps it.
    await row(page, 'sysParameterTable', 'sms.gateway.apiKey').locator('.entity-edit').click();
    await page.locator('#sysParameter-paramValue[placeholder="已隱藏，留空即保留現有值"]').waitFor();
    expect(await page.inputValue('#sysParameter-paramValue')).toBe('');
    await page.fill('#sysParameter-paramValue', 'rotated-key-2026');
    await screenshot(page, 'sys-parameter-form-zh_HK', { fullPage: false });
    await page.click('#sysParameterSave');
    await seeMessage(page, '已儲存「sms.gateway.apiKey」');
    await messagesGone(page);
    await row(page, 'sysParameterTable', 'sms.gateway.apiKey').locator('.entity-history').click();
    expect(await historyChange(page, 'paramValue')).toMatchObject({ old: '******', new: '******' });
    expect(await page.locator('.ant-drawer').textContent()).not.toContain('rotated-key-2026');
    await page.locator('.ant-drawer .ant-drawer-close').click();
  });

  it.each([
    [
      'en_US',
      'en-US',
      { materials: 'PET bottle', barcodes: 'Aluminium can', parameter: 'Hidden' },
      'Edit material type: PET bottle',
    ],
    ['zh_CN', 'zh-CN', { materials: '塑料瓶', barcodes: '铝罐', parameter: '已隐藏' }, '编辑物料类型：塑料瓶'],
  ])('shows the three screens and the material dialog in %s', async (lang, locale, texts, dialogTitle) => {
    const { page } = await openBrowser({ locale });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}${BARCODES}`);
    await row(page, 'barcodeTable', COLA_CAN).getByText(texts.barcodes).waitFor();
    await screenshot(page, `barcode-list-${lang}`);
    await page.goto(`${app.url}${PARAMETERS}`);
    await row(page, 'sysParameterTable', 'sms.gateway.apiKey').getByText(texts.parameter).waitFor();
    await screenshot(page, `sys-parameter-list-${lang}`);
    await page.goto(`${app.url}${MATERIALS}`);
    await row(page, 'materialTypeTable', 'PET').getByText(texts.materials).waitFor();
    await screenshot(page, `material-type-list-${lang}`);
    await row(page, 'materialTypeTable', 'PET').locator('.entity-edit').click();
    await page.locator('.ant-modal-title', { hasText: dialogTitle }).waitFor();
    await expect.poll(() => page.inputValue('#materialType-code')).toBe('PET');
    await screenshot(page, `material-type-form-${lang}`, { fullPage: false });
  });

  it('fits the three lists on a 390 px phone', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 } });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    for (const [path, table, cell, name] of [
      [MATERIALS, 'materialTypeTable', 'PET', 'material-type'],
      [BARCODES, 'barcodeTable', COLA_CAN, 'barcode'],
      [PARAMETERS, 'sysParameterTable', 'sms.gateway.apiKey', 'sys-parameter'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await row(page, table, cell).waitFor();
      // Nothing wider than the screen but the table, which scrolls within itself.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await screenshot(page, `${name}-list-phone-en_US`);
    }
    await page.goto(`${app.url}${BARCODES}`);
    await page.click('#barcodeNew');
    await page.locator('#barcodeForm').waitFor();
    // The dialog has finished fading in.
    await expect
      .poll(() => page.locator('.ant-modal').evaluate((dialog) => getComputedStyle(dialog).opacity))
      .toBe('1');
    await screenshot(page, 'barcode-form-phone-en_US', { fullPage: false });
  });
});

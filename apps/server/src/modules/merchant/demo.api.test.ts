import { invalidTelNumbers, logoProblem } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

const rows = async (path: string) => (await t.call('POST', path, { token, body: { pageSize: -1 } })).body.data.rows;

describe('demo merchants and shops', () => {
  it('fill the merchant list: short names, addresses in 3 languages, contacts, logos, both demo tenants', async () => {
    const merchants = await rows('/api/merchant/page');
    expect(merchants.length).toBeGreaterThanOrEqual(3);
    expect(new Set(merchants.map((row: { tid: number }) => row.tid)).size).toBe(2);
    expect(
      merchants.every(
        (row: { shortName: string; shortNameCht: string; addressCht: string }) =>
          row.shortName && row.shortNameCht && row.addressCht,
      ),
    ).toBe(true);
    // Their logos pass the upload rules: saving one as it is changes nothing.
    const { id, logo } = merchants.find((row: { logo: string | null }) => row.logo);
    expect((await t.call('PUT', '/api/merchant', { token, body: { id, logo } })).body.data.logo).toBe(logo);
    expect(logoProblem(logo)).toBeNull();
  });

  it('fill the shop list: online and offline, active and disabled, valid tel lists, one with a password', async () => {
    const shops = await rows('/api/merchantShop/page');
    expect(new Set(shops.map((row: { shopType: number }) => row.shopType))).toEqual(new Set([0, 1]));
    expect(new Set(shops.map((row: { status: number }) => row.status))).toEqual(new Set([0, 1]));
    // Two shops of a chain share their Chinese short name: the filter list names it once.
    const traditional = (await t.call('GET', '/api/merchantShop/shortNames', { token, lang: 'zh_HK' })).body
      .data as string[];
    expect(traditional.filter((name) => name === '鮮市')).toHaveLength(1);
    expect(shops.some((row: { hasPassword: boolean }) => row.hasPassword)).toBe(true);
    for (const shop of shops) expect(invalidTelNumbers(shop.tel ?? '')).toEqual([]);
    // Saving a demo shop as it is changes nothing.
    const { id, tel, website, redemptionLink } = shops.find((row: { shopType: number }) => row.shopType === 1);
    expect(
      (await t.call('PUT', '/api/merchantShop', { token, body: { id, tel, website, redemptionLink } })).body.data,
    ).toMatchObject({ tel, website, redemptionLink });
  });
});

import { invalidTelNumbers } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { demoData: true } });
  token = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const rows = async (path: string) => (await t.call('POST', path, { token, body: { pageSize: -1 } })).body.data.rows;

describe('demo merchants and shops', () => {
  it('fill the merchant list: short names and addresses in three languages, contacts, statuses, in both demo tenants', async () => {
    const merchants = await rows('/api/merchant/page');
    expect(merchants.length).toBeGreaterThanOrEqual(4);
    expect(new Set(merchants.map((row: { tid: number }) => row.tid)).size).toBe(2);
    expect(merchants.every((row: { shortName: string; shortNameCht: string; addressCht: string }) => row.shortName && row.shortNameCht && row.addressCht)).toBe(true);
    expect(new Set(merchants.map((row: { status: number }) => row.status))).toEqual(new Set([0, 1]));
    // Two merchants share the English short name: the filter list names it once.
    expect((await t.call('GET', '/api/merchant/shortNames', { token })).body.data.filter((name: string) => name === 'FM')).toHaveLength(1);
  });

  it('fill the shop list: online and offline shops with valid tel lists, one with a password', async () => {
    const shops = await rows('/api/merchantShop/page');
    expect(new Set(shops.map((row: { shopType: number }) => row.shopType))).toEqual(new Set([0, 1]));
    expect(shops.some((row: { hasPassword: boolean }) => row.hasPassword)).toBe(true);
    for (const shop of shops) expect(invalidTelNumbers(shop.tel ?? '')).toEqual([]);
    // Saving a demo shop as it is changes nothing.
    const { id, tel, website, redemptionLink } = shops.find((row: { shopType: number }) => row.shopType === 1);
    expect((await t.call('PUT', '/api/merchantShop', { token, body: { id, tel, website, redemptionLink } })).body.data).toMatchObject({ tel, website, redemptionLink });
  });
});

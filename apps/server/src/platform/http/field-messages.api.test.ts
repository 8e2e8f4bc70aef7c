import type { Lang } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressEstate } from '../../modules/address/tables.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

type Field = { field: string; message: string };

async function refusedFields(path: string, body: Record<string, unknown>, lang: Lang): Promise<Record<string, string>> {
  const answer = await t.call('POST', path, { token: adminToken, lang, body });
  expect(answer.status).toBe(400);
  return Object.fromEntries((answer.body.data.fields as Field[]).map(({ field, message }) => [field, message]));
}

describe('field errors in the caller language', () => {
  it('says what a phone number, an e-mail address and a length should be, never a pattern or a type name', async () => {
    const body = { name: 'x'.repeat(121), status: 1, contactEmail: 'not-an-email', phone: 'call me' };
    expect(await refusedFields('/api/sysClient', body, 'en_US')).toEqual({
      name: 'At most 120 characters',
      contactEmail: 'Enter a valid e-mail address',
      phone: 'Enter a phone number of 6 to 20 digits (spaces, - and a leading + are allowed)',
    });
    expect(await refusedFields('/api/sysClient', body, 'zh_HK')).toEqual({
      name: '最多 120 個字元',
      contactEmail: '請輸入有效的電郵地址',
      phone: '請輸入 6 至 20 位數字的電話號碼（可包含空格、- 及開頭的 +）',
    });
    expect(await refusedFields('/api/sysClient', body, 'zh_CN')).toEqual({
      name: '最多 120 个字符',
      contactEmail: '请输入有效的电子邮箱地址',
      phone: '请输入 6 至 20 位数字的电话号码（可包含空格、- 及开头的 +）',
    });
  });

  it('refuses a latitude of 999 with its range and stores nothing', async () => {
    const before = await t.db.select().from(addressEstate);
    const body = { name: 'Out of range', lon: 114.2, lat: 999 };
    expect((await refusedFields('/api/address/addressEstate', body, 'en_US')).lat).toBe('Must be at most 90');
    expect((await refusedFields('/api/address/addressEstate', body, 'zh_HK')).lat).toBe('不可大於 90');
    expect((await refusedFields('/api/address/addressEstate', { ...body, lat: -999 }, 'zh_CN')).lat).toBe(
      '不能小于 -90',
    );
    expect(await t.db.select().from(addressEstate)).toHaveLength(before.length);
  });
});

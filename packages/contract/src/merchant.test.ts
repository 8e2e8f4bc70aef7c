import { describe, expect, it } from 'vitest';
import { invalidTelNumbers, localShortName, normaliseTel, ShopCreate, splitTel } from './merchant.js';

describe('shop tel lists', () => {
  it('split on commas and semicolons, half- or full-width, dropping blanks', () => {
    expect(splitTel(' 2345 6789;+852 9123-4567 ,,3111 2222 ；9876 5432，')).toEqual([
      '2345 6789',
      '+852 9123-4567',
      '3111 2222',
      '9876 5432',
    ]);
    expect(normaliseTel('1234567;7654321')).toBe('1234567, 7654321');
    expect(normaliseTel(' ; ')).toBe('');
  });
  it('name each number breaking the phone format', () => {
    expect(invalidTelNumbers('2345 6789; 12ab, 99, ++85212345678')).toEqual(['12ab', '99', '++85212345678']);
    expect(invalidTelNumbers('23456789')).toEqual([]);
  });
});

describe('short names and shop passwords', () => {
  it('show the short name in the language, the English one where it is empty', () => {
    const names = { shortName: 'FM', shortNameCht: '鮮市', shortNameChs: '' };
    expect(localShortName(names, 'zh_HK')).toBe('鮮市');
    expect(localShortName(names, 'zh_CN')).toBe('FM');
    expect(localShortName(names, 'en_US')).toBe('FM');
  });
  it('take an empty password field as no password', () => {
    const shop = { tid: 1, mid: 2, name: 'Shop', shopType: 0, status: 1 };
    expect(ShopCreate.parse({ ...shop, password: '' }).password).toBeUndefined();
    expect(ShopCreate.parse({ ...shop, password: 'Shop-Counter#42' }).password).toBe('Shop-Counter#42');
  });
});

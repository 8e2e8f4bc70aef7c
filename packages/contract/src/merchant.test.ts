import { describe, expect, it } from 'vitest';
import { invalidTelNumbers, localShortName, LOGO_MAX_BYTES, logoProblem, normaliseTel, ShopCreate, splitTel } from './merchant.js';

const dataUrl = (type: string, bytes: Uint8Array | number[]) => `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('shop tel lists', () => {
  it('split on commas and semicolons, half- or full-width, dropping blanks', () => {
    expect(splitTel(' 2345 6789;+852 9123-4567 ,,3111 2222 ；9876 5432，')).toEqual(['2345 6789', '+852 9123-4567', '3111 2222', '9876 5432']);
    expect(normaliseTel('1234567;7654321')).toBe('1234567, 7654321');
    expect(normaliseTel(' ; ')).toBe('');
  });
  it('name each number breaking the phone format', () => {
    expect(invalidTelNumbers('2345 6789; 12ab, 99, ++85212345678')).toEqual(['12ab', '99', '++85212345678']);
    expect(invalidTelNumbers('23456789')).toEqual([]);
  });
});

describe('logos', () => {
  it('accept the four image types by their content, up to 500 KB', () => {
    expect(logoProblem(dataUrl('image/png', PNG_HEAD))).toBeNull();
    expect(logoProblem(dataUrl('image/jpeg', [0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(logoProblem(dataUrl('image/gif', [...'GIF89a'].map((c) => c.charCodeAt(0))))).toBeNull();
    expect(logoProblem(dataUrl('image/webp', [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0))))).toBeNull();
    const atLimit = new Uint8Array(LOGO_MAX_BYTES);
    atLimit.set(PNG_HEAD);
    expect(logoProblem(`data:image/png;base64,${Buffer.from(atLimit).toString('base64')}`)).toBeNull();
    const overLimit = new Uint8Array(LOGO_MAX_BYTES + 1);
    overLimit.set(PNG_HEAD);
    expect(logoProblem(`data:image/png;base64,${Buffer.from(overLimit).toString('base64')}`)).toBe('size');
  });
  it('refuse other types, mislabelled content and anything but a data URL', () => {
    expect(logoProblem(dataUrl('image/svg+xml', [...'<svg/>'].map((c) => c.charCodeAt(0))))).toBe('type');
    expect(logoProblem(dataUrl('image/jpeg', PNG_HEAD))).toBe('type');
    expect(logoProblem('https://example.com/logo.png')).toBe('type');
    expect(logoProblem('data:image/png;base64,not base64!')).toBe('type');
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

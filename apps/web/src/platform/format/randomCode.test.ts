import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomCode } from './randomCode';

describe('randomCode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the asked length, from 0-9 and A-Z only', () => {
    expect(randomCode(0)).toBe('');
    expect(randomCode(1)).toMatch(/^[0-9A-Z]$/);
    expect(randomCode(32)).toMatch(/^[0-9A-Z]{32}$/);
  });

  it('uses every character and does not repeat codes', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode(8));
    expect(new Set(codes.join('')).size).toBe(36);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('maps random bytes to characters and draws again above the unbiased range', () => {
    const draws = [[0, 9, 10, 252], [35 + 36 * 6]];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set(draws.shift()!);
      return array;
    });
    expect(randomCode(4)).toBe('09AZ');
  });

  it('refuses a negative or fractional length', () => {
    expect(() => randomCode(-1)).toThrow(RangeError);
    expect(() => randomCode(2.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber, toThousands } from './number';

describe('formatNumber', () => {
  it('keeps numbers below a thousand', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.345, 2)).toBe('12.35');
  });

  it('uses k, M, G, T, P and E', () => {
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1234)).toBe('1.2k');
    expect(formatNumber(5_600_000)).toBe('5.6M');
    expect(formatNumber(7e9)).toBe('7G');
    expect(formatNumber(1.25e12, 2)).toBe('1.25T');
    expect(formatNumber(3e15)).toBe('3P');
    expect(formatNumber(4.5e18)).toBe('4.5E');
    expect(formatNumber(2e21)).toBe('2000E');
  });

  it('rounds to the given digits and drops trailing zeros', () => {
    expect(formatNumber(1500, 0)).toBe('2k');
    expect(formatNumber(1050, 3)).toBe('1.05k');
    expect(formatNumber(1_000_000, 2)).toBe('1M');
  });

  it('moves to the next unit when rounding reaches a thousand', () => {
    expect(formatNumber(999_960)).toBe('1M');
    expect(formatNumber(999.96)).toBe('1k');
  });

  it('handles negative numbers', () => {
    expect(formatNumber(-1234)).toBe('-1.2k');
    expect(formatNumber(-0.01)).toBe('0');
  });

  it('leaves non-finite numbers as they are', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('toThousands', () => {
  it('separates thousands', () => {
    expect(toThousands(0)).toBe('0');
    expect(toThousands(999)).toBe('999');
    expect(toThousands(1000)).toBe('1,000');
    expect(toThousands(1234567)).toBe('1,234,567');
  });

  it('keeps the sign and the decimals untouched', () => {
    expect(toThousands(-1234567.891)).toBe('-1,234,567.891');
    expect(toThousands(1234.5)).toBe('1,234.5');
    expect(toThousands(0.12345)).toBe('0.12345');
    expect(toThousands(-12)).toBe('-12');
  });
});

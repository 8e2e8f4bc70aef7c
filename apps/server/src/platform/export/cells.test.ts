import { describe, expect, it } from 'vitest';
import { neutralise } from './cells.js';

describe('neutralise', () => {
  it('prefixes texts a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralise(text)).toBe(`'${text}`);
  });

  it('leaves other texts, numbers and empty cells as they are', () => {
    expect(neutralise('Operator = admin')).toBe('Operator = admin');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(null)).toBeNull();
    expect(neutralise('')).toBe('');
  });
});

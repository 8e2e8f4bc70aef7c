import { describe, expect, it } from 'vitest';
import { barcodeProblem, gtinCheckDigit } from './barcode.js';

describe('barcode check digits', () => {
  it('accepts real EAN-13, UPC-A and EAN-8 codes', () => {
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem('036000291452')).toBeNull();
    expect(barcodeProblem('96385074')).toBeNull();
  });

  it('names the expected check digit when the last digit is wrong', () => {
    expect(barcodeProblem('4006381333932')).toEqual({ kind: 'checksum', expected: 1 });
    expect(gtinCheckDigit('03600029145')).toBe(2);
  });

  it('refuses other lengths and non-digits', () => {
    for (const code of ['1234567', '12345678901', '12345678901234', '4006381a33931', ''])
      expect(barcodeProblem(code)).toEqual({ kind: 'format' });
  });
});

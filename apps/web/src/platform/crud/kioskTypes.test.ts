import { describe, expect, it } from 'vitest';
import { isKioskType } from './kioskTypes';

describe('kiosk types', () => {
  it('knows the three SPEC types only', () => {
    expect([0, 1, 2, 3, null, '0'].map(isKioskType)).toEqual([true, true, true, false, false, false]);
  });
});

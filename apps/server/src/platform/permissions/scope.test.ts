import { describe, expect, it } from 'vitest';
import { inScope } from './scope.js';

const scope = (tid: number | null, mid: number | null = null, sid: number | null = null, allData = false) => ({
  allData,
  tid,
  mid,
  sid,
});

describe('caller scope', () => {
  it('lets access-all-data see everything', () => {
    expect(inScope(scope(null, null, null, true), { tid: 9, mid: 9, sid: 9 })).toBe(true);
  });

  it('keeps a tenant user inside the tenant, at any merchant or shop', () => {
    expect(inScope(scope(1), { tid: 1, mid: 5, sid: 8 })).toBe(true);
    expect(inScope(scope(1), { tid: 2 })).toBe(false);
    expect(inScope(scope(1), { tid: null })).toBe(false);
  });

  it('keeps a merchant user inside the merchant and a shop user inside the shop', () => {
    expect(inScope(scope(1, 5), { tid: 1, mid: 5, sid: 3 })).toBe(true);
    expect(inScope(scope(1, 5), { tid: 1, mid: 6 })).toBe(false);
    expect(inScope(scope(1, 5, 3), { tid: 1, mid: 5, sid: 3 })).toBe(true);
    expect(inScope(scope(1, 5, 3), { tid: 1, mid: 5, sid: 4 })).toBe(false);
    expect(inScope(scope(1, 5, 3), { tid: 1, mid: 5 })).toBe(false);
  });

  it('lets an unscoped caller without access-all-data see only records of no tenant', () => {
    expect(inScope(scope(null), { tid: null })).toBe(true);
    expect(inScope(scope(null), { tid: 1 })).toBe(false);
  });
});

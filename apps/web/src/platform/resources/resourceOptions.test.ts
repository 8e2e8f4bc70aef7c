import { describe, expect, it } from 'vitest';
import type { ResourceOption } from '@srd/contract';
import { cascadePlacement, choicesOf, optionName, placementText } from './resourceOptions';

const option = (id: number, resName: string, pId: number | null, resNameCht = '', resNameChs = ''): ResourceOption => ({
  id,
  resName,
  resNameCht,
  resNameChs,
  pId,
});
const tenants = [option(1, 'City Recycling', null, '城市回收', '城市回收'), option(2, 'Science Park', null)];
const merchants = [
  option(11, 'Fresh Mart', 1, '鮮市', '鲜市'),
  option(12, 'Harbour Café', 1),
  option(21, 'Campus Store', 2),
];
const shops = [option(111, 'Fresh Mart Mong Kok', 11), option(211, 'Campus Store 12', 21)];

describe('resource options', () => {
  it('names an option in the language, English where the translation is empty', () => {
    expect(optionName(merchants[0]!, 'zh_HK')).toBe('鮮市');
    expect(optionName(merchants[0]!, 'zh_CN')).toBe('鲜市');
    expect(optionName(merchants[1]!, 'zh_HK')).toBe('Harbour Café');
  });

  it('offers the children of the chosen parent, or all without one', () => {
    expect(choicesOf(merchants, 'en_US', { parentId: 1 }).map((choice) => choice.label)).toEqual([
      'Fresh Mart',
      'Harbour Café',
    ]);
    expect(choicesOf(merchants, 'en_US', { parentId: null })).toHaveLength(3);
    expect(choicesOf(merchants, 'en_US')).toHaveLength(3);
  });

  it('keeps a chosen value the options lack, as #id', () => {
    expect(choicesOf(tenants, 'en_US', { current: 9 }).at(-1)).toEqual({ value: 9, label: '#9' });
    expect(choicesOf(tenants, 'en_US', { current: 1 })).toHaveLength(2);
  });
});

describe('placement cascade', () => {
  it('clears merchant and shop when the tenant changes or is cleared', () => {
    expect(cascadePlacement({ tid: 2 }, { tid: 2, mid: 11, sid: 111 }, merchants, shops)).toEqual({
      tid: 2,
      mid: undefined,
      sid: undefined,
    });
    expect(cascadePlacement({ tid: undefined }, { tid: undefined, mid: 11, sid: 111 }, merchants, shops)).toEqual({
      tid: undefined,
      mid: undefined,
      sid: undefined,
    });
  });

  it('clears the shop when the merchant changes, and fills in its tenant', () => {
    expect(cascadePlacement({ mid: 21 }, { tid: 1, mid: 21, sid: 111 }, merchants, shops)).toEqual({
      tid: 2,
      mid: 21,
      sid: undefined,
    });
    expect(cascadePlacement({ mid: undefined }, { tid: 1, mid: undefined, sid: 111 }, merchants, shops)).toEqual({
      tid: 1,
      mid: undefined,
      sid: undefined,
    });
  });

  it('fills in merchant and tenant from a chosen shop, and keeps them when the shop is cleared', () => {
    expect(cascadePlacement({ sid: 211 }, { sid: 211 }, merchants, shops)).toEqual({ tid: 2, mid: 21, sid: 211 });
    expect(cascadePlacement({ sid: undefined }, { tid: 2, mid: 21, sid: undefined }, merchants, shops)).toEqual({
      tid: 2,
      mid: 21,
      sid: undefined,
    });
  });

  it('keeps the chosen parent when the child is not among the options', () => {
    expect(cascadePlacement({ mid: 99 }, { tid: 1, mid: 99 }, merchants, shops)).toEqual({
      tid: 1,
      mid: 99,
      sid: undefined,
    });
  });
});

describe('placement text', () => {
  it('names tenant, merchant and shop, #id for one out of reach, - for none', () => {
    const levels = (tid: number | null, mid: number | null, sid: number | null) => [
      { id: tid, options: tenants },
      { id: mid, options: merchants },
      { id: sid, options: shops },
    ];
    expect(placementText(levels(1, 11, 111), 'en_US')).toBe('City Recycling / Fresh Mart / Fresh Mart Mong Kok');
    expect(placementText(levels(1, null, null), 'zh_HK')).toBe('城市回收');
    expect(placementText(levels(7, null, null), 'en_US')).toBe('#7');
    expect(placementText(levels(null, null, null), 'en_US')).toBe('-');
  });
});

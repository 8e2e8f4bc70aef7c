import { describe, expect, it } from 'vitest';
import type { ResourceOption } from '@srd/contract';
import { groupedChoices, itemMatches, mappingDiff, resourceItems } from './mappingOptions';

const option = (id: number, resName: string, pId: number | null, resNameCht = ''): ResourceOption => ({
  id,
  resName,
  resNameCht,
  resNameChs: '',
  pId,
});
const tenants = [option(1, 'City Recycling', null, '城市回收'), option(2, 'Science Park', null)];
const merchants = [
  option(12, 'Harbour Café', 1),
  option(21, 'Campus Store', 2),
  option(11, 'Fresh Mart', 1, '鮮市'),
  option(31, 'Far Away', 3),
];

describe('mapping options', () => {
  it('groups resources under their parent, by parent name then own name; unknown parents last', () => {
    const items = resourceItems(merchants, tenants, 'en_US');
    expect(items.map((item) => [item.title, item.note])).toEqual([
      ['Fresh Mart', 'City Recycling'],
      ['Harbour Café', 'City Recycling'],
      ['Campus Store', 'Science Park'],
      ['Far Away', ''],
    ]);
    const city = resourceItems(merchants, tenants, 'zh_HK').filter((item) => item.note === '城市回收');
    expect(city.map((item) => [item.title, item.note])).toEqual([
      ['Harbour Café', '城市回收'],
      ['鮮市', '城市回收'],
    ]);
  });

  it('makes select groups named after the parent, entries without one ungrouped after them', () => {
    const choices = groupedChoices(resourceItems(merchants, tenants, 'en_US'));
    expect(choices).toEqual([
      {
        label: 'City Recycling',
        title: 'City Recycling',
        options: [
          { value: 11, label: 'Fresh Mart' },
          { value: 12, label: 'Harbour Café' },
        ],
      },
      { label: 'Science Park', title: 'Science Park', options: [{ value: 21, label: 'Campus Store' }] },
      { value: 31, label: 'Far Away' },
    ]);
    expect(groupedChoices(resourceItems(tenants, [], 'en_US'))).toEqual([
      { value: 1, label: 'City Recycling' },
      { value: 2, label: 'Science Park' },
    ]);
  });

  it('searches title and note, ignoring case', () => {
    expect(itemMatches('fresh', { title: 'Fresh Mart', note: 'City' })).toBe(true);
    expect(itemMatches('CITY', { title: 'Fresh Mart', note: 'City' })).toBe(true);
    expect(itemMatches('park', { title: 'Fresh Mart', note: 'City' })).toBe(false);
    expect(itemMatches('  ', { title: 'Fresh Mart', note: '' })).toBe(true);
  });

  it('tells what a save adds and removes', () => {
    expect(mappingDiff([3, 1, 2], [2, 5, 4, 3])).toEqual({ added: [4, 5], removed: [1] });
    expect(mappingDiff([1, 2], [2, 1])).toEqual({ added: [], removed: [] });
  });
});

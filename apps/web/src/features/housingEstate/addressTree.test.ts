import type { AddressTreeEstate } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { filterTree } from './addressTree';

const node = (id: number, name: string, nameCht: string) => ({ name, nameCht, nameChs: '', label: name, value: id });
const estates: AddressTreeEstate[] = [
  {
    estateId: 1,
    ...node(1, 'Lok Fu Estate', '樂富邨'),
    children: [
      { buildingId: 11, ...node(11, 'Block 1', '第一座') },
      { buildingId: 12, ...node(12, 'Block 2', '第二座') },
    ],
  },
  {
    estateId: 2,
    ...node(2, 'Choi Hung Estate', '彩虹邨'),
    children: [{ buildingId: 21, ...node(21, 'Block 2', '第二座') }],
  },
];

describe('filterTree', () => {
  it('keeps everything for an empty search', () => {
    expect(filterTree(estates, '  ')).toBe(estates);
  });

  it('keeps a matching estate with all its buildings, in any language and letter case', () => {
    expect(filterTree(estates, 'lok fu')).toEqual([estates[0]]);
    expect(filterTree(estates, '彩虹')).toEqual([estates[1]]);
  });

  it('keeps only the matching buildings of other estates, and drops estates without any', () => {
    expect(
      filterTree(estates, '第二座').map((estate) => [
        estate.estateId,
        estate.children.map((building) => building.buildingId),
      ]),
    ).toEqual([
      [1, [12]],
      [2, [21]],
    ]);
    expect(filterTree(estates, '第一座').map((estate) => estate.estateId)).toEqual([1]);
    expect(filterTree(estates, 'nowhere')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './service.js';
import type { menu } from './tables.js';

type Row = typeof menu.$inferSelect;
let nextId = 1;
const row = (key: string, parentKey: string | null, actionKey: string | null): Row => ({
  id: nextId++,
  key,
  parentKey,
  path: `/${key}`,
  screen: actionKey ? key : null,
  titleKey: `menu.${key}`,
  title: key,
  icon: null,
  hidden: false,
  alwaysShow: false,
  affix: false,
  sortOrder: nextId * 10,
  actionKey,
  active: true,
  customized: false,
});

describe('menu tree', () => {
  const rows = [
    row('home', null, 'home:view'),
    row('group', null, null),
    row('a', 'group', 'a:view'),
    row('b', 'group', 'b:view'),
    row('empty', null, null),
  ];

  it('keeps screens whose action is held and groups with a visible child', () => {
    const tree = buildMenuTree(rows, new Set(['a:view']));
    expect(tree.map((node) => node.key)).toEqual(['group']);
    expect(tree[0]!.children.map((node) => node.key)).toEqual(['a']);
  });

  it('returns nothing for no actions', () => {
    expect(buildMenuTree(rows, new Set())).toEqual([]);
  });
});

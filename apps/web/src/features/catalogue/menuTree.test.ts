import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@srd/contract';
import { fromMenuForm, parentChoices, tableRows, toMenuForm } from './menuTree';

const entry = (
  key: string,
  screen: string | null,
  children: MenuEntry[] = [],
  parentKey: string | null = null,
): MenuEntry => ({
  key,
  parentKey,
  path: `/${key}`,
  screen,
  titleKey: `menu.${key}`,
  title: key,
  icon: null,
  hidden: false,
  alwaysShow: false,
  affix: false,
  order: 0,
  actionKey: null,
  customized: false,
  children,
});
const tree = [
  entry('access', null, [
    entry('RoleList', 'RoleList', [], 'access'),
    entry('sub', null, [entry('Menu', 'Menu', [], 'sub')], 'access'),
  ]),
  entry('system', null, [entry('Settings', 'Settings', [], 'system')]),
];

describe('menu tree helpers', () => {
  it('offers the groups as parents, except the entry and its descendants', () => {
    expect(parentChoices(tree, 'RoleList').map((group) => group.key)).toEqual(['access', 'sub', 'system']);
    expect(parentChoices(tree, 'access').map((group) => group.key)).toEqual(['system']);
  });

  it('drops empty children so screens show no expander', () => {
    const rows = tableRows(tree);
    expect(rows[0]!.children!.map((row) => 'children' in row)).toEqual([false, true]);
  });

  it('maps the top level to null and trims the icon', () => {
    const values = toMenuForm(tree[0]!);
    expect(values.parentKey).toBe('');
    expect(fromMenuForm('access', { ...values, icon: ' ', order: 5 })).toEqual({
      key: 'access',
      order: 5,
      icon: null,
      hidden: false,
      alwaysShow: false,
      parentKey: null,
    });
    expect(fromMenuForm('RoleList', { ...values, parentKey: 'system', icon: 'TeamOutlined' }).parentKey).toBe('system');
  });
});

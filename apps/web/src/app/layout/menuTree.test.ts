import type { MenuNode } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { findTrail, isExternal, sidebarTree } from './menuTree';

let order = 0;
function node(key: string, values: Partial<MenuNode> = {}): MenuNode {
  order += 10;
  return {
    key,
    path: `/${key}`,
    screen: values.children?.length ? null : key,
    titleKey: `menu.${key}`,
    title: key,
    icon: null,
    hidden: false,
    alwaysShow: false,
    affix: false,
    order,
    children: [],
    ...values,
  };
}

describe('sidebar tree (SPEC 2 layout)', () => {
  it('drops hidden entries and groups left empty', () => {
    const tree = sidebarTree([
      node('list'),
      node('detail', { hidden: true }),
      node('group', { children: [node('hiddenChild', { hidden: true })] }),
    ]);
    expect(tree.map((entry) => entry.key)).toEqual(['list']);
  });

  it('shows a parent with one visible child as that child, keeping the parent icon when the child has none', () => {
    const tree = sidebarTree([
      node('group', { icon: 'TeamOutlined', children: [node('only'), node('detail', { hidden: true })] }),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ key: 'only', icon: 'TeamOutlined', path: '/only' });
  });

  it('keeps the parent when it says alwaysShow, or has several visible children', () => {
    const always = sidebarTree([node('group', { alwaysShow: true, children: [node('only')] })]);
    expect(always[0]!.key).toBe('group');
    expect(always[0]!.children.map((entry) => entry.key)).toEqual(['only']);
    const several = sidebarTree([node('group', { children: [node('a'), node('b')] })]);
    expect(several[0]!.children.map((entry) => entry.key)).toEqual(['a', 'b']);
  });

  it('keeps external links, which open in a new tab', () => {
    const tree = sidebarTree([node('help', { path: 'https://help.example.com', screen: null })]);
    expect(tree.map((entry) => entry.path)).toEqual(['https://help.example.com']);
    expect(isExternal('https://help.example.com')).toBe(true);
    expect(isExternal('/access/adminList')).toBe(false);
  });

  it('finds the trail from the top to an entry, for the breadcrumb', () => {
    const tree = [node('access', { children: [node('roles'), node('admins')] })];
    expect(findTrail(tree, '/admins').map((entry) => entry.key)).toEqual(['access', 'admins']);
    expect(findTrail(tree, '/nowhere')).toEqual([]);
  });
});

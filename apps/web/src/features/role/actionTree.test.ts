import { describe, expect, it } from 'vitest';
import type { ActionTreeDomain } from '@srd/contract';
import { actionKeysFromChecked, allActionKeys, DOMAIN_PREFIX, toTreeData } from './actionTree';

const action = (key: string, grantable = true) => ({
  key,
  name: key.split(':')[1]!,
  menuTitle: null,
  method: null,
  path: null,
  isMenu: false,
  grantable,
});
const domains: ActionTreeDomain[] = [
  { domain: 'role', title: 'Roles', actions: [action('role:view'), action('role:add'), action('role:delete', false)] },
  { domain: 'menu', title: 'Menus', actions: [action('menu:view', false)] },
];

const labels = {
  domain: (domain: string) => `[${domain}]`,
  action: (domain: string, name: string) => `${domain} ${name}`,
};

describe('action tree', () => {
  it('names domains and actions with the labels of the UI language', () => {
    const tree = toTreeData(domains, labels);
    expect(tree.map((node) => node.title)).toEqual(['[role]', '[menu]']);
    expect(tree[0]!.children!.map((node) => node.title)).toEqual(['role view', 'role add', 'role delete']);
  });

  it('groups actions by domain and disables those the caller cannot grant', () => {
    const tree = toTreeData(domains, labels);
    expect(tree.map((node) => node.key)).toEqual([`${DOMAIN_PREFIX}role`, `${DOMAIN_PREFIX}menu`]);
    expect(tree[0]!.disabled).toBe(false);
    expect(tree[0]!.children!.map((node) => [node.key, node.disabled])).toEqual([
      ['role:view', false],
      ['role:add', false],
      ['role:delete', true],
    ]);
    expect(tree[1]!.disabled).toBe(true);
  });

  it('disables everything when read only', () => {
    expect(
      toTreeData(domains, labels, true)
        .flatMap((node) => [node, ...node.children!])
        .every((node) => node.disabled),
    ).toBe(true);
  });

  it('turns checked keys into action keys, without domain nodes', () => {
    expect(actionKeysFromChecked([`${DOMAIN_PREFIX}role`, 'role:view', 'role:add'], domains, [])).toEqual([
      'role:add',
      'role:view',
    ]);
  });

  it('keeps held actions the caller cannot change, and drops unchecked grantable ones', () => {
    expect(actionKeysFromChecked(['role:add'], domains, ['role:view', 'role:delete', 'gone:view'])).toEqual([
      'gone:view',
      'role:add',
      'role:delete',
    ]);
  });

  it('never adds a non-grantable action', () => {
    expect(actionKeysFromChecked(['role:delete', 'menu:view'], domains, [])).toEqual([]);
  });

  it('lists all action keys', () => {
    expect(allActionKeys(domains)).toEqual(['role:view', 'role:add', 'role:delete', 'menu:view']);
  });
});

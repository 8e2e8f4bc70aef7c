import type { MenuNode } from '@srd/contract';

export function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/**
 * The entries the sidebar shows: hidden ones dropped, groups left without entries dropped, and a
 * parent whose only visible child is a leaf shown as that child (with the parent's icon if it has
 * none) unless the parent says alwaysShow.
 */
export function sidebarTree(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node): MenuNode[] => {
    if (node.hidden) return [];
    const children = sidebarTree(node.children);
    if (children.length === 0) return node.screen || isExternal(node.path) ? [{ ...node, children }] : [];
    const only = children[0]!;
    if (children.length === 1 && only.children.length === 0 && !node.alwaysShow) {
      return [{ ...only, icon: only.icon ?? node.icon }];
    }
    return [{ ...node, children }];
  });
}

/** The nodes from the top of the tree down to the one at `path`; empty when no entry has it. */
export function findTrail(nodes: MenuNode[], path: string): MenuNode[] {
  for (const node of nodes) {
    if (node.path === path) return [node];
    const below = findTrail(node.children, path);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

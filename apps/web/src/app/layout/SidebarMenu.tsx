import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuNode } from '@srd/contract';
import { useAccess } from '../../platform/menu';
import { menuIcon } from './menuIcons';
import { findTrail, isExternal, sidebarTree } from './menuTree';
import { useMenuTitle } from './viewTitle';

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: MenuNode[], title: (node: MenuNode) => string): Items {
  return nodes.map((node) => {
    const common = { key: node.key, icon: menuIcon(node.icon) };
    if (node.children.length > 0) return { ...common, label: title(node), children: toItems(node.children, title) };
    const label = isExternal(node.path) ? (
      <a href={node.path} target="_blank" rel="noopener noreferrer">
        {title(node)}
      </a>
    ) : (
      <Link to={node.path}>{title(node)}</Link>
    );
    return { ...common, label };
  });
}

/** The menu tree as links; the current route's entry is selected and its groups opened. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const { menu } = useAccess();
  const { pathname } = useLocation();
  const title = useMenuTitle();
  const items = useMemo(() => toItems(sidebarTree(menu), title), [menu, title]);
  const trail = useMemo(() => findTrail(menu, pathname).map((node) => node.key), [menu, pathname]);

  // Groups the user opened stay open; a route change opens the groups of its entry too.
  const [openKeys, setOpenKeys] = useState(trail);
  const [openedFor, setOpenedFor] = useState(pathname);
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    setOpenKeys((keys) => [...new Set([...keys, ...trail])]);
  }

  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label={t('sidebar.menu')}
      items={items}
      selectedKeys={trail.slice(-1)}
      // Collapsed, the menu opens groups as pop-ups on hover and must not be held to the inline open keys.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}

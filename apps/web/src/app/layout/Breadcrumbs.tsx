import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../platform/menu';
import { findTrail } from './menuTree';
import { useMenuTitle, useViewTitle } from './viewTitle';

/** Where the current view sits in the menu; screens above it are links, groups are not. */
export function Breadcrumbs() {
  const { menu } = useAccess();
  const { pathname } = useLocation();
  const menuTitle = useMenuTitle();
  const viewTitle = useViewTitle();
  const trail = findTrail(menu, pathname);
  const items =
    trail.length === 0
      ? [{ title: viewTitle(pathname) }]
      : trail.map((node, index) => ({
          title:
            node.screen && index < trail.length - 1 ? <Link to={node.path}>{menuTitle(node)}</Link> : menuTitle(node),
        }));
  return <Breadcrumb items={items} style={{ whiteSpace: 'nowrap', overflow: 'hidden' }} />;
}

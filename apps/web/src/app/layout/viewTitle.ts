import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@srd/contract';
import { flattenScreens, useAccess } from '../../platform/menu';
import { PROFILE_PATH } from '../../platform/navigation';

/** A menu entry's title in the current language; `titleKey` is `menu.<key>` in the menu texts. */
export function useMenuTitle(): (node: MenuNode) => string {
  const { t } = useTranslation('menu');
  // The keys come from the server, so they cannot be checked against the typed texts.
  return useCallback((node) => t(node.titleKey.replace(/^menu\./, '') as never, { defaultValue: node.title }), [t]);
}

/** The title of the view at `path`: its menu entry's, else a known screen's, else the path itself. */
export function useViewTitle(): (path: string) => string {
  const { menu } = useAccess();
  const menuTitle = useMenuTitle();
  const { t } = useTranslation('layout');
  const screens = useMemo(() => new Map(flattenScreens(menu).map((node) => [node.path, node])), [menu]);
  return useCallback(
    (path) => {
      const node = screens.get(path);
      if (node) return menuTitle(node);
      return path === PROFILE_PATH ? t('user.profile') : path;
    },
    [screens, menuTitle, t],
  );
}

import { Dropdown, Flex, Tag, theme, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { flattenScreens, useAccess } from '../../platform/menu';
import { useViewTitle } from './viewTitle';
import { saveViews, useVisitedViews, visitView, type VisitedView } from './visitedViews';

const HEIGHT = 34;
/** SPEC 9; a minimum, so longer texts in other languages still fit on one line. */
const CONTEXT_MENU_WIDTH = 105;
/** Space kept beside a tab scrolled into view (SPEC 9). */
const SCROLL_PADDING = 4;
/** Not views: `/` forwards to the dashboard, `/redirect/...` to the view it refreshes. */
const NOT_A_VIEW = /^\/(redirect(\/|$)|$)/;

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Scrolls the bar sideways just enough to show the tab of `path`, without scrolling the page. */
function revealTab(bar: HTMLElement, path: string): void {
  const tab = [...bar.querySelectorAll<HTMLElement>('[data-path]')].find((el) => el.dataset.path === path);
  if (!tab) return;
  const start = tab.offsetLeft - SCROLL_PADDING;
  const end = tab.offsetLeft + tab.offsetWidth + SCROLL_PADDING;
  if (start < bar.scrollLeft) bar.scrollTo({ left: start, behavior: 'smooth' });
  else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollTo({ left: end - bar.clientWidth, behavior: 'smooth' });
}

/** A tab per visited view under the navbar; affixed views always first and never closed. */
export function TagsView() {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const { menu } = useAccess();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const viewTitle = useViewTitle();
  const stored = useVisitedViews();
  const barRef = useRef<HTMLDivElement>(null);

  const affixed = useMemo(
    () =>
      flattenScreens(menu)
        .filter((node) => node.affix)
        .map((node) => node.path),
    [menu],
  );
  const views = useMemo(
    () => [
      ...affixed.map((path) => stored.find((view) => view.path === path) ?? { path, fullPath: path }),
      ...stored.filter((view) => !affixed.includes(view.path)),
    ],
    [affixed, stored],
  );

  useEffect(() => {
    if (!NOT_A_VIEW.test(pathname)) visitView({ path: pathname, fullPath: pathname + search });
  }, [pathname, search]);

  useEffect(() => revealTab(barRef.current!, pathname), [pathname, views.length]);

  // A mouse wheel scrolls the bar sideways when its tabs overflow.
  useEffect(() => {
    const bar = barRef.current!;
    const onWheel = (event: WheelEvent) => {
      if (bar.scrollWidth <= bar.clientWidth || event.deltaX !== 0) return;
      event.preventDefault();
      bar.scrollLeft += event.deltaY;
    };
    bar.addEventListener('wheel', onWheel, { passive: false });
    return () => bar.removeEventListener('wheel', onWheel);
  }, []);

  /** Keeps `remaining`; when the current view is gone, opens the last remaining one, or `/`. */
  function keep(remaining: VisitedView[]) {
    saveViews(remaining);
    if (!remaining.some((view) => view.path === pathname)) void navigate(remaining.at(-1)?.fullPath ?? '/');
  }

  const run: Record<Action, (view: VisitedView) => void> = {
    refresh: (view) => void navigate(`/redirect${view.fullPath}`),
    close: (view) => keep(views.filter((other) => other !== view)),
    closeOthers: (view) => {
      saveViews(views.filter((other) => other === view || affixed.includes(other.path)));
      if (view.path !== pathname) void navigate(view.fullPath);
    },
    closeAll: () => keep(views.filter((view) => affixed.includes(view.path))),
  };

  function contextMenu(view: VisitedView): MenuProps {
    const ids: Record<Action, string> = {
      refresh: 'tagsRefresh',
      close: 'tagsClose',
      closeOthers: 'tagsCloseOthers',
      closeAll: 'tagsCloseAll',
    };
    return {
      style: { minWidth: CONTEXT_MENU_WIDTH },
      items: (Object.keys(ids) as Action[]).map((action) => ({
        key: action,
        label: <span id={ids[action]}>{t(`tags.${action}`)}</span>,
        disabled: action === 'close' && affixed.includes(view.path),
      })),
      onClick: ({ key }) => run[key as Action](view),
    };
  }

  return (
    <Flex
      ref={barRef}
      component="nav"
      aria-label={t('tags.label')}
      align="center"
      gap={4}
      style={{
        position: 'relative',
        height: HEIGHT,
        padding: `0 ${token.paddingXS}px`,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        whiteSpace: 'nowrap',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)',
      }}
    >
      {views.map((view) => {
        const active = view.path === pathname;
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} destroyOnHidden menu={contextMenu(view)}>
            <Tag
              data-path={view.path}
              className="tags-view-item"
              aria-current={active ? 'page' : undefined}
              color={active ? token.colorPrimary : undefined}
              variant={active ? 'solid' : 'outlined'}
              closable={!affixed.includes(view.path)}
              onClose={(event) => {
                event.preventDefault();
                run.close(view);
              }}
              role="link"
              tabIndex={0}
              onClick={() => void navigate(view.fullPath)}
              onKeyDown={(event) => event.key === 'Enter' && void navigate(view.fullPath)}
              style={{ marginInlineEnd: 0, cursor: 'pointer' }}
            >
              {viewTitle(view.path)}
            </Tag>
          </Dropdown>
        );
      })}
    </Flex>
  );
}

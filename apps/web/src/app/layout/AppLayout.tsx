import { Drawer, Flex, Layout, Spin, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDevice } from '../../platform/device';
import { updateSettings, useSettings } from '../../platform/settings';
import { Navbar } from './Navbar';
import { ProgressBar } from './ProgressBar';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { Sidebar, SIDEBAR_WIDTH } from './Sidebar';
import { TagsView } from './TagsView';

/** The frame of every signed-in view: sidebar, navbar, tags view and the view itself. */
export function AppLayout() {
  const { token } = theme.useToken();
  const mobile = useDevice() === 'mobile';
  const { sidebarOpen, tagsView, fixedHeader } = useSettings();
  const { pathname } = useLocation();
  // On mobile the sidebar is a drawer, open only on the path it was opened on: any route change closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = mobile && drawerOpenOn === pathname;

  function toggleSidebar() {
    if (mobile) setDrawerOpenOn(drawerOpen ? null : pathname);
    else updateSettings({ sidebarOpen: !sidebarOpen });
  }

  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <ProgressBar />
      {mobile ? (
        <Drawer
          placement="left"
          size={SIDEBAR_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpenOn(null)}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <Sidebar collapsed={false} />
        </Drawer>
      ) : (
        <Sidebar collapsed={!sidebarOpen} />
      )}
      <Layout style={{ minWidth: 0 }}>
        <header style={fixedHeader ? { position: 'sticky', top: 0, zIndex: token.zIndexBase + 10 } : undefined}>
          <Navbar mobile={mobile} sidebarOpen={mobile ? drawerOpen : sidebarOpen} onToggleSidebar={toggleSidebar} />
          {tagsView && <TagsView />}
        </header>
        <Layout.Content style={{ padding: mobile ? token.paddingSM : token.padding, minWidth: 0 }}>
          <ScreenErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <Flex justify="center" style={{ padding: token.paddingXL }}>
                  <Spin />
                </Flex>
              }
            >
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

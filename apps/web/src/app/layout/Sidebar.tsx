import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecycleIcon } from '../../platform/RecycleIcon';
import { useSettings } from '../../platform/settings';
import { SidebarMenu } from './SidebarMenu';

export const SIDEBAR_WIDTH = 220;
const COLLAPSED_WIDTH = 64;
const LOGO_HEIGHT = 56;

function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      id="sidebarLogo"
      aria-label={t('productName')}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 10,
        height: LOGO_HEIGHT,
        padding: collapsed ? 0 : '0 20px',
        color: '#fff',
        fontWeight: 600,
        lineHeight: 1.25,
      }}
    >
      <RecycleIcon style={{ fontSize: 28, color: '#52c41a', flex: 'none' }} />
      {!collapsed && <span>{t('productName')}</span>}
    </Link>
  );
}

/** The dark sidebar: logo (when the setting is on) and menu, kept in view while the page scrolls. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { sidebarLogo } = useSettings();
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', scrollbarWidth: 'thin' }}
    >
      {sidebarLogo && <Logo collapsed={collapsed} />}
      <SidebarMenu collapsed={collapsed} />
    </Layout.Sider>
  );
}

import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../platform/LanguageSelect';
import { Breadcrumbs } from './Breadcrumbs';
import { ErrorLogButton } from './ErrorLogButton';
import { FullscreenButton } from './FullscreenButton';
import { SettingsDrawer } from './SettingsDrawer';
import { SizeSelect } from './SizeSelect';
import { UserMenu } from './UserMenu';

const HEIGHT = 50;

interface NavbarProps {
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** Top bar: sidebar toggle and breadcrumb on the left, page-wide controls and the user on the right. */
export function Navbar({ mobile, sidebarOpen, onToggleSidebar }: NavbarProps) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Flex
      align="center"
      gap={mobile ? 0 : 4}
      style={{
        height: HEIGHT,
        padding: `0 ${token.paddingXS}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        id="sidebarToggle"
        type="text"
        aria-label={t('sidebar.toggle')}
        aria-expanded={sidebarOpen}
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      <div style={{ flex: 1, minWidth: 0, paddingInline: token.paddingXS }}>{!mobile && <Breadcrumbs />}</div>
      <ErrorLogButton />
      <FullscreenButton />
      <LanguageSelect />
      {!mobile && <SizeSelect />}
      <Tooltip title={t('navbar.settings')}>
        <Button
          id="settingsButton"
          type="text"
          aria-label={t('navbar.settings')}
          icon={<SettingOutlined />}
          onClick={() => setSettingsOpen(true)}
        />
      </Tooltip>
      <UserMenu compact={mobile} />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Flex>
  );
}

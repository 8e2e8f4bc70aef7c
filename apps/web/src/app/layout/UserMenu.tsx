import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/useLogout';
import { useProfile } from '../../platform/profile';
import { PROFILE_PATH } from '../../platform/navigation';

/**
 * Avatar (and name, when there is room) opening the welcome line, the profile link and logout. The shown
 * name is the button's name; only the bare avatar needs one of its own.
 */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('layout');
  const { fullName, avatar } = useProfile();
  const logout = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'welcome', type: 'group', label: t('user.welcome', { name: fullName }) },
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: (
              <Link id="profileMenuItem" to={PROFILE_PATH}>
                {t('user.profile')}
              </Link>
            ),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span id="logoutMenuItem">{t('user.logout')}</span>,
            disabled: logout.isPending,
          },
        ],
        onClick: ({ key }) => key === 'logout' && logout.mutate(),
      }}
    >
      <Button id="userMenu" type="text" aria-label={compact ? t('user.menu') : undefined} style={{ paddingInline: 4 }}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        {!compact && <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{fullName}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

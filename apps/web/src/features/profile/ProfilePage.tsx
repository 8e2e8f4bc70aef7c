import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CHANGE_PASSWORD_PATH, withRedirect } from '../../platform/navigation';
import { useProfile } from '../../platform/profile';
import { ProfileRoles } from './ProfileRoles';
import { UserStatusTag } from './UserStatusTag';

const NONE = '-';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = [
    { key: 'loginId', label: t('fields.loginId'), children: profile.loginId },
    { key: 'fullName', label: t('fields.fullName'), children: profile.fullName || NONE },
    { key: 'email', label: t('fields.email'), children: profile.email || NONE },
    { key: 'mobileNo', label: t('fields.mobileNo'), children: profile.mobileNo || NONE },
    { key: 'status', label: t('fields.status'), children: <UserStatusTag status={profile.status} /> },
    { key: 'roles', label: t('fields.roles'), children: <ProfileRoles roles={profile.roles} /> },
    { key: 'tid', label: t('fields.tenantId'), children: profile.tid ?? NONE },
    { key: 'mid', label: t('fields.merchantId'), children: profile.mid ?? NONE },
    { key: 'sid', label: t('fields.shopId'), children: profile.sid ?? NONE },
    { key: 'accessAllData', label: t('fields.accessAllData'), children: profile.accessAllData ? t('yes') : t('no') },
  ];

  return (
    <Card
      id="profilePage"
      title={t('title')}
      extra={
        <Button
          id="profileChangePassword"
          type="primary"
          icon={<LockOutlined />}
          onClick={() => void navigate(withRedirect(CHANGE_PASSWORD_PATH, pathname))}
        >
          {t('changePassword')}
        </Button>
      }
      style={{ maxWidth: 960, margin: '0 auto' }}
    >
      <Flex align="center" gap="middle" style={{ marginBottom: 24 }}>
        <Avatar size={64} src={profile.avatar || undefined} icon={<UserOutlined />} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {profile.fullName || profile.loginId}
          </Typography.Title>
          <Typography.Text type="secondary">{profile.loginId}</Typography.Text>
        </div>
      </Flex>
      <Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    </Card>
  );
}

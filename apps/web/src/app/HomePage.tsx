import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANGE_PASSWORD_PATH } from '../features/auth/guards';
import { useLogout } from '../features/auth/useLogout';
import { withRedirect } from '../platform/navigation';
import { useProfile } from '../platform/profile';

/** Signed-in home until the dashboard takes its place. */
export function HomePage() {
  const { t } = useTranslation();
  const { fullName } = useProfile();
  const logout = useLogout();
  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }}>
      <Typography.Title id="welcome" level={3} style={{ marginTop: 0 }}>
        {t('home.welcome', { name: fullName })}
      </Typography.Title>
      <Space wrap>
        <Link id="changePasswordLink" to={withRedirect(CHANGE_PASSWORD_PATH, '/')}>
          {t('home.changePassword')}
        </Link>
        <Button id="logoutButton" loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('logout')}
        </Button>
      </Space>
    </Card>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, withRedirect } from '../../platform/navigation';
import { PublicFrame } from '../../platform/public/PublicFrame';

/**
 * A screen SPEC 2 lists as public, visited without a session: the path opens, but its data is for
 * signed-in staff holding the screen's action (the API refuses everyone else), so it asks to sign in.
 */
export function SignInNotice({ screen }: { screen: string }) {
  const { t } = useTranslation(['screens', 'menu']);
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <PublicFrame page={location.pathname} heading={t(screen, { ns: 'menu', defaultValue: screen })}>
      <Flex id="screenSignIn" data-screen={screen} vertical align="center" gap="small" style={{ textAlign: 'center' }}>
        <LockOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
        <Typography.Text strong>{t('signIn.title')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('signIn.text')}</Typography.Paragraph>
        <Button
          id="screenSignInLogin"
          type="primary"
          onClick={() => void navigate(withRedirect(LOGIN_PATH, location.pathname + location.search))}
        >
          {t('signIn.login')}
        </Button>
      </Flex>
    </PublicFrame>
  );
}

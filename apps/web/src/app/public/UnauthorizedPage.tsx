import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PublicFrame } from '../../platform/public/PublicFrame';

/** SPEC 8: where a call refused for a missing action or scope (1003, 1004) leads. */
export function UnauthorizedPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  // 'default' marks the first page of this visit: going back would leave the site, so go home.
  const canGoBack = useLocation().key !== 'default';
  return (
    <PublicFrame page="/401" heading={t('unauthorized.heading')}>
      <Flex id="unauthorizedPage" vertical align="center" gap="small">
        <Typography.Title level={1} type="secondary" style={{ margin: 0 }}>
          401
        </Typography.Title>
        <Typography.Text strong>{t('unauthorized.text')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('unauthorized.hint')}
        </Typography.Paragraph>
        <Flex gap="small" wrap justify="center">
          <Button id="unauthorizedBack" onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
            {t('unauthorized.back')}
          </Button>
          <Button id="unauthorizedHome" type="primary" onClick={() => void navigate('/')}>
            {t('unauthorized.home')}
          </Button>
        </Flex>
      </Flex>
    </PublicFrame>
  );
}

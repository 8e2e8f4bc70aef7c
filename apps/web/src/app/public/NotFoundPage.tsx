import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '../../platform/public/PublicFrame';

export function NotFoundPage() {
  const { t } = useTranslation('public');
  return (
    <PublicFrame page="/404" heading={t('notFound.heading')}>
      <Flex vertical align="center" gap="small">
        <Typography.Title level={1} type="secondary" style={{ margin: 0 }}>
          404
        </Typography.Title>
        <Typography.Paragraph style={{ textAlign: 'center' }}>{t('notFound.text')}</Typography.Paragraph>
        <Link id="homeLink" to="/">
          {t('notFound.home')}
        </Link>
      </Flex>
    </PublicFrame>
  );
}

import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A screen that failed to load or render, most often a chunk gone after a new release. Plain on
 * purpose: antd's Result would put its illustrations into the first download of every page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap="small" style={{ minHeight: '100vh', padding: 16 }}>
      <Typography.Title level={3}>{t('error.page')}</Typography.Title>
      <Typography.Text type="secondary">{t('error.pageHint')}</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Flex>
  );
}

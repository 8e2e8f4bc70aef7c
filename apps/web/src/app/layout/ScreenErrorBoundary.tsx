import { Button, Flex, Typography } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../../platform/errorLog';

function ScreenError() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap="small" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <Typography.Title level={4}>{t('error.page')}</Typography.Title>
      <Typography.Text type="secondary">{t('error.pageHint')}</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Flex>
  );
}

/** Keeps the shell usable when a screen fails to render, and puts the error in the error log. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    logError(error);
  }

  render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

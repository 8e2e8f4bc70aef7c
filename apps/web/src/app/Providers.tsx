import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { FeedbackBridge } from '../platform/feedback';
import { useLang } from '../platform/i18n';
import { queryClient } from '../platform/queryClient';
import { uiLocales } from '../platform/uiLocale';

// SPEC 9 default theme colour; the settings drawer will make it a choice.
const theme: ThemeConfig = { token: { colorPrimary: '#1890ff' } };

export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={uiLocales[lang].antd} theme={theme}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

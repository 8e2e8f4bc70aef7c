import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { captureGlobalErrors } from '../platform/errorLog';
import { FeedbackBridge } from '../platform/feedback';
import { useLang } from '../platform/i18n';
import { queryClient } from '../platform/queryClient';
import { useSettings } from '../platform/settings';
import { uiLocales } from '../platform/uiLocale';

export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  const { theme: colorPrimary, size } = useSettings();
  const theme = useMemo<ThemeConfig>(() => ({ token: { colorPrimary } }), [colorPrimary]);
  useEffect(captureGlobalErrors, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={uiLocales[lang].antd} theme={theme} componentSize={size}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

import { ConfigProvider } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { formDefaults } from '../platform/crud/formFailure';
import { captureGlobalErrors } from '../platform/errorLog';
import { FeedbackHost } from '../platform/feedback';
import { useLang } from '../platform/i18n';
import { usePrefersReducedMotion } from '../platform/reducedMotion';
import { useSettings } from '../platform/settings';
import { useAntdLocale } from '../platform/uiLocale';
import { appTheme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  const { theme: colorPrimary, size } = useSettings();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => appTheme(colorPrimary, { motion: !reducedMotion }), [colorPrimary, reducedMotion]);
  const locale = useAntdLocale(lang);
  useEffect(captureGlobalErrors, []);
  // Dialogs opened outside the tree (confirmDialog) get the same theme, size and language.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (node) => (
        <ConfigProvider locale={locale} theme={theme} componentSize={size}>
          {node}
        </ConfigProvider>
      ),
    });
  }, [locale, theme, size]);
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize={size} form={formDefaults}>
      <FeedbackHost />
      {children}
    </ConfigProvider>
  );
}

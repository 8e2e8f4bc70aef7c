import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '../i18n';

/*
 * What the kit's screen tests share: the app's own i18n set-up (English, the real locale files) and
 * antd, and what jsdom lacks for antd (media queries).
 */

/** jsdom has no media queries: every breakpoint matches, as on a wide screen, so no column hides. */
function wideScreen() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Nor does it lay anything out: nothing ever resizes. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export async function setUpKit(namespaces: string[]): Promise<void> {
  wideScreen();
  globalThis.ResizeObserver ??= StillResizeObserver as unknown as typeof ResizeObserver;
  if (!i18n.isInitialized) await initI18n();
  await i18n.changeLanguage('en_US');
  await i18n.loadNamespaces(['crud', ...namespaces]);
}

export function renderWithKit(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider>
        <AntdApp>{ui}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

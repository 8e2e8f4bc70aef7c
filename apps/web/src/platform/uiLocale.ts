import type { ConfigProviderProps } from 'antd';
import { useSyncExternalStore } from 'react';
import type { Lang } from '@srd/contract';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** The page's `lang` attribute and Accept-Language (fonts, screen readers, the server's answers). */
export const HTML_LANG: Record<Lang, string> = { en_US: 'en', zh_HK: 'zh-HK', zh_CN: 'zh-CN' };

/**
 * antd's and dayjs's texts for a language, loaded when first needed: by a signed-in screen or a
 * language switch. The login page uses none of them, so none travel with its download. English is
 * antd's and dayjs's own default.
 */
const loaders: Record<Lang, () => Promise<{ antd?: AntdLocale; dayjs: string }>> = {
  en_US: async () => ({ dayjs: 'en' }),
  zh_HK: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_HK'), import('dayjs/locale/zh-hk')]);
    return { antd: antd.default, dayjs: 'zh-hk' };
  },
  zh_CN: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjs: 'zh-cn' };
  },
};

const loading: Partial<Record<Lang, ReturnType<(typeof loaders)[Lang]>>> = {};
const applied: Partial<Record<Lang, AntdLocale>> = {};
const listeners = new Set<() => void>();

/** Downloads a language's antd and dayjs texts, without putting them to use (applyUiLocale does). */
export function loadUiLocale(lang: Lang) {
  loading[lang] ??= loaders[lang]();
  // dayjs itself also waits: the login page has no dates.
  return Promise.all([loading[lang], import('dayjs')]);
}

/** Loads a language's antd and dayjs texts, makes dayjs use them and antd's provider re-render. */
export async function applyUiLocale(lang: Lang): Promise<void> {
  const [locale, { default: dayjs }] = await loadUiLocale(lang);
  dayjs.locale(locale.dayjs);
  if (locale.antd && applied[lang] !== locale.antd) {
    applied[lang] = locale.antd;
    listeners.forEach((listener) => listener());
  }
}

/** antd's texts for a language once applied (undefined: antd's English). */
export function useAntdLocale(lang: Lang): AntdLocale | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applied[lang],
  );
}

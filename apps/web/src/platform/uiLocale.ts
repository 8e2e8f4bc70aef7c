import type { ConfigProviderProps } from 'antd';
import dayjs from 'dayjs';
import type { Lang } from '@srd/contract';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/** The page's `lang` attribute and Accept-Language (fonts, screen readers, the server's answers). */
export const HTML_LANG: Record<Lang, string> = { en_US: 'en', zh_HK: 'zh-HK', zh_CN: 'zh-CN' };

/**
 * antd's and dayjs's texts for a language, loaded when the language is first used so only one
 * language travels with the first download. English is antd's and dayjs's own default.
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

const loaded: Partial<Record<Lang, AntdLocale | undefined>> = {};

/** Loads a language's antd and dayjs texts and makes dayjs use them. */
export async function applyUiLocale(lang: Lang): Promise<void> {
  const locale = await loaders[lang]();
  loaded[lang] = locale.antd;
  dayjs.locale(locale.dayjs);
  document.documentElement.lang = HTML_LANG[lang];
}

/** antd's texts for a language already applied (undefined: antd's English). */
export function antdLocale(lang: Lang): AntdLocale | undefined {
  return loaded[lang];
}

import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhHK from 'antd/es/locale/zh_HK';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import type { Lang } from '@srd/contract';

interface UiLocale {
  antd: NonNullable<ConfigProviderProps['locale']>;
  dayjs: string;
  /** The page's `lang` attribute (fonts, screen readers). */
  html: string;
}

export const uiLocales: Record<Lang, UiLocale> = {
  en_US: { antd: enUS, dayjs: 'en', html: 'en' },
  zh_HK: { antd: zhHK, dayjs: 'zh-hk', html: 'zh-HK' },
  zh_CN: { antd: zhCN, dayjs: 'zh-cn', html: 'zh-CN' },
};

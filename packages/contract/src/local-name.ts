import type { Lang } from './i18n.js';

/** Anything named in the three languages (`name`, `nameCht`, `nameChs`). */
export interface LocalNames {
  name: string;
  nameCht?: string | null;
  nameChs?: string | null;
}

/** The name in `lang`, the English name where that translation is empty. */
export function localName(item: LocalNames, lang: Lang): string {
  const translated = lang === 'zh_HK' ? item.nameCht : lang === 'zh_CN' ? item.nameChs : null;
  return translated || item.name;
}

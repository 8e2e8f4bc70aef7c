/** The three interface languages; en_US is the default. */
export const LANGS = ['en_US', 'zh_HK', 'zh_CN'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en_US';

/** A text in each language. */
export type Texts = Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Replaces `{name}` placeholders with values. */
export function fillTemplate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

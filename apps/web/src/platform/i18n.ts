import i18n, { type BackendModule } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@srd/contract';
import { applyUiLocale, HTML_LANG } from './uiLocale';

export { i18n };

export const LANGUAGE_COOKIE = 'language';

// One chunk per language and domain, fetched when a screen first needs that domain.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const backend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No ${namespace} texts for ${language}`), false);
    load().then(
      (file) => callback(null, file.default),
      (error: Error) => callback(error, false),
    );
  },
};

function browserLang(): Lang {
  const tag = navigator.language.toLowerCase();
  if (/^zh-(hk|tw|mo|hant)\b/.test(tag)) return 'zh_HK';
  if (/^zh\b/.test(tag)) return 'zh_CN';
  return DEFAULT_LANG;
}

function initialLang(): Lang {
  const saved = Cookies.get(LANGUAGE_COOKIE);
  return isLang(saved) ? saved : browserLang();
}

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** The current language, re-rendering the caller when it changes. */
export function useLang(): Lang {
  useTranslation();
  return currentLang();
}

export async function setLanguage(lang: Lang): Promise<void> {
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: 365, sameSite: 'lax' });
  // antd's texts first, so the screens re-render in the new language all at once.
  await applyUiLocale(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = HTML_LANG[lang];
}

export async function initI18n(): Promise<void> {
  const lang = initialLang();
  const texts = i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: LANGS,
      fallbackLng: DEFAULT_LANG,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  document.documentElement.lang = HTML_LANG[lang];
  await texts;
}

/** A lazy route loader that also loads domains' texts, both before the screen renders. */
export function withTexts<R>(namespaces: string | string[], load: () => Promise<R>): () => Promise<R> {
  return async () => {
    const [route] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return route;
  };
}

/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allActions, flattenMenus, LANGS, SERVER_AUDIT_ACTIONS, type Lang } from '@srd/contract';

const ROOT = fileURLToPath(new URL('./locales', import.meta.url));
// i18next's plural forms (`count_one`, `count_other`): each language has the categories of its own rules.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Texts = Record<string, unknown>;

function namespacesOf(lang: string): string[] {
  return readdirSync(`${ROOT}/${lang}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))
    .sort();
}

/** Nested texts as `a.b.c` keys. */
function flatten(texts: Texts, prefix = ''): Texts {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      value !== null && typeof value === 'object'
        ? Object.entries(flatten(value as Texts, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

function read(lang: string, namespace: string): Texts {
  return flatten(JSON.parse(readFileSync(`${ROOT}/${lang}/${namespace}.json`, 'utf8')) as Texts);
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const unique = (values: string[]) => [...new Set(values)].sort();
const variables = (text: unknown) =>
  unique(
    String(text)
      .match(/\{\{\s*[\w.]+/g)
      ?.map((match) => match.replace(/[{\s]/g, '')) ?? [],
  );

const folders = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const namespaces = unique(folders.flatMap(namespacesOf));
const texts = Object.fromEntries(
  folders.map((lang) => [lang, Object.fromEntries(namespacesOf(lang).map((ns) => [ns, read(lang, ns)]))]),
);

describe('locale files', () => {
  it('has a folder for each interface language and no other', () => {
    expect(folders.sort()).toEqual([...LANGS].sort());
  });

  it.each(LANGS)('%s has a file for every namespace', (lang) => {
    expect(namespacesOf(lang)).toEqual(namespaces);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const keysOf = (lang: Lang) => Object.keys(texts[lang][namespace] ?? {});
    const allKeys = unique(LANGS.flatMap((lang) => keysOf(lang).map(baseKey)));

    it.each(LANGS)('%s has every key of the other languages', (lang) => {
      const own = new Set(keysOf(lang).map(baseKey));
      expect(allKeys.filter((key) => !own.has(key))).toEqual([]);
    });

    it.each(LANGS)('%s has no empty text', (lang) => {
      const empty = Object.entries(texts[lang][namespace] ?? {}).filter(
        ([, value]) => typeof value !== 'string' || !value.trim(),
      );
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it.each(LANGS)('%s has every plural form its language needs', (lang) => {
      const categories = new Intl.PluralRules(lang.replace('_', '-')).resolvedOptions().pluralCategories;
      const keys = keysOf(lang);
      const plurals = unique(keys.filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
      const missing = plurals
        .flatMap((key) => categories.map((category) => `${key}_${category}`))
        .filter((key) => !keys.includes(key));
      expect(missing).toEqual([]);
    });

    it('uses the same {{variables}} in every language', () => {
      const variablesOf = (lang: Lang) =>
        Object.fromEntries(
          allKeys.map((key) => [
            key,
            unique(
              keysOf(lang)
                .filter((own) => baseKey(own) === key)
                .flatMap((own) => variables(texts[lang][namespace][own])),
            ),
          ]),
        );
      const [first, ...others] = LANGS;
      for (const lang of others) expect(variablesOf(lang), lang).toEqual(variablesOf(first));
    });
  });

  it.each(LANGS)('%s has a title for every entry of the menu catalogue', (lang) => {
    const titles = texts[lang].menu ?? {};
    expect(
      flattenMenus()
        .map((entry) => entry.key)
        .filter((key) => !titles[key]),
    ).toEqual([]);
  });

  it.each(LANGS)('%s names every domain and action of the action catalogue', (lang) => {
    const labels = texts[lang].actions ?? {};
    const unnamed = allActions().flatMap((action) => [
      ...(labels[`domains.${action.domain}`] ? [] : [action.domain]),
      ...(labels[`special.${action.domain}.${action.name}`] || labels[`names.${action.name}`] ? [] : [action.key]),
    ]);
    expect(unique(unnamed)).toEqual([]);
  });

  it.each(LANGS)('%s names every action the audit log writes', (lang) => {
    const crud = texts[lang].crud ?? {};
    expect(SERVER_AUDIT_ACTIONS.filter((action) => !crud[`audit.actions.${action}`])).toEqual([]);
  });
});

/** Every text of a language as `namespace:key`, with the key of each. */
const textsOf = (lang: Lang) =>
  Object.entries(texts[lang] ?? {}).flatMap(([namespace, keys]) =>
    Object.entries(keys).map(([key, text]) => ({ key: `${namespace}:${key}`, text: String(text) })),
  );
const keysMatching = (lang: Lang, pattern: RegExp) =>
  textsOf(lang)
    .filter(({ text }) => pattern.test(text))
    .map(({ key }) => key);

describe('wording', () => {
  const english = textsOf('en_US');

  it('calls what happened an alarm: "alert" only names the alert settings, which say who is told', () => {
    expect(
      english.filter(({ key, text }) => /\balerts?\b/i.test(text) && !/alertSetting/i.test(key)).map(({ key }) => key),
    ).toEqual([]);
    expect(keysMatching('en_US', /\balarm settings?\b/i)).toEqual([]);
  });

  it.each([
    ['zh_HK', '警報', '警報設定'],
    ['zh_CN', '警报', '警报设置'],
  ] as const)('says alarm and alert setting alike in %s: %s, %s', (lang, alarm, alertSetting) => {
    const own = new Map(textsOf(lang).map(({ key, text }) => [key, text]));
    const differing = (pattern: RegExp, word: string) =>
      english
        .filter(({ key, text }) => pattern.test(text) && own.has(key) && !own.get(key)!.includes(word))
        .map(({ key }) => key);
    expect(differing(/\balarms?\b/i, alarm)).toEqual([]);
    expect(differing(/\balert settings?\b/i, alertSetting)).toEqual([]);
  });

  it.each(LANGS)('%s says "saved" one way, the thing saved first: “name” was saved, 已儲存「name」', (lang) => {
    // "Saved: …", "… is saved", "saved successfully"; in Chinese "已儲存：…" without what was saved.
    const otherForms = /^Saved\b|\b(is|are|has been|have been) saved\b|\bsaved successfully\b|^已(儲存|保存)：/i;
    expect(keysMatching(lang, otherForms)).toEqual([]);
  });

  it.each(LANGS)('%s tells a change in plain words, never "The page lost" nor "… Success"', (lang) => {
    expect(keysMatching(lang, /page lost|頁面(遺失|丟失)|页面丢失/i)).toEqual([]);
    expect(keysMatching(lang, /\bSuccess\b|.成功$/)).toEqual([]);
  });
});

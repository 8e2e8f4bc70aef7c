import type { Lang } from '@srd/contract';
import type { z } from 'zod';
import { en, zhCN, zhTW } from 'zod/locales';

const LOCALES: Record<Lang, () => { localeError: z.core.$ZodErrorMap }> = { en_US: en, zh_HK: zhTW, zh_CN: zhCN };
const errorMaps = new Map<Lang, z.core.$ZodErrorMap>();

function errorMap(lang: Lang): z.core.$ZodErrorMap {
  let map = errorMaps.get(lang);
  if (!map) errorMaps.set(lang, (map = LOCALES[lang]().localeError));
  return map;
}

/** What a form field holds when nothing was entered. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

export type FieldCheck = { ok: true } | { ok: false; required: true } | { ok: false; required: false; message: string };

/**
 * Checks one field's value against its contract schema, with zod's message in `lang`. A blank value
 * is fine when the schema takes none (a nullish field), else it is a missing required value.
 */
export function checkField(schema: z.ZodType, value: unknown, lang: Lang): FieldCheck {
  if (isBlank(value)) {
    return schema.safeParse(undefined).success || schema.safeParse(null).success ? { ok: true } : { ok: false, required: true };
  }
  const result = schema.safeParse(value, { error: errorMap(lang) });
  return result.success ? { ok: true } : { ok: false, required: false, message: result.error.issues[0]!.message };
}

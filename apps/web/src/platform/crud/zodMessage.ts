import { describeIssue, type Lang } from '@srd/contract';
import type { z } from 'zod';

/** What a form field holds when nothing was entered. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export type FieldCheck = { ok: true } | { ok: false; required: true } | { ok: false; required: false; message: string };

/**
 * Checks one field's value against its contract schema, with the contract's message in `lang`. A blank value
 * is fine when the schema takes none (a nullish field), else it is a missing required value.
 */
export function checkField(schema: z.ZodType, value: unknown, lang: Lang): FieldCheck {
  if (isBlank(value)) {
    return schema.safeParse(undefined).success || schema.safeParse(null).success
      ? { ok: true }
      : { ok: false, required: true };
  }
  const result = schema.safeParse(value, { reportInput: true });
  return result.success
    ? { ok: true }
    : { ok: false, required: false, message: describeIssue(result.error.issues[0]!, lang) };
}

import { describeIssue, ruleText, type Lang, type RuleTextKey } from '@srd/contract';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { t } from '../i18n/messages.js';

/** Request validation failure; keeps zod's issues so the message is written in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: $ZodIssue[]) {
    super('Request validation failed');
  }
}

/**
 * C0 control characters other than tab, line feed and carriage return. No text column can hold NUL, and
 * no person types the others: refused in every string and key of every request, whatever its schema.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** No request of this API nests deeper; deeper input is refused before any schema walks it. */
export const MAX_NESTING = 32;

/**
 * Issues for input that no schema may see: strings or keys holding control characters, and nesting
 * deeper than MAX_NESTING. Walked with a stack of its own, so hostile depth cannot overflow the call stack.
 */
export function inputIssues(data: unknown): $ZodIssue[] {
  const issues: $ZodIssue[] = [];
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) issues.push(textIssue(path, value, 'controlCharacters'));
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING) {
      issues.push(textIssue(path, undefined, 'tooDeep'));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = [...path, Array.isArray(value) ? Number(key) : key];
      if (CONTROL_CHARACTERS.test(key)) issues.push(textIssue(itemPath, key, 'controlCharacters'));
      else pending.push({ value: item, path: itemPath });
    }
  }
  return issues;
}

const textIssue = (path: PropertyKey[], input: unknown, text: RuleTextKey): $ZodIssue => ({
  code: 'custom',
  path,
  message: text,
  input,
  ...ruleText(text),
});

/** The fast check of the common case: a shallow body of clean strings allocates nothing. */
function needsInputCheck(data: unknown, depth = 0): boolean {
  if (typeof data === 'string') return CONTROL_CHARACTERS.test(data);
  if (!data || typeof data !== 'object') return false;
  if (depth >= 8) return true;
  if (Array.isArray(data)) return data.some((item) => needsInputCheck(item, depth + 1));
  for (const key in data) {
    if (CONTROL_CHARACTERS.test(key) || needsInputCheck((data as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** Like fastify-type-provider-zod's compiler, but the issues keep their input for localised messages. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    if (needsInputCheck(data)) {
      const refused = inputIssues(data);
      if (refused.length) return { error: new RequestValidationError(refused) };
    }
    const result = safeParse(schema, data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

function isMissing(issue: $ZodIssue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;
}

export function issueMessage(issue: $ZodIssue, lang: Lang): string {
  if (isMissing(issue)) return t('required', lang);
  return describeIssue(issue, lang);
}

/** For a route whose body may be left out: one sent as JSON `null` is refused rather than read as absent. */
export async function refuseNullBody(req: FastifyRequest): Promise<void> {
  if (req.body === null) {
    throw new RequestValidationError([textIssue([], null, 'bodyNotObject')]);
  }
}

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(issues: $ZodIssue[], lang: Lang): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issueMessage(issue, lang),
  }));
}

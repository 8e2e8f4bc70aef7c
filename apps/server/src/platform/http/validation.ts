import { describeIssue, type Lang } from '@srd/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { t } from '../i18n/messages.js';

/** Request validation failure; keeps zod's issues so the message is written in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: $ZodIssue[]) {
    super('Request validation failed');
  }
}

/** Like fastify-type-provider-zod's compiler, but the issues keep their input for localised messages. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
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

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(issues: $ZodIssue[], lang: Lang): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(body)', message: issueMessage(issue, lang) }));
}

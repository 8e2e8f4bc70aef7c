import { ErrorCode, type Lang } from '@srd/contract';
import { AppError, fieldError } from '../http/app-error.js';

/**
 * What a unique index's violation means to a user. A service checks "taken" before it writes, but two
 * requests at once both pass that check; the index then refuses the second, and this turns the refusal
 * into the same answer the check would have given.
 */
export interface TakenMeaning {
  code: ErrorCode;
  /** The form field to show it under. */
  field?: string;
  /** The message value that names the taken value (e.g. `kids`), filled from the database's detail. */
  valueName?: string;
}

const meanings = new Map<string, TakenMeaning>();

/** Declares the meaning of a unique index (by name); an index not declared answers CodeTaken. */
export function explainUniqueIndex(index: string, meaning: TakenMeaning): void {
  meanings.set(index, meaning);
}

interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
}

/** The PostgreSQL error under the query builder's wrapping (`cause`), on both drivers. */
export function pgErrorOf(thrown: unknown): PgError | undefined {
  let current = thrown;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The "taken" answer for a unique violation, or undefined for any other error. */
export function takenError(thrown: unknown, lang: Lang): AppError | undefined {
  const error = pgErrorOf(thrown);
  if (error?.code !== '23505') return undefined;
  const meaning = meanings.get(error.constraint ?? '') ?? { code: ErrorCode.CodeTaken };
  const taken = /=\((.*)\) already exists/.exec(error.detail ?? '')?.[1] ?? '';
  const values = meaning.valueName ? { [meaning.valueName]: taken } : undefined;
  return meaning.field ? fieldError(meaning.field, meaning.code, lang, values) : new AppError(meaning.code, values);
}

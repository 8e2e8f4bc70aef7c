import { errorCatalogue, errorMessage, type ErrorCode, type Lang } from '@srd/contract';

/** A failure the caller should see: a catalogue code, its message values and optional details. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values?: Record<string, string | number>,
    readonly data?: Record<string, unknown>,
  ) {
    super(`AppError ${code}`);
  }

  get httpStatus(): number {
    return errorCatalogue[this.code].http;
  }
}

/** A refusal named on one form field, in the caller's language, where the form shows it. */
export function fieldError(
  field: string,
  code: ErrorCode,
  lang: Lang,
  values?: Record<string, string | number>,
): AppError {
  return new AppError(code, values, { fields: [{ field, message: errorMessage(code, lang, values) }] });
}

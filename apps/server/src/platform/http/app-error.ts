import { errorCatalogue, type ErrorCode } from '@srd/contract';

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

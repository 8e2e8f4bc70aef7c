import { ErrorCode, errorMessage, invalidTelNumbers, LOGO_MAX_SIZE_TEXT, logoProblem, type Lang } from '@srd/contract';
import { AppError } from '../../platform/http/app-error.js';

/** A refusal named on one field, in the caller's language, as the forms show it. */
function fieldError(field: string, code: ErrorCode, lang: Lang, values?: Record<string, string | number>): AppError {
  return new AppError(code, values, { fields: [{ field, message: errorMessage(code, lang, values) }] });
}

/** A logo must be a PNG, JPEG, GIF or WebP image (by its content) of at most 500 KB (SPEC 5 message). */
export function assertAcceptableLogo(logo: unknown, lang: Lang): void {
  if (typeof logo !== 'string') return;
  const problem = logoProblem(logo);
  if (problem === 'size') throw fieldError('logo', ErrorCode.FileTooLarge, lang, { size: LOGO_MAX_SIZE_TEXT });
  if (problem === 'type') throw fieldError('logo', ErrorCode.UnsupportedFileType, lang);
}

/** Every number of a tel list must be in the phone format. */
export function assertValidTel(tel: unknown, lang: Lang): void {
  if (typeof tel !== 'string') return;
  const invalid = invalidTelNumbers(tel);
  if (invalid.length) throw fieldError('tel', ErrorCode.InvalidPhoneList, lang, { numbers: invalid.join(', ') });
}

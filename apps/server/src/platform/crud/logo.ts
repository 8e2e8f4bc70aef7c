import { ErrorCode, LOGO_MAX_SIZE_TEXT, logoProblem, type Lang } from '@srd/contract';
import { fieldError } from '../http/app-error.js';

/** A logo must be a PNG, JPEG, GIF or WebP image (by its content) within LOGO_MAX_BYTES (SPEC 5 message). */
export function assertAcceptableLogo(logo: unknown, lang: Lang, field = 'logo'): void {
  if (typeof logo !== 'string') return;
  const problem = logoProblem(logo);
  if (problem === 'size') throw fieldError(field, ErrorCode.UploadTooLarge, lang, { size: LOGO_MAX_SIZE_TEXT });
  if (problem === 'type') throw fieldError(field, ErrorCode.UnsupportedFileType, lang);
}

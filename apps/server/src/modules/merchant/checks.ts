import { ErrorCode, invalidTelNumbers, type Lang } from '@srd/contract';
import { fieldError } from '../../platform/http/app-error.js';

/** Every number of a tel list must be in the phone format. */
export function assertValidTel(tel: unknown, lang: Lang): void {
  if (typeof tel !== 'string') return;
  const invalid = invalidTelNumbers(tel);
  if (invalid.length) throw fieldError('tel', ErrorCode.InvalidPhoneList, lang, { numbers: invalid.join(', ') });
}

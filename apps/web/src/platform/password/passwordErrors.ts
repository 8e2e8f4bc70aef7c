import { ErrorCode } from '@srd/contract';
import type { ApiError } from '../api';

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

const FIELD_OF_CODE: Partial<Record<number, PasswordField>> = {
  [ErrorCode.WrongOldPassword]: 'oldPassword',
  [ErrorCode.WeakPassword]: 'newPassword',
  [ErrorCode.PasswordUnchanged]: 'newPassword',
  [ErrorCode.CommonPassword]: 'newPassword',
};

function isPasswordField(name: string): name is PasswordField {
  return (PASSWORD_FIELDS as readonly string[]).includes(name);
}

/** A failed password change as errors on the form's fields (none when it concerns no field). */
export function passwordFieldErrors(error: ApiError): { name: PasswordField; errors: string[] }[] {
  const field = FIELD_OF_CODE[error.code];
  const failures = field ? [{ field, message: error.message }] : error.fields;
  return failures.flatMap(({ field: name, message }) => (isPasswordField(name) ? [{ name, errors: [message] }] : []));
}

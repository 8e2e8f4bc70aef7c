import type { FormInstance } from 'antd';
import { ApiError } from '../api';

/**
 * Puts the server's field errors (400 with `data.fields`) on the form's fields. Returns whether
 * any field of the form took one; the API client has shown the message already.
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  // `roleIds.0` is an error of the roles field.
  const fields = error.fields.map((field) => ({ name: field.field.split('.')[0]!, errors: [field.message] })).filter((field) => known.has(field.name));
  form.setFields(fields);
  return fields.length > 0;
}

import type { FormInstance } from 'antd';
import { ApiError } from '../api';

/**
 * Puts the server's field errors (400 with `data.fields`) on the form's fields. Returns whether
 * any field of the form took one; the API client has shown the message already.
 */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  // A nested field with an item of its own (`binConfig.fullWeightKg`, `recycleConfig.0.materialCode`) takes its error.
  const items = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const nameOf = (path: string) =>
    items.has(path) ? path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : path.split('.')[0]!;
  // Otherwise `roleIds.0` is an error of the roles field.
  const fields = error.fields
    .map((field) => ({ name: nameOf(field.field), errors: [field.message] }))
    .filter((field) => known.has(Array.isArray(field.name) ? String(field.name[0]) : field.name));
  form.setFields(fields);
  return fields.length > 0;
}

import type { z } from 'zod';
import { isBlank } from './zodMessage';

export type FormValues = Record<string, unknown>;

/** The form's starting values: the record's values of the form's fields, nothing else. */
export function formValuesOf(record: object, fields: readonly string[]): FormValues {
  const values = record as FormValues;
  return Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));
}

function same(a: unknown, b: unknown): boolean {
  // A field cleared back to nothing: '' and null are the same empty value.
  if (isBlank(a) && isBlank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields the user changed. An edit sends only these, so that a field someone else changed in
 * the meantime is not set back to what this form loaded.
 */
export function changedValues(initial: FormValues, values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => !same(initial[field], value)));
}

/**
 * The request body: the values as the contract's schema makes them (trimmed, defaults filled, unknown
 * fields dropped). Values the schema refuses go as they are, for the server to name the faulty fields.
 */
export function bodyOf(schema: z.ZodType, values: FormValues): FormValues {
  const parsed = schema.safeParse(values);
  return parsed.success ? (parsed.data as FormValues) : values;
}

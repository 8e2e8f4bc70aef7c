import { z } from 'zod';
import { textPattern } from './issue-message.js';

/** SPEC 4 statuses of gifts, programs and other entities: 0 Disable, 1 Active, 2 Draft, 3 Pending, 5 Expired. */
export const EntityStatus = z.literal([0, 1, 2, 3, 5]);
export type EntityStatus = z.infer<typeof EntityStatus>;

/** Enabled or disabled, for entities without a publication cycle. */
export const OnOffStatus = z.literal([0, 1]);

/** SPEC 1 kiosk types: 0 RVM, 1 Smart Classify, 2 TODI Bin. */
export const KioskType = z.literal([0, 1, 2]);
export type KioskType = z.infer<typeof KioskType>;
export const KIOSK_TYPES = [0, 1, 2] as const;

/** SPEC 5 phone format: digits, spaces and dashes with an optional leading +, 6 to 20 of them. */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(textPattern('phone', /^\+?[0-9 -]{6,20}$/));

/** A cleared form field arrives as ''; it means no value (the format rules would refuse ''). */
export const blankAsNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** A name in the three languages as a form sends it: English required, the Chinese ones optional. */
export function nameInput(max = 120) {
  return {
    name: z.string().trim().min(1).max(max),
    nameCht: z.string().trim().max(max).default(''),
    nameChs: z.string().trim().max(max).default(''),
  };
}

/** The same as an answer carries it. */
export const nameOutput = { name: z.string(), nameCht: z.string(), nameChs: z.string() };

/** Who created and last changed a record, and when (ISO 8601). */
export const stampOutput = {
  creUser: z.int32().nullable(),
  creDttm: z.string(),
  lupdUser: z.int32().nullable(),
  lupdDttm: z.string(),
};

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * An edit's body: every field optional and without its create default, so that an omitted field keeps
 * its value instead of being reset (zod's `.partial()` would still fill defaults in).
 */
export function editInput<T extends z.ZodRawShape>(shape: T) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [
      name,
      ((schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType).optional(),
    ]),
  );
  return z.object(fields as { [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]> & z.ZodType> });
}

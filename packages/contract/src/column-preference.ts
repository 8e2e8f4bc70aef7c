import { z } from 'zod';
import { textPattern } from './issue-message.js';

/** A list's chosen columns (SPEC 3): the list name and a comma-joined column list. */
export const ColumnPreferenceQuery = z.object({
  listName: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(textPattern('name', /^[A-Za-z0-9_.-]+$/)),
});
export const ColumnPreference = z.object({
  listName: ColumnPreferenceQuery.shape.listName,
  columns: z
    .string()
    .max(2000)
    .regex(textPattern('nameList', /^[A-Za-z0-9_.,-]*$/)),
});
export type ColumnPreference = z.infer<typeof ColumnPreference>;

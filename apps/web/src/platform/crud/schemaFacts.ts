import type { z } from 'zod';
import type { ListStateOptions } from './useListState';

/*
 * What the kit reads from the contract's zod schemas instead of having screens write it again: the
 * fields a list sorts by, its filters, a field's length and range limits.
 */

type AnySchema = z.ZodType;

/** Paging and ordering of a page request; every other key is a filter. */
const PAGING_KEYS = new Set(['page', 'pageSize', 'sort']);
/** Wrappers that leave the value's own type and checks inside. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional, nullable, default… wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  while (WRAPPERS.has(current._zod.def.type))
    current = (current._zod.def as unknown as { innerType: AnySchema }).innerType;
  return current;
}

function shapeOf(schema: z.ZodObject): Record<string, AnySchema> {
  return schema.shape;
}

/** The fields a page request lets the list sort by (its `sort.field` enum). */
export function sortableFields(pageRequest: z.ZodObject): readonly string[] {
  const sort = shapeOf(pageRequest).sort;
  if (!sort) return [];
  const field = shapeOf(unwrap(sort) as z.ZodObject).field;
  return field ? ((unwrap(field) as z.ZodEnum).options as string[]) : [];
}

/** A page request's filters, in the order the contract declares them. */
export function filterNames(pageRequest: z.ZodObject): string[] {
  return Object.keys(pageRequest.shape).filter((key) => !PAGING_KEYS.has(key));
}

/** A page request's filter schema. */
export function filterSchema(pageRequest: z.ZodObject, name: string): AnySchema | undefined {
  return shapeOf(pageRequest)[name];
}

function isNumeric(schema: AnySchema): boolean {
  const inner = unwrap(schema);
  const def = inner._zod.def as unknown as { type: string; values?: unknown[]; options?: AnySchema[] };
  if (def.type === 'number' || def.type === 'int') return true;
  if (def.type === 'literal') return def.values!.every((value) => typeof value === 'number');
  if (def.type === 'union') return def.options!.every(isNumeric);
  return false;
}

/** The URL filter of a page request's `from` and `to`: the two days of a date range. */
export const RANGE_FILTER = 'range';

/** Whether the page request is bounded by `from` and `to` (a log's period). */
export function hasDateRange(pageRequest: z.ZodObject): boolean {
  const names = filterNames(pageRequest);
  return names.includes('from') && names.includes('to');
}

const listStates = new WeakMap<z.ZodObject, ListStateOptions>();

/**
 * How the URL keeps the page request's filters: numbers (ids, statuses, enums) and lists (arrays). One
 * object per schema, so that the list state's memo keeps it across renders.
 */
export function listStateOf(pageRequest: z.ZodObject): ListStateOptions {
  let options = listStates.get(pageRequest);
  if (!options) {
    const names = filterNames(pageRequest);
    const schemaOf = (name: string) => unwrap(shapeOf(pageRequest)[name]!);
    options = {
      numeric: names.filter((name) => isNumeric(schemaOf(name))),
      lists: [
        ...names.filter((name) => schemaOf(name)._zod.def.type === 'array'),
        ...(hasDateRange(pageRequest) ? [RANGE_FILTER] : []),
      ],
    };
    listStates.set(pageRequest, options);
  }
  return options;
}

/** Limits a field's control shows: text length, number range; only those the schema sets. */
export interface FieldLimits {
  maxLength?: number;
  min?: number;
  max?: number;
}

/** int32's own bounds say nothing about the field: only narrower ones are shown. */
const INT32_LIMIT = 2 ** 31 - 1;

export function limitsOf(schema: AnySchema | undefined): FieldLimits {
  if (!schema) return {};
  const inner = unwrap(schema) as AnySchema & {
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
  };
  const bounded = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < INT32_LIMIT ? value : undefined;
  const type = inner._zod.def.type;
  if (type === 'string') return { maxLength: bounded(inner.maxLength) };
  if (type === 'number' || type === 'int') return { min: bounded(inner.minValue), max: bounded(inner.maxValue) };
  return {};
}

/**
 * Hostile requests generated from the OpenAPI document: for each JSON route, variants of its own schema
 * that no correct server may accept (wrong types, missing fields, NUL and control characters, numbers past
 * the column's range, impossible dates, deep nesting, prototype keys). Each variant is certainly invalid,
 * so the only right answers are 4xx.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface HostileRequest {
  method: string;
  /** The documented path, `{id}` and all. */
  path: string;
  url: string;
  payload?: string;
  /** What was made wrong, for the failure message. */
  variant: string;
}

/** A number JSON can spell but JSON.stringify cannot: written into the payload as it stands. */
const raw = (text: string) => `@@raw:${text}@@`;
const stringify = (value: unknown) => JSON.stringify(value).replace(/"@@raw:(.*?)@@"/g, '$1');

const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;
/** An id inside the integer range that no record has, so a mutation that slips through still touches nothing. */
const ABSENT_ID = '2147483000';
const DEEP = 5_000;
const deepArray = () => `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;

function resolver(document: OpenApiDocument) {
  return function resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      current = document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
    }
    return current;
  };
}

/** The JSON types a schema admits; undefined when it admits anything. */
function typesOf(schema: JsonSchema, resolve: (s?: JsonSchema) => JsonSchema): Set<string> | undefined {
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const all = new Set<string>();
    for (const option of options) {
      const types = typesOf(resolve(option), resolve);
      if (!types) return undefined;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  if (schema.allOf?.length) return typesOf(resolve(schema.allOf[0]), resolve);
  if (!schema.type) return undefined;
  const types = new Set([schema.type].flat());
  if (types.has('integer')) types.add('number');
  return types;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The first non-null branch of a union, or the schema itself. */
function primary(schema: JsonSchema, resolve: (s?: JsonSchema) => JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return resolve(options.find((option) => resolve(option).type !== 'null') ?? options[0]);
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  return schema;
}

/** A plausible value of the schema: the base that one field at a time is spoiled in. */
function sample(schemaIn: JsonSchema, resolve: (s?: JsonSchema) => JsonSchema, depth = 0): unknown {
  const schema = primary(resolve(schemaIn), resolve);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = [schema.type].flat().find((entry) => entry !== 'null');
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? [])
        value[name] = sample(schema.properties?.[name] ?? {}, resolve, depth + 1);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, resolve, depth + 1));
    case 'string':
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T08:00:00Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Values the field's schema certainly refuses, each with a name. */
function spoiled(schemaIn: JsonSchema, resolve: (s?: JsonSchema) => JsonSchema): [string, unknown][] {
  const schema = resolve(schemaIn);
  const types = typesOf(schema, resolve);
  if (!types) return [];
  const out: [string, unknown][] = [];
  const wrong: [string, unknown][] = [
    ['object', { nested: true }],
    ['array', [1]],
    ['boolean', true],
    ['number', 12345],
    ['string', 'text'],
  ];
  const wrongType = wrong.find(([type]) => !types.has(type) && !(type === 'number' && types.has('integer')));
  if (wrongType) out.push([`wrong type (${wrongType[0]})`, wrongType[1]]);
  const main = primary(schema, resolve);
  if (types.has('string') && !main.enum && main.const === undefined) {
    out.push(['NUL character', 'a\u0000b'], ['control character', 'bell\u0007'], ['escape character', '\u001b[31mred']);
    if (main.maxLength !== undefined) out.push([`longer than ${main.maxLength}`, 'x'.repeat(main.maxLength + 1)]);
    if (main.format === 'date') out.push(['year 0000', '0000-01-01'], ['no such day', '2026-02-30']);
    if (main.format === 'date-time') out.push(['year 0000', '0000-01-01T00:00:00Z']);
  }
  if (types.has('integer') && !types.has('string')) {
    const max = main.maximum ?? (main.exclusiveMaximum !== undefined ? main.exclusiveMaximum - 1 : INT32_MAX);
    const min = main.minimum ?? (main.exclusiveMinimum !== undefined ? main.exclusiveMinimum + 1 : INT32_MIN);
    out.push([`above ${max}`, max + 1], [`below ${min}`, min - 1], ['not whole', 1.5], ['infinite', raw('1e999')]);
  } else if (types.has('number') && !types.has('string')) {
    out.push(['infinite', raw('1e999')]);
    if (main.maximum !== undefined) out.push([`above ${main.maximum}`, main.maximum + 1]);
    if (main.minimum !== undefined) out.push([`below ${main.minimum}`, main.minimum - 1]);
  }
  if (types.has('array') && main.maxItems !== undefined && main.maxItems < 2_000) {
    out.push([
      `more than ${main.maxItems} items`,
      Array.from({ length: main.maxItems + 1 }, () => sample(main.items ?? {}, resolve)),
    ]);
  }
  if (types.has('object') || types.has('array')) out.push(['prototype key', raw('{"__proto__":{"polluted":true}}')]);
  if (!types.has('array') && !types.has('object')) out.push(['deep nesting', raw(deepArray())]);
  return out;
}

/** The spoiled variants of one body schema: whole-body ones, then each field (one level down too). */
function bodyVariants(
  schemaIn: JsonSchema,
  resolve: (s?: JsonSchema) => JsonSchema,
): { variant: string; payload: string }[] {
  const schema = primary(resolve(schemaIn), resolve);
  const base = sample(schema, resolve);
  const variants: { variant: string; payload: string }[] = [
    { variant: 'body null', payload: 'null' },
    { variant: 'body a string', payload: '"text"' },
    { variant: 'body deeply nested', payload: deepArray() },
    { variant: 'constructor key', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
  ];
  if (schema.type === 'array') {
    variants.push({ variant: 'body an object', payload: '{}' });
    for (const [name, value] of spoiled(schema.items ?? {}, resolve))
      variants.push({ variant: `item: ${name}`, payload: stringify([value]) });
    return variants;
  }
  if (schema.type !== 'object' || !base || typeof base !== 'object') return variants;
  variants.push({ variant: 'body an array', payload: '[]' });
  const walk = (object: JsonSchema, prefix: string[], depth: number) => {
    for (const [name, field] of Object.entries(object.properties ?? {})) {
      const path = [...prefix, name];
      for (const [what, value] of spoiled(field, resolve)) {
        variants.push({ variant: `${path.join('.')}: ${what}`, payload: stringify(setAt(base, path, value)) });
      }
      if (object.required?.includes(name)) {
        const without = setAt(base, path, undefined);
        variants.push({
          variant: `${path.join('.')} missing, odd keys added`,
          payload: stringify({ ...(without as object), toString: 1, isPrototypeOf: 'x', hasOwnProperty: [] }),
        });
      }
      const inner = primary(resolve(field), resolve);
      if (depth < 1 && inner.type === 'object' && object.required?.includes(name)) walk(inner, path, depth + 1);
    }
  };
  walk(schema, [], 0);
  return variants;
}

/** A copy of `base` with the value at `path` set (or removed when undefined), parents made as needed. */
function setAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** Text values a query or path parameter certainly refuses. */
function spoiledText(schemaIn: JsonSchema | undefined, resolve: (s?: JsonSchema) => JsonSchema): [string, string][] {
  const schema = primary(resolve(schemaIn), resolve);
  const types = typesOf(schema, resolve) ?? new Set(['string']);
  const out: [string, string][] = [
    ['NUL character', 'a%00b'],
    ['control character', 'bell%07'],
  ];
  if (types.has('integer') || types.has('number')) {
    out.push(['above the integer range', String(INT32_MAX + 1)], ['not a number', 'abc'], ['huge', '1e999']);
    if (types.has('integer')) out.push(['not whole', '1.5']);
  }
  if (schema.format === 'date') out.push(['year 0000', '0000-01-01']);
  if (schema.format === 'date-time') out.push(['year 0000', '0000-01-01T00:00:00Z']);
  if (schema.maxLength !== undefined) out.push([`longer than ${schema.maxLength}`, 'x'.repeat(schema.maxLength + 1)]);
  return out;
}

function textSample(schemaIn: JsonSchema | undefined, resolve: (s?: JsonSchema) => JsonSchema): string {
  const schema = primary(resolve(schemaIn), resolve);
  if (schema.type === 'integer' || schema.type === 'number') return ABSENT_ID;
  const value = sample(schema, resolve) ?? 'x';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function hostileRequests(document: OpenApiDocument): HostileRequest[] {
  const resolve = resolver(document);
  const requests: HostileRequest[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      const queryParams = parameters.filter((parameter) => parameter.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (operation.requestBody && !bodySchema) continue; // uploads: multipart, tested on their own
      const baseQuery = new Map(
        queryParams
          .filter((parameter) => parameter.required)
          .map((parameter) => [parameter.name, textSample(parameter.schema, resolve)]),
      );
      const urlOf = (pathValues: Record<string, string>, query: Map<string, string>) => {
        const filled = path.replace(
          /\{(\w+)\}/g,
          (_, name: string) => pathValues[name] ?? textSample(pathParams.find((p) => p.name === name)?.schema, resolve),
        );
        const search = [...query].map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
        return search ? `${filled}?${search}` : filled;
      };
      const verb = method.toUpperCase();
      const body = bodySchema ? stringify(sample(bodySchema, resolve)) : undefined;
      for (const parameter of pathParams) {
        for (const [what, value] of spoiledText(parameter.schema, resolve)) {
          requests.push({
            method: verb,
            path,
            url: urlOf({ [parameter.name]: value }, baseQuery),
            payload: body,
            variant: `path ${parameter.name}: ${what}`,
          });
        }
      }
      for (const parameter of queryParams) {
        for (const [what, value] of spoiledText(parameter.schema, resolve)) {
          requests.push({
            method: verb,
            path,
            url: urlOf({}, new Map([...baseQuery, [parameter.name, value]])),
            payload: body,
            variant: `query ${parameter.name}: ${what}`,
          });
        }
        if (parameter.required) {
          const without = new Map(baseQuery);
          without.delete(parameter.name);
          requests.push({
            method: verb,
            path,
            url: urlOf({}, without),
            payload: body,
            variant: `query ${parameter.name} missing`,
          });
        }
      }
      if (bodySchema) {
        for (const { variant, payload } of bodyVariants(bodySchema, resolve)) {
          requests.push({ method: verb, path, url: urlOf({}, baseQuery), payload, variant });
        }
      }
    }
  }
  return requests;
}

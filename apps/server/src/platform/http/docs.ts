import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorEnvelope, MenuEntry, MenuNode } from '@srd/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas described once under `components/schemas` and referred to by name: the menu trees, which
 * are recursive and so cannot be written out inline, and the error envelope every operation shares.
 */
const namedSchemas = z
  .registry<{ id: string }>()
  .add(MenuNode, { id: 'MenuNode' })
  .add(MenuEntry, { id: 'MenuEntry' })
  .add(ErrorEnvelope, { id: 'ErrorEnvelope' });
const zodTransform = createJsonSchemaTransform({ schemaRegistry: namedSchemas });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas });

type Operation = { operationId?: string; responses: Record<string, unknown> };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/**
 * Says on each operation what it needs: nothing, a session, or a named action; a route with its own security scheme
 * says it itself.
 */
function accessNote(
  config: { action?: { key: string }; signedIn?: boolean; public?: boolean } | undefined,
  ownSecurity: boolean,
): string | undefined {
  if (config?.action) return `Requires action \`${config.action.key}\`.`;
  if (config?.signedIn) return 'Requires a signed-in session.';
  return ownSecurity ? undefined : 'Public: no sign-in needed.';
}

/**
 * `/api/userManage/getUserList` gives `userManage_getUserList`: the first segment, then the others in camelCase; path
 * parameters are left out.
 */
function operationName(path: string): string {
  const [first, ...rest] = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((segment) => !segment.startsWith('{'));
  const action = rest
    .map((segment, index) => (index === 0 ? segment : segment[0].toUpperCase() + segment.slice(1)))
    .join('');
  return action ? `${first}_${action}` : first;
}

/**
 * Names every operation after its path; where several operations share a name (`GET`, `POST` and
 * `PUT /api/role`), each gets its method too (`role_get`, `role_post`, `role_put`).
 */
function nameOperations(paths: OpenApiDocument['paths']): void {
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: operationName(path), method, operation })),
  );
  const uses = new Map<string, number>();
  for (const { name } of operations) uses.set(name, (uses.get(name) ?? 0) + 1);
  for (const { name, method, operation } of operations)
    operation.operationId = uses.get(name)! > 1 ? `${name}_${method}` : name;
}

/**
 * The named schemas the document refers to, directly or through another one. Each has an input and an
 * output form (`MenuNodeInput`, `MenuNode`) and most are used one way only; an unused component is noise.
 */
function referencedSchemas(document: OpenApiDocument): Record<string, unknown> {
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
  const kept = new Set<string>();
  const pending = refsIn(document.paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name)) continue;
    kept.add(name);
    pending.push(...refsIn(document.components.schemas[name]));
  }
  return Object.fromEntries([...kept].sort().map((name) => [name, document.components.schemas[name]]));
}

/**
 * zod writes a record keyed by an enum (`{ offline: 3, fault: 1 }`) as `propertyNames` and `required`
 * beside `additionalProperties`; written as `properties` it says the same, and a generated client gets
 * each key instead of any string.
 */
function spellOutEnumKeys(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const schema = value as Record<string, unknown> & { propertyNames?: { enum?: string[] } };
  const keys = schema.propertyNames?.enum;
  if (keys && !schema.properties && typeof schema.additionalProperties === 'object') {
    schema.properties = Object.fromEntries(keys.map((key) => [key, schema.additionalProperties]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const child of Object.values(schema)) spellOutEnumKeys(child);
}

/** OpenAPI document generated from the zod schemas (register at the root, before the routes). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1 takes JSON Schema 2020-12 as it is, which is what zod writes for this version (`type: 'null'`, not 3.0's
      // `nullable`).
      openapi: '3.1.0',
      info: {
        title: 'Smart Recycling Dashboard API',
        version: '1.0.0',
        description:
          'Every JSON answer is `{ code, message, data }`; success is code 200. Messages follow the `lang` header ' +
          '(en_US, zh_HK, zh_CN).',
      },
      // Paths start with /api on whichever host serves this document.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The device API: each kiosk's KID and secret.
          device: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: (document) => {
      const transformed = zodTransform(document) as { schema: FastifySchema & Record<string, unknown>; url: string };
      const config = document.route.config as Parameters<typeof accessNote>[0];
      const ownSecurity = transformed.schema.security;
      const note = accessNote(config, !!ownSecurity);
      const description = [transformed.schema.description, note].filter(Boolean).join('\n\n');
      const security = ownSecurity ?? (config?.public ? [] : [{ bearer: [] }]);
      const extra = config?.action ? { 'x-action': config.action.key } : {};
      return { ...transformed, schema: { ...transformed.schema, description, security, ...extra } };
    },
    transformObject: (input) => {
      const document = zodTransformObject(input) as unknown as OpenApiDocument;
      nameOperations(document.paths);
      // Routes that answer raw bytes (files, exports) still fail in the error envelope.
      const refused = {
        description: 'Refused, in the error envelope',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
      for (const item of Object.values(document.paths))
        for (const operation of Object.values(item)) operation.responses['4XX'] ??= refused;
      document.components.schemas = referencedSchemas(document);
      spellOutEnumKeys(document);
      return document;
    },
  });
}

/** The browsable documentation at /api/docs. */
export async function registerDocsPages(scope: FastifyInstance): Promise<void> {
  // The pages scope's helmet policy covers these pages too.
  await scope.register(swaggerUi, { routePrefix: '/api/docs' });
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Says on each operation what it needs: nothing, a session, or a named action; a route with its own security scheme says it itself. */
function accessNote(config: { action?: { key: string }; signedIn?: boolean; public?: boolean } | undefined, ownSecurity: boolean): string | undefined {
  if (config?.action) return `Requires action \`${config.action.key}\`.`;
  if (config?.signedIn) return 'Requires a signed-in session.';
  return ownSecurity ? undefined : 'Public: no sign-in needed.';
}

/** OpenAPI document generated from the zod schemas (register at the root, before the routes). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Smart Recycling Dashboard API',
        version: '1.0.0',
        description:
          'Every JSON answer is `{ code, message, data }`; success is code 200. Messages follow the `lang` header (en_US, zh_HK, zh_CN).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The device API: each kiosk's KID and secret.
          device: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document as never) as { schema: FastifySchema & Record<string, unknown>; url: string };
      const config = document.route.config as Parameters<typeof accessNote>[0];
      const ownSecurity = transformed.schema.security;
      const note = accessNote(config, !!ownSecurity);
      const description = [transformed.schema.description, note].filter(Boolean).join('\n\n');
      const security = ownSecurity ?? (config?.public ? [] : [{ bearer: [] }]);
      const extra = config?.action ? { 'x-action': config.action.key } : {};
      return { ...transformed, schema: { ...transformed.schema, description, security, ...extra } };
    },
  });
}

/** The browsable documentation at /api/docs. */
export async function registerDocsPages(scope: FastifyInstance): Promise<void> {
  // The pages scope's helmet policy covers these pages too.
  await scope.register(swaggerUi, { routePrefix: '/api/docs' });
}

import { envelope, ErrorEnvelope } from '@srd/contract';
import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import { z } from 'zod';
import { langOf } from '../i18n/lang.js';
import { t } from '../i18n/messages.js';

/** Wraps each declared success schema in the envelope and documents the error shape. */
function envelopeResponses(route: RouteOptions): void {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  const wrapped: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    wrapped[status] = status.startsWith('2') && schema instanceof z.ZodType ? envelope(schema) : schema;
  }
  wrapped['200'] ??= envelope(z.null());
  wrapped['4XX'] ??= ErrorEnvelope;
  route.schema = { ...route.schema, response: wrapped };
}

/** The handler returns its data (or nothing); the caller receives `{ code: 200, message, data }`. */
function envelopeHandler(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (req, reply) {
    const data = await handler.call(this, req, reply);
    if (reply.sent) return reply;
    return { code: 200, message: t('success', langOf(req)), data: data ?? null };
  };
}

/** Every route not marked `rawResponse` answers in the `{ code, message, data }` envelope. */
export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.rawResponse) return;
    envelopeResponses(route);
    route.handler = envelopeHandler(route.handler);
  });
}

import type { FastifyInstance } from 'fastify';

/** The API, its documentation and the live feed: their answers belong to one caller at one moment. */
const API_PATH = /^\/(api|ws)(\/|\?|$)/;

/**
 * Every API answer (data, errors, 404s, files, the device API, the OpenAPI document) says
 * `Cache-Control: no-store`, so no browser or proxy keeps a secret (a kiosk secret, a session's
 * records) after it is shown, and `X-Content-Type-Options: nosniff`, so a browser takes each answer
 * for the type it declares. Files of the web app keep the caching they set (hashed assets immutable,
 * index.html no-cache); any other answer without its own caching is not stored either.
 */
export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (API_PATH.test(req.url) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

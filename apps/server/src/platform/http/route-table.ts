import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './context.js';

export interface RouteEntry {
  method: string;
  url: string;
  config: RouteAccess;
}

/** Records every route as it is added: the catalogue sync and the authorization tests read it. */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config ?? {} });
    }
  });
  return routes;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGES_SCOPE } from '../auth/guard.js';
import { registerDocsPages } from './docs.js';
import { allowedMethodsOf } from './allowed-methods.js';
import { methodNotAllowedBody, notFoundBody } from './error-handler.js';
import type { RouteEntry } from './route-table.js';

/** Security headers for pages a browser renders; antd writes its styles at run time. */
const PAGE_SECURITY = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      // Staff often reach the server by plain http on a local network; upgrading would break every asset.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * What a browser loads: the built web app at `/` (a route per file, found at start) with the
 * single-page fallback for any other page path, and the API documentation; with helmet's headers. Kept in its own scope so
 * the JSON API does not pay for page headers on every call. Unknown API paths get the 404 envelope, known
 * ones called with another method the 405 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined, routes: readonly RouteEntry[]): Promise<void> {
  const allowedMethods = allowedMethodsOf(routes);
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  await app.register(async (pages) => {
    pages.decorate(PAGES_SCOPE, true);
    await pages.register(helmet, PAGE_SECURITY);
    await registerDocsPages(pages);
    if (hasWebApp) {
      await pages.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    pages.setNotFoundHandler((req, reply) => {
      const pathname = req.url.split('?')[0]!;
      // A missing file (an old chunk after a deploy) must fail as a 404, not load the page as script.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      const isPageRead = req.method === 'GET' || req.method === 'HEAD';
      const wantsPage = isPageRead && !isFile && !pathname.startsWith('/api') && !pathname.startsWith('/ws');
      if (hasWebApp && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const allowed = pathname.startsWith('/api') ? allowedMethods(pathname) : [];
      if (allowed.length > 0) return reply.status(405).header('allow', allowed.join(', ')).send(methodNotAllowedBody(req));
      return reply.status(404).send(notFoundBody(req));
    });
  });
}

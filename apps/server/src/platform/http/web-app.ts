import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { DEFAULT_MAP_TILE_URL } from '@srd/contract';
import type { FastifyInstance } from 'fastify';
import { PAGES_SCOPE } from '../auth/guard.js';
import { registerDocsPages } from './docs.js';
import { allowedMethodsOf } from './allowed-methods.js';
import { methodNotAllowedBody, notFoundBody } from './error-handler.js';
import type { RouteEntry } from './route-table.js';

/** A Host header as browsers send it (a name or an address, and a port): anything else is left out of the policy. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the map tiles come from, as a CSP source: the scheme and host of the MAP_TILE_URL template,
 * a `{s}` subdomain placeholder becoming `*` (`https://{s}.tile.example.com/{z}/{x}/{y}.png` gives
 * `https://*.tile.example.com`).
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const host = match[2]!.replace(/\{[a-z]+\}/gi, '*');
  return /^[a-z0-9.*-]+(:\d{1,5})?$/i.test(host) ? `${match[1]!.toLowerCase()}//${host.toLowerCase()}` : undefined;
}

/**
 * Security headers for pages a browser renders. Images come from the site itself, the tile server,
 * `data:` (logos are kept as data URLs) and `blob:` (news images fetched with the session); the page
 * connects only to its own origin and its own host's websockets (the live feed). antd writes its
 * styles at run time.
 */
function pageSecurity(mapTileUrl: string) {
  const ownWebsockets = (req: { headers: { host?: string } }) => {
    const host = req.headers.host;
    return host && HOST.test(host) ? `ws://${host} wss://${host}` : '';
  };
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...[tileSource(mapTileUrl)].filter((source) => source !== undefined)],
        connectSrc: ["'self'", ownWebsockets],
        fontSrc: ["'self'", 'data:'],
        // Staff often reach the server by plain http on a local network; upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
  };
}

/**
 * What a browser loads: the built web app at `/` (a route per file, found at start; its brotli or gzip
 * copy when the browser accepts one) with the single-page fallback for any other page path, and the
 * API documentation; with helmet's headers. Kept in its own scope so
 * the JSON API does not pay for page headers on every call. Unknown API paths get the 404 envelope, known
 * ones called with another method the 405 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  routes: readonly RouteEntry[],
  mapTileUrl = DEFAULT_MAP_TILE_URL,
): Promise<void> {
  const allowedMethods = allowedMethodsOf(routes);
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  await app.register(async (pages) => {
    pages.decorate(PAGES_SCOPE, true);
    await pages.register(helmet, pageSecurity(mapTileUrl));
    await registerDocsPages(pages);
    if (hasWebApp) {
      await pages.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build writes brotli and gzip copies beside each text asset (apps/web/vite.config.ts):
        // the copy the request accepts goes out, with `Vary: accept-encoding`; the copies get no
        // routes of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
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
      if (allowed.length > 0)
        return reply.status(405).header('allow', allowed.join(', ')).send(methodNotAllowedBody(req));
      return reply.status(404).send(notFoundBody(req));
    });
  });
}

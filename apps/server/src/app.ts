import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { modules } from './modules/index.js';
import { syncCatalogue } from './modules/permission/catalogue-sync.js';
import type { AppDeps, AppModule } from './platform/app-module.js';
import { registerSecurityEvents } from './platform/audit/security-events.js';
import { registerGuard } from './platform/auth/guard.js';
import { LoginThrottle } from './platform/auth/login-throttle.js';
import { SessionStore } from './platform/auth/sessions.js';
import type { Database } from './platform/db/client.js';
import { registerApiHeaders } from './platform/http/api-headers.js';
import { registerOpenApi } from './platform/http/docs.js';
import { registerEnvelope } from './platform/http/envelope.js';
import { registerErrorHandling } from './platform/http/error-handler.js';
import { collectRoutes } from './platform/http/route-table.js';
import { serializerCompiler } from './platform/http/serializer.js';
import { validatorCompiler } from './platform/http/validation.js';
import { registerWebApp } from './platform/http/web-app.js';
import { JobSystem } from './platform/jobs/job-system.js';
import { createMailer } from './platform/mail/mailer.js';
import { createChannels } from './platform/outbox/channels/index.js';
import { webhookTargets } from './modules/webhook/targets.js';
import { registerMultipart } from './platform/upload/multipart.js';

/** Largest JSON body accepted; uploads have their own limits. */
export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Extra modules (tests register probe routes this way). */
  extraModules?: AppModule[];
}

/** The whole server: platform plugins, then every module's routes. Tests build it the same way. */
export async function buildApp({ config, database, logger, extraModules = [] }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', '*.password', '*.oldPassword', '*.newPassword', '*.accessToken'],
    },
    // Per-request logs halve the throughput of light routes; on only when asked for (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = new SessionStore(database, {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  });
  const mailer = createMailer(config, app.log);
  const channels = createChannels(config, app.log, webhookTargets({ db: database.db, config }));
  const jobs = new JobSystem(database, app.log, config.jobs);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    sessions,
    throttle: new LoginThrottle(database.db, app.log),
    mailer,
    channels,
    jobs,
  };
  registerErrorHandling(app, BODY_LIMIT);
  registerGuard(app, deps);
  registerSecurityEvents(app, database.db);
  registerEnvelope(app);
  registerApiHeaders(app);
  const routeTable = collectRoutes(app);
  await app.register(rateLimit, { global: false, keyGenerator: (req) => req.ip ?? 'inject' });
  // Websockets (the live feed) are routes like any other: hooks run, and refuse, before the upgrade.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await registerMultipart(app, config.uploadMaxBytes);
  await registerOpenApi(app);

  for (const module of [...modules, ...extraModules]) module.register(app, deps);
  await registerWebApp(app, config.webDist, routeTable, config.mapTileUrl);

  app.addHook('onReady', async () => {
    await syncCatalogue(database.db, routeTable);
    await sessions.start();
    await jobs.start();
  });
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => sessions.stop());
  app.addHook('onClose', async () => mailer.close());
  app.addHook('onClose', async () => Object.values(channels).forEach((channel) => channel.close?.()));
  return { app, deps, routeTable };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { securityEvent } from './tables.js';

export type SecurityEventInput = typeof securityEvent.$inferInsert;

const PATH_MAX_LENGTH = 300;
/** Writes waiting at once; past this a flood of refusals is logged, not stored row by row. */
const MAX_PENDING_WRITES = 1000;

/**
 * Stores a security event. It never throws: a failed write is logged, and the sign-in or refusal it
 * describes goes on as it would have.
 */
export async function recordSecurityEvent(db: Db, log: FastifyBaseLogger, event: SecurityEventInput): Promise<void> {
  try {
    await db.insert(securityEvent).values(event);
  } catch (error) {
    log.error({ err: error, type: event.type }, 'security event not recorded');
  }
}

function codeOf(payload: unknown): number | null {
  if (typeof payload !== 'string') return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'number' ? code : null;
  } catch {
    return null;
  }
}

/** Refusals worth a row: a signed-in caller refused (403), or a token presented and refused (401). */
function isRecordedRefusal(status: number, presentedToken: boolean): boolean {
  return status === 403 || (status === 401 && presentedToken);
}

/**
 * Records the refusals of protected routes as `access_refused` events; a request without any token
 * is not one (anyone can send those by the thousand). The write is not awaited, so a refusal costs
 * its caller nothing more; pending writes finish before the app closes. Public routes are left out:
 * their refusals are sign-in outcomes, which the sign-in records itself.
 */
export function registerSecurityEvents(app: FastifyInstance, db: Db): void {
  const pending = new Set<Promise<void>>();
  // A callback hook, not an async one: it runs on every answer and should cost next to nothing.
  app.addHook('onSend', (req, reply, payload, done) => {
    const recorded = isRecordedRefusal(reply.statusCode, req.headers.authorization !== undefined);
    if (!recorded || req.routeOptions.config?.public) return done(null, payload);
    if (pending.size >= MAX_PENDING_WRITES) {
      req.log.warn({ path: req.url }, 'security event dropped: too many refusals at once');
      return done(null, payload);
    }
    const userId = req.ctx?.user?.id ?? null;
    const write = recordSecurityEvent(db, req.log, {
      type: 'access_refused',
      userId,
      account: userId === null ? null : `user:${userId}`,
      ip: req.ip,
      method: req.method,
      path: req.url.split('?')[0]!.slice(0, PATH_MAX_LENGTH),
      code: codeOf(payload),
    });
    pending.add(write);
    void write.finally(() => pending.delete(write));
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
}

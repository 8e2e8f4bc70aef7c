import { ErrorCode, LIVE_FEED_PATH, LiveFeedAddress } from '@srd/contract';
import { can } from '../../platform/auth/auth-user.js';
import type { AppModule } from '../../platform/app-module.js';
import { AppError } from '../../platform/http/app-error.js';
import { signedIn, type SignedInContext } from '../../platform/http/context.js';
import { loadAppSecret } from '../../platform/secrets/app-secret.js';
import { LiveAdmission } from './admission.js';
import { FleetFeed } from './fleet-feed.js';
import { assertOwnOrigin, signLiveAddress, verifyLiveAddress } from './handshake.js';
import { kioskView } from './view-action.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live feed's caller, known from its signed address before the upgrade. */
    liveCaller?: SignedInContext;
  }
}

/**
 * The live fleet feed (SPEC 7): `GET /api/kiosk/liveFeedAddress` signs a short-lived address for the
 * caller's session; the websocket at `/ws` checks it and the page's origin before upgrading (401/403
 * otherwise; 401 for an address used already, 429 past 10 sockets of one session), then streams the
 * kiosks of the caller's scope.
 */
export const liveModule: AppModule = {
  name: 'live',
  register(app, deps) {
    let key: Buffer | undefined;
    const feed = new FleetFeed(deps.database, deps.sessions, app.log);
    const admission = new LiveAdmission();
    app.addHook('onReady', async () => {
      key = await loadAppSecret(deps.db, deps.config.appSecret);
      await feed.start();
    });
    app.addHook('onClose', () => feed.stop());

    app.get(
      '/api/kiosk/liveFeedAddress',
      {
        schema: {
          tags: ['kiosk'],
          summary: 'The address of the live fleet websocket for this session, usable for 60 s to open it',
          response: { 200: LiveFeedAddress },
        },
        config: { action: kioskView },
      },
      (req) => {
        const ctx = signedIn(req.ctx);
        return signLiveAddress(key!, { uid: ctx.user.id, session: ctx.sessionId });
      },
    );

    app.get(
      LIVE_FEED_PATH,
      {
        websocket: true,
        // Authenticated by its signed address, not a bearer token (browsers cannot send one to a websocket);
        // its messages are the feed's own, not envelopes.
        config: { public: true, rawResponse: true },
        preHandler: async (req) => {
          assertOwnOrigin(req.headers.origin, req.host, deps.config.publicUrl);
          const query = req.query as Record<string, unknown>;
          const claim = verifyLiveAddress(key!, query);
          const user = await deps.sessions.check(claim.session);
          if (user.id !== claim.uid) throw new AppError(ErrorCode.LiveAddressInvalid);
          if (!can(user, kioskView)) throw new AppError(ErrorCode.MissingAction);
          // Last, with no wait after it: only an address that opens a socket counts as used.
          admission.admit(claim.session, String(query.sign), Number(query.ts));
          req.liveCaller = { ...req.ctx, user, sessionId: claim.session };
        },
      },
      (socket, req) =>
        admission.hold(req.liveCaller!.sessionId, socket) ? feed.attach(socket, req.liveCaller!) : undefined,
    );
  },
};

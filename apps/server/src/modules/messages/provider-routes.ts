import { ErrorCode } from '@srd/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/app-module.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordProviderStatus } from '../../platform/outbox/outbox.js';
import { TWILIO_STATUS_PATH } from '../../platform/outbox/channels/twilio-sms.js';
import {
  twilioReport,
  TwilioStatusCallback,
  verifyTwilioSignature,
  verifyWhatsappSignature,
  whatsappChallengeAccepted,
  WhatsappWebhook,
  whatsappStatuses,
} from './provider-reports.js';

const tags = ['messages'];
const WHATSAPP_WEBHOOK_PATH = '/api/messages/whatsapp/webhook';

const WhatsappVerification = z.object({
  'hub.mode': z.string().max(20),
  'hub.verify_token': z.string().max(200),
  'hub.challenge': z.string().max(200),
});

/** A provider that is not configured has no report address: its routes answer 404 before reading anything. */
function whenConfigured(configured: () => unknown): onRequestAsyncHookHandler {
  return async () => {
    if (!configured()) throw new AppError(ErrorCode.NotFound);
  };
}

/** Twilio's status callbacks, form-encoded: the only body this scope reads. */
function registerTwilioStatus(scope: ZodApp, deps: AppDeps): void {
  const signedUrl = `${deps.config.publicUrl}${TWILIO_STATUS_PATH}`;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  scope.post(
    TWILIO_STATUS_PATH,
    {
      schema: {
        tags,
        summary: "Twilio's delivery report of an SMS (status callback)",
        description:
          'Signed by Twilio (X-Twilio-Signature over this address and every posted parameter): 403 when the ' +
          'signature is missing or wrong, 404 while Twilio is not configured. A report never moves a message back.',
        consumes: ['application/x-www-form-urlencoded'],
        body: TwilioStatusCallback,
        response: { 200: z.null() },
      },
      config: { public: true },
      onRequest: whenConfigured(() => deps.config.twilio),
      // Before the shape is checked: every parameter Twilio posted is signed, including those the schema leaves out.
      preValidation: async (req) => {
        const params = (req.body ?? {}) as Record<string, string>;
        const header = req.headers['x-twilio-signature'];
        const signed = typeof header === 'string' ? header : undefined;
        if (!verifyTwilioSignature(deps.config.twilio!.authToken, signedUrl, params, signed)) {
          throw new AppError(ErrorCode.Forbidden);
        }
      },
    },
    async (req) => {
      const report = twilioReport(req.body);
      if (report) await recordProviderStatus(deps.db, { provider: 'twilio', ...report });
    },
  );
}

/** The WhatsApp Business webhook: Meta's address check, and its signed events, read as the raw bytes it signed. */
function registerWhatsappWebhook(scope: ZodApp, deps: AppDeps): void {
  const onRequest = whenConfigured(() => deps.config.whatsapp);
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = body as Buffer;
    const header = req.headers['x-hub-signature-256'];
    const secret = deps.config.whatsapp?.appSecret;
    if (!secret || !verifyWhatsappSignature(secret, raw, typeof header === 'string' ? header : undefined)) {
      done(new AppError(ErrorCode.Forbidden), undefined);
      return;
    }
    void parseJson(req, raw.toString('utf8'), done);
  });
  scope.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary: "Meta's check of the WhatsApp webhook address: answers hub.challenge as text",
        description: 'Only with hub.mode `subscribe` and the configured verify token; 403 otherwise.',
        querystring: WhatsappVerification,
      },
      config: { public: true, rawResponse: true },
      onRequest,
    },
    async (req, reply) => {
      const query = req.query;
      if (!whatsappChallengeAccepted(deps.config.whatsapp!.verifyToken, query['hub.mode'], query['hub.verify_token'])) {
        throw new AppError(ErrorCode.Forbidden);
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );
  scope.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary: "WhatsApp's delivery reports (status webhook)",
        description:
          'Signed by Meta (X-Hub-Signature-256 over the raw body with the app secret): 403 when the signature is ' +
          'missing or wrong, 404 while WhatsApp is not configured. Events other than statuses are taken and ignored.',
        body: WhatsappWebhook,
        response: { 200: z.null() },
      },
      config: { public: true },
      onRequest,
    },
    async (req) => {
      for (const report of whatsappStatuses(req.body)) {
        await recordProviderStatus(deps.db, { provider: 'whatsappCloud', ...report });
      }
    },
  );
}

/**
 * The public addresses where SMS and WhatsApp providers report the delivery of our messages. Each lives in a scope of
 * its own, whose body parser reads the provider's encoding (and, for WhatsApp, keeps the bytes its signature covers).
 */
export function registerProviderReports(app: ZodApp, deps: AppDeps): void {
  void app.register(async (scope) => registerTwilioStatus(scope, deps));
  void app.register(async (scope) => registerWhatsappWebhook(scope, deps));
}

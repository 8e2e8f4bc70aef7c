import {
  cathayPacificRebateActions,
  ErrorCode,
  MilesConfig,
  MilesConversionInput,
  MilesConversionPage,
  MilesConversionPageRequest,
  MilesConversionRow,
  MilesMember,
  MilesMemberQuery,
  MilesPartnerAnswer,
  MilesTerms,
  MilesTermsQuery,
} from '@srd/contract';
import { z } from 'zod';
import type { AppDeps, AppModule, ZodApp } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { AppError } from '../../platform/http/app-error.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoMiles } from './demo.js';
import { milesConversionExporter } from './export.js';
import { conversionPage, convertPoints, partnerSigned, recordPartnerAnswer } from './service.js';
import { milesMembers, termsOf, updateTerms } from './terms.js';

const tags = ['cathayPacificRebate'];

/**
 * Asia Miles' answers, signed as our requests are (HMAC-SHA256 of `timestamp.body` with ASIA_MILES_KEY), read as the
 * raw bytes it signed; 404 while no endpoint is configured.
 */
function registerPartnerAnswer(scope: ZodApp, deps: AppDeps): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = (body as Buffer).toString('utf8');
    const key = deps.config.asiaMiles?.key;
    const [timestamp, signature] = [req.headers['x-srd-timestamp'], req.headers['x-srd-signature']];
    if (!key) return done(new AppError(ErrorCode.NotFound), undefined);
    if (
      typeof timestamp !== 'string' ||
      typeof signature !== 'string' ||
      !partnerSigned(key, timestamp, raw, signature)
    )
      return done(new AppError(ErrorCode.Forbidden), undefined);
    void parseJson(req, raw, done);
  });
  scope.post(
    '/api/cathayPacificRebate/partnerAnswer',
    {
      schema: {
        tags,
        summary: "Asia Miles' answer to a conversion: credited, or refused (the points are given back)",
        body: MilesPartnerAnswer,
        response: { 200: MilesConversionRow },
      },
      // The partner proves itself by its signature, not a session.
      config: { public: true },
    },
    (req) => recordPartnerAnswer(deps.db, req.body),
  );
}

/**
 * CathayPacificRebate (`POST /cathayPacificRebate/page`, its export, `POST /cathayPacificRebate/convert`): members'
 * CST points converted to Asia Miles at their tenant's rate (`/cathayPacificRebate/config`), requested from the
 * partner through the outbox; and the partner's signed answer (`POST /cathayPacificRebate/partnerAnswer`).
 */
export const milesModule: AppModule = {
  name: 'miles',
  register(app, deps) {
    registerExporter(milesConversionExporter);
    app.post(
      '/api/cathayPacificRebate/page',
      {
        schema: {
          tags,
          summary: 'Conversions of points to Cathay Pacific miles by time, tenant, member and state',
          body: MilesConversionPageRequest,
          response: { 200: MilesConversionPage },
        },
        config: { action: cathayPacificRebateActions.view },
      },
      (req) => conversionPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/cathayPacificRebate/convert',
      {
        schema: {
          tags,
          summary: "Convert a member's points to Cathay Pacific miles (debited now, requested from Asia Miles)",
          body: MilesConversionInput,
          response: { 200: MilesConversionRow },
        },
        config: { action: cathayPacificRebateActions.convert },
      },
      (req) => convertPoints(signedIn(req.ctx), deps.config.asiaMiles, req.body),
    );
    app.get(
      '/api/cathayPacificRebate/members',
      {
        schema: {
          tags,
          summary:
            'Members in reach whose membership number or name holds the keyword (or the member of id), with their ' +
            'balances and last Asia Miles number: the conversion form picks from them',
          querystring: MilesMemberQuery,
          response: { 200: z.array(MilesMember) },
        },
        config: { action: cathayPacificRebateActions.convert },
      },
      (req) => milesMembers(signedIn(req.ctx), req.query),
    );
    const partnerConnected = () => deps.config.asiaMiles !== undefined;
    app.get(
      '/api/cathayPacificRebate/config',
      {
        schema: {
          tags,
          summary:
            "A tenant's miles conversion terms (by default the caller's tenant's), and whether Asia Miles is set up",
          querystring: MilesTermsQuery,
          response: { 200: MilesTerms },
        },
        config: { action: cathayPacificRebateActions.view },
      },
      (req) => termsOf(signedIn(req.ctx), partnerConnected(), req.query),
    );
    app.put(
      '/api/cathayPacificRebate/config',
      {
        schema: {
          tags,
          summary:
            "Set a tenant's miles conversion terms: points per mile, the fewest points a conversion takes (whole " +
            'miles) and whether its members may convert; audited',
          body: MilesConfig,
          response: { 200: MilesTerms },
        },
        config: { action: cathayPacificRebateActions.configure },
      },
      (req) => updateTerms(signedIn(req.ctx), partnerConnected(), req.body),
    );
    void app.register(async (scope) => registerPartnerAnswer(scope, deps));
  },
  seedDemo: seedDemoMiles,
};

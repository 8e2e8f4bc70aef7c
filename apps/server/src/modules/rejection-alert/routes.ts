import {
  REJECTION_PERIOD_MAX_DAYS,
  REJECTION_WINDOW_MIN_MINUTES,
  RejectionCountPage,
  RejectionCountPageRequest,
  RejectionItemPage,
  RejectionItemPageRequest,
  RejectionThreshold,
  RejectionThresholdQuery,
  RejectionThresholdUpdate,
  rejectionAlertActions,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { rejectionClearJob } from './alarm.js';
import { seedDemoRejections } from './demo.js';
import { rejectionCountExporter } from './export.js';
import { rejectionRetentionJob } from './retention.js';
import { rejectionItemPage, rejectionCountPage, thresholdOf, updateThreshold } from './service.js';

const tags = ['rejectionAlert'];

/**
 * RejectionAlert: the items kiosks refused (reported through `POST /api/device/rejections`), counted per kiosk and
 * hour or day; the threshold per tenant whose crossing raises a kiosk's REJECTIONS alarm, the job clearing it and
 * the one deleting old rejections.
 */
export const rejectionAlertModule: AppModule = {
  name: 'rejectionAlert',
  register(app, deps) {
    app.post(
      '/api/rejectionAlert/page',
      {
        schema: {
          tags,
          summary:
            'Rejections per kiosk in reach and hour or day (Hong Kong time) of a period of at most ' +
            `${REJECTION_PERIOD_MAX_DAYS} days (else 400, 2140), with the count of each reason and whether ` +
            'the kiosk has a rejection alarm open',
          body: RejectionCountPageRequest,
          response: { 200: RejectionCountPage },
        },
        config: { action: rejectionAlertActions.view },
      },
      (req) => rejectionCountPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/rejectionAlert/items',
      {
        schema: {
          tags,
          summary: "One kiosk's rejections in a period, newest first",
          body: RejectionItemPageRequest,
          response: { 200: RejectionItemPage },
        },
        config: { action: rejectionAlertActions.view },
      },
      (req) => rejectionItemPage(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/rejectionAlert/threshold',
      {
        schema: {
          tags,
          summary:
            "The rejection threshold in effect for a tenant (by default the caller's): its own, or the platform's " +
            'default it inherits',
          querystring: RejectionThresholdQuery,
          response: { 200: RejectionThreshold },
        },
        config: { action: rejectionAlertActions.view },
      },
      (req) => thresholdOf(signedIn(req.ctx), req.query),
    );
    app.put(
      '/api/rejectionAlert/threshold',
      {
        schema: {
          tags,
          summary:
            "Set a tenant's rejection threshold, or the platform's default (tid null): count rejections within " +
            `windowMinutes (at least ${REJECTION_WINDOW_MIN_MINUTES}) raise the kiosk's REJECTIONS alarm; audited`,
          body: RejectionThresholdUpdate,
          response: { 200: RejectionThreshold },
        },
        config: { action: rejectionAlertActions.edit },
      },
      (req) => updateThreshold(signedIn(req.ctx), req.body),
    );
    registerExporter(rejectionCountExporter);
    deps.jobs.define(rejectionClearJob);
    deps.jobs.define(rejectionRetentionJob(deps.config.rejectionRetentionDays));
  },
  seedDemo: seedDemoRejections,
};

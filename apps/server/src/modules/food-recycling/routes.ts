import {
  ContainerRefundPageRequest,
  ContainerReturnPage,
  ContainerReturnPageRequest,
  FcmRecyclePage,
  FcmRecyclePageRequest,
  fcmRecycleActions,
  foodContainerRebateActions,
  foodContainerRecycleActions,
} from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { signedIn } from '../../platform/http/context.js';
import { containerRefundPage, containerReturnPage } from './container-returns.js';
import { fcmRecycleExporter, foodContainerRebateExporter, foodContainerRecycleExporter } from './export.js';
import { seedDemoContainerReturns } from './demo.js';
import { fcmPage } from './fcm.js';

/**
 * Food recycling: FcmRecycle (`POST /fcmRecycle/page`), the food waste dropped at food collection machines;
 * FoodContainerRecycle (`POST /foodContainerRecycle/page`), the containers kiosks took back (the kiosks report them at
 * `POST /device/foodContainerReturn`); FoodContainerRebate (`POST /foodContainerRebate/page`), the refunds they earned.
 * Each exports through `/export/exportExcel`.
 */
export const foodRecyclingModule: AppModule = {
  name: 'foodRecycling',
  register(app) {
    registerExporter(fcmRecycleExporter);
    registerExporter(foodContainerRecycleExporter);
    registerExporter(foodContainerRebateExporter);
    app.post(
      '/api/fcmRecycle/page',
      {
        schema: {
          tags: ['fcmRecycle'],
          summary: 'Food waste deposits by time, tenant, kiosk and member',
          body: FcmRecyclePageRequest,
          response: { 200: FcmRecyclePage },
        },
        config: { action: fcmRecycleActions.view },
      },
      (req) => fcmPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/foodContainerRecycle/page',
      {
        schema: {
          tags: ['foodContainerRecycle'],
          summary: 'Returned food containers by time, tenant, kiosk, member, container and outcome',
          body: ContainerReturnPageRequest,
          response: { 200: ContainerReturnPage },
        },
        config: { action: foodContainerRecycleActions.view },
      },
      (req) => containerReturnPage(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/foodContainerRebate/page',
      {
        schema: {
          tags: ['foodContainerRebate'],
          summary: 'Refunds of returned food containers by time, tenant, kiosk, member and container',
          body: ContainerRefundPageRequest,
          response: { 200: ContainerReturnPage },
        },
        config: { action: foodContainerRebateActions.view },
      },
      (req) => containerRefundPage(signedIn(req.ctx), req.body),
    );
  },
  seedDemo: seedDemoContainerReturns,
};

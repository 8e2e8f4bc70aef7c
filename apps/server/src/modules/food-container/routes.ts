import {
  ContainerType,
  FoodContainer,
  FoodContainerBatch,
  FoodContainerPageRequest,
  FoodContainerUpdate,
  foodContainerActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedDemoFoodContainers } from './demo.js';
import { batchCreateContainers, containerTypes, foodContainers } from './service.js';

const tags = ['foodContainer'];

/**
 * Food containers (SPEC 7): `POST /foodContainer/list`, `POST /foodContainer/batchCreate`,
 * `DELETE /foodContainer/{id}`, `GET /foodContainer/getContainerTypes`, and `PUT /foodContainer` for the status.
 */
export const foodContainerModule: AppModule = {
  name: 'foodContainer',
  register(app) {
    registerEntityRoutes(app, foodContainers, {
      tags,
      noun: 'food container',
      actions: foodContainerActions,
      schemas: { row: FoodContainer, pageRequest: FoodContainerPageRequest, update: FoodContainerUpdate },
      paths: {
        page: { url: '/api/foodContainer/list' },
        update: { url: '/api/foodContainer', method: 'PUT', idIn: 'body' },
        delete: { url: '/api/foodContainer/:id' },
      },
    });
    app.post(
      '/api/foodContainer/batchCreate',
      {
        schema: {
          tags,
          summary:
            'Create `count` drafted containers coded prefix + number from startNo (4 digits at least), all or none',
          body: FoodContainerBatch,
          response: { 200: z.object({ count: z.int32(), codes: z.array(z.string()) }) },
        },
        config: { action: foodContainerActions.add },
      },
      (req) => batchCreateContainers(signedIn(req.ctx), req.body),
    );
    app.get(
      '/api/foodContainer/getContainerTypes',
      {
        schema: {
          tags,
          summary: 'The container types, named in the three languages, with their capacity',
          response: { 200: z.array(ContainerType) },
        },
        config: { action: foodContainerActions.view },
      },
      () => containerTypes(),
    );
  },
  seedDemo: seedDemoFoodContainers,
};

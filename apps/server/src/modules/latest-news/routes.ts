import {
  IdFromText,
  LatestNews,
  LatestNewsCreate,
  LatestNewsPageRequest,
  LatestNewsUpdate,
  latestNewsActions,
  StoredFile,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { readUpload } from '../../platform/upload/multipart.js';
import { storeUpload } from '../file/service.js';
import { seedDemoNews } from './demo.js';
import { latestNewsItems, newsImageInScope } from './service.js';

const tags = ['latestNews'];

/**
 * LatestNewsList and LatestNews screens: `/latestNews/page`, `GET /latestNews?id`, create, edit, delete,
 * the image upload and the images of any status.
 */
export const latestNewsModule: AppModule = {
  name: 'latestNews',
  register(app, deps) {
    registerEntityRoutes(app, latestNewsItems, {
      tags,
      noun: 'news item',
      actions: latestNewsActions,
      schemas: {
        row: LatestNews,
        pageRequest: LatestNewsPageRequest,
        create: LatestNewsCreate,
        update: LatestNewsUpdate,
      },
      paths: catalogueCrudPaths('/api/latestNews'),
    });
    app.post(
      '/api/latestNews/uploadImage',
      {
        schema: {
          tags,
          summary:
            'Upload a news image (multipart field `file`, optional field `tid`): ' +
            'stored in the file list as a public image; its id goes in `imageFileId`',
          consumes: ['multipart/form-data'],
          response: { 200: StoredFile },
        },
        config: { action: latestNewsActions.upload },
      },
      async (req) =>
        storeUpload(signedIn(req.ctx), await readUpload(req, deps.config.uploadMaxBytes, ['image']), {
          isPublic: true,
        }),
    );
    app.get(
      '/api/latestNews/image/:id',
      {
        schema: {
          tags,
          summary:
            "A news image for the news screens, whatever its item's status: " +
            "one uploaded in the caller's scope or used by an item there",
          description: 'Visitors see only the images of news on show, at `GET /pubContent/file/{id}`.',
          params: z.object({ id: IdFromText }),
        },
        config: { action: latestNewsActions.view, rawResponse: true },
      },
      async (req, reply) => {
        const image = await newsImageInScope(signedIn(req.ctx), req.params.id);
        return reply.header('content-type', image.contentType).send(image.data);
      },
    );
  },
  seedDemo: seedDemoNews,
};

import {
  GetContentRequest,
  IdFromText,
  PubContent,
  PubContentCreate,
  PubContentPageRequest,
  PubContentUpdate,
  PublicContentView,
  pubContentActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { publishedNewsImage } from '../latest-news/service.js';
import { seedDemoPubContent } from './demo.js';
import { publishedContent, pubContents } from './service.js';

const tags = ['pubContent'];

/**
 * PublicContent screens (SPEC 7): page, `GET /pubContent?id`, create, edit, `DELETE /pubContent/{id}`;
 * and, without sign-in, `POST /pubContent/api/Getcontent` and the images of the news on show.
 */
export const pubContentModule: AppModule = {
  name: 'pubContent',
  register(app, deps) {
    registerEntityRoutes(app, pubContents, {
      tags,
      noun: 'public content item',
      actions: pubContentActions,
      schemas: {
        row: PubContent,
        pageRequest: PubContentPageRequest,
        create: PubContentCreate,
        update: PubContentUpdate,
      },
      paths: catalogueCrudPaths('/api/pubContent'),
    });
    app.post(
      '/api/pubContent/api/Getcontent',
      {
        schema: {
          tags,
          summary:
            'Public: the published item of a key in a language (English where it has no translation); ' +
            'drafts and unpublished items are not found (404)',
          body: GetContentRequest,
          response: { 200: PublicContentView },
        },
        config: { public: true },
      },
      (req) => publishedContent(deps.db, req.body, req.ctx.lang),
    );
    app.get(
      '/api/pubContent/file/:id',
      {
        schema: {
          tags,
          summary:
            'Public: the image of a news item on show (Active, published, not expired); ' +
            'any other image is not found (404)',
          params: z.object({ id: IdFromText }),
        },
        config: { public: true, rawResponse: true },
      },
      async (req, reply) => {
        const image = await publishedNewsImage(deps.db, req.params.id);
        return reply.header('content-type', image.contentType).send(image.data);
      },
    );
  },
  seedDemo: seedDemoPubContent,
};

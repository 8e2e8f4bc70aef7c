import { fileActions, FilePageRequest, IdFromText, StoredFile } from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { attachment } from '../../platform/export/content-disposition.js';
import { readUpload } from '../../platform/upload/multipart.js';
import { seedDemoFiles } from './demo.js';
import { ANY_FILE, fileContent, files, storeUpload } from './service.js';

const tags = ['file'];

/**
 * FileList screen: `/file/page`, `GET /file?id`, `POST /file/upload` (multipart), `GET /file/download/{id}`,
 * `DELETE /file/{id}`.
 */
export const fileModule: AppModule = {
  name: 'file',
  register(app, deps) {
    registerEntityRoutes(app, files, {
      tags,
      noun: 'file',
      actions: { view: fileActions.view, delete: fileActions.delete },
      schemas: { row: StoredFile, pageRequest: FilePageRequest },
      paths: {
        page: { url: '/api/file/page' },
        read: { url: '/api/file', idIn: 'query' },
        delete: { url: '/api/file/:id' },
      },
    });
    app.post(
      '/api/file/upload',
      {
        schema: {
          tags,
          summary:
            'Upload one file (multipart field `file`, optional field `tid`): ' +
            'an image, PDF, XLSX, CSV or ZIP, recognised by its content',
          description:
            'At most the configured size (UPLOAD_MAX_MB): 1025 past it, 1044 for another kind of content, ' +
            '1043 without a file.',
          consumes: ['multipart/form-data'],
          response: { 200: StoredFile },
        },
        config: { action: fileActions.upload },
      },
      async (req) => storeUpload(signedIn(req.ctx), await readUpload(req, deps.config.uploadMaxBytes, ANY_FILE)),
    );
    app.get(
      '/api/file/download/:id',
      {
        schema: { tags, summary: "A file's bytes, as an attachment", params: z.object({ id: IdFromText }) },
        config: { action: fileActions.view, rawResponse: true },
      },
      async (req, reply) => {
        const file = await fileContent(signedIn(req.ctx), req.params.id);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.fileName, file.fileName))
          .send(file.data);
      },
    );
  },
  seedDemo: seedDemoFiles,
};

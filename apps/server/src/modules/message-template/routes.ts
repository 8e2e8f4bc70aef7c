import {
  IdFromText,
  MessageQueued,
  MessageTemplate,
  MessageTemplateCreate,
  MessageTemplatePageRequest,
  MessageTemplatePreview,
  MessageTemplatePreviewRequest,
  MessageTemplateTestSend,
  MessageTemplateUpdate,
  messageTemplateActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { signedIn } from '../../platform/http/context.js';
import { seedProductTemplates } from './product-defaults.js';
import { previewTemplate } from './preview.js';
import { messageTemplates } from './service.js';
import { testSendTemplate } from './test-send.js';

const tags = ['messageTemplate'];
const base = '/api/messageTemplate';

/** MessageTemplate: the texts of messages per event, channel and language, their preview and a test send. */
export const messageTemplateModule: AppModule = {
  name: 'messageTemplate',
  register(app, deps) {
    const { view, create, edit, delete: remove, testSend } = messageTemplateActions;
    registerEntityRoutes(app, messageTemplates, {
      tags,
      noun: 'message template',
      actions: { view, add: create, edit, delete: remove },
      schemas: {
        row: MessageTemplate,
        pageRequest: MessageTemplatePageRequest,
        create: MessageTemplateCreate,
        update: MessageTemplateUpdate,
      },
      paths: {
        page: { url: `${base}/page` },
        read: { url: `${base}/:id`, idIn: 'params' },
        create: { url: base },
        update: { url: `${base}/:id`, method: 'PUT', idIn: 'params' },
        delete: { url: `${base}/:id` },
      },
    });
    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          summary: "A template rendered with its event's sample data, or why it cannot be saved",
          body: MessageTemplatePreviewRequest,
          response: { 200: MessageTemplatePreview },
        },
        config: { action: view },
      },
      (req) => previewTemplate(signedIn(req.ctx), req.body),
    );
    app.post(
      `${base}/:id/testSend`,
      {
        schema: {
          tags,
          summary: 'Send a template with sample data to one recipient, through the outbox (audited)',
          params: z.object({ id: IdFromText }),
          body: MessageTemplateTestSend,
          response: { 200: MessageQueued },
        },
        config: { action: testSend },
      },
      (req) => testSendTemplate(deps, signedIn(req.ctx), req.params.id, req.body),
    );
  },
  seedFirstStart: seedProductTemplates,
};

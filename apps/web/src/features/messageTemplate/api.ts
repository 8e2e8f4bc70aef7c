import type {
  MessageTemplate,
  MessageTemplateCreate,
  MessageTemplatePreview,
  MessageTemplatePreviewRequest,
  MessageTemplateUpdate,
} from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /messageTemplate/page`, `GET`, `PUT` and `DELETE /messageTemplate/{id}`, `POST /messageTemplate`. */
export const messageTemplateApi = entityApi<
  MessageTemplate,
  z.output<typeof MessageTemplateCreate>,
  z.output<typeof MessageTemplateUpdate>
>('/messageTemplate', { read: 'params', update: { method: 'PUT', idIn: 'params' } });

/** The form's template rendered with sample data; its problems come back as an ApiError with field errors. */
export const previewTemplate = (body: MessageTemplatePreviewRequest) =>
  request<MessageTemplatePreview>('POST', '/messageTemplate/preview', { body, quiet: true });

/** Queues a test message of a stored template to one recipient; answers the message's id. */
export const testSendTemplate = (id: number, recipient: string) =>
  request<{ id: number }>('POST', `/messageTemplate/${id}/testSend`, { body: { recipient } });

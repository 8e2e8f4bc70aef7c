import {
  MESSAGE_HISTORY_PATHS,
  type InsideTestSend,
  type Message,
  type MessageChannel,
  type MessageDetail,
  type MessagePageRequest,
} from '@srd/contract';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';

/** React Query keys: a channel's list and its messages; a resend refreshes the channel's. */
export const MESSAGES_KEY = ['messages'] as const;
export const historyKey = (channel: MessageChannel) => [...MESSAGES_KEY, channel] as const;
export const TEST_MESSAGE_KEY = [...MESSAGES_KEY, 'insideTest'] as const;

const path = (channel: MessageChannel) => `/${MESSAGE_HISTORY_PATHS[channel]}`;

/** `POST /{history}/page`: a channel's messages, newest first by default. */
export const fetchMessages = (channel: MessageChannel, body: MessagePageRequest) =>
  request<PageOf<Message>>('POST', `${path(channel)}/page`, { body });

/** `GET /{history}/{id}`: one message with each status it took and, for a webhook, the answer it got. */
export const fetchMessage = (channel: MessageChannel, id: number) =>
  request<MessageDetail>('GET', `${path(channel)}/${id}`);

/** `POST /{history}/{id}/resend`: a failed or undelivered message sent again as a new one (audited). */
export const resendMessage = (channel: MessageChannel, id: number) =>
  request<{ id: number }>('POST', `${path(channel)}/${id}/resend`);

/** `POST /insideTest/send`: a test message through a channel's configured provider. */
export const sendTestMessage = (body: InsideTestSend) => request<{ id: number }>('POST', '/insideTest/send', { body });

/** `GET /insideTest/message/{id}`: a test message the caller sent, as its delivery goes on. */
export const fetchTestMessage = (id: number) => request<MessageDetail>('GET', `/insideTest/message/${id}`);

import { Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageChannel, MessageStatus } from '@srd/contract';
import { i18n } from '../../platform/i18n';
import { knownEvents, MESSAGE_STATUS_COLOUR, statusKey } from './messageText';

/** A status in words on a channel (an e-mail waiting reads "Not sent (waiting to be sent)"). */
export function useStatusLabel(channel: MessageChannel): (status: MessageStatus) => string {
  const { t } = useTranslation('messages');
  return useCallback((status) => t(statusKey(channel, status) as never), [t, channel]);
}

export function MessageStatusTag({ channel, status }: { channel: MessageChannel; status: MessageStatus }) {
  const label = useStatusLabel(channel);
  return (
    <Tag color={MESSAGE_STATUS_COLOUR[status]} data-status={status} className="message-status">
      {label(status)}
    </Tag>
  );
}

/** The texts of an event the locale knows (`events.alarm.raised`), or none: an event is `alarm.raised` and the like. */
const eventKey = (event: string) => (/^[\w-]+(\.[\w-]+)*$/.test(event) ? `messages:events.${event}` : null);

/** An event in words in the UI language; the event itself for one the locale does not know. */
export function useEventLabel(): (event: string) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (event) => {
      const key = eventKey(event);
      // A key naming a group of events (`alarm`) is no event's text.
      return key && i18n.exists(key) && typeof t(key as never, { returnObjects: true }) === 'string'
        ? t(key as never)
        : event;
    },
    [t],
  );
}

/** The events the locale names, for the history's filter. */
export function localeEvents(): string[] {
  const texts = i18n.getResourceBundle(i18n.language, 'messages') as { events?: unknown } | undefined;
  return knownEvents(texts?.events);
}

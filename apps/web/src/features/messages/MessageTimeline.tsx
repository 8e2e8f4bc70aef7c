import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageChannel, MessageEvent } from '@srd/contract';
import { formatDate } from '../../platform/format/date';
import { MessageStatusTag } from './labels';
import { MESSAGE_STATUS_COLOUR, TIMELINE_COLOUR } from './messageText';

interface MessageTimelineProps {
  id: string;
  channel: MessageChannel;
  events: MessageEvent[];
  /** Shown as the last, pending step while more may come (InsideTest following its message). */
  waiting?: string;
}

/** Each status a message took, oldest first: the status, when, where the news came from, and what it said. */
export function MessageTimeline({ id, channel, events, waiting }: MessageTimelineProps) {
  const { t } = useTranslation('messages');
  if (events.length === 0 && !waiting)
    return <Typography.Text type="secondary">{t('details.noEvents')}</Typography.Text>;
  return (
    <div id={id}>
      <Timeline
        items={[
          ...events.map((event, index) => ({
            key: index,
            color: TIMELINE_COLOUR[MESSAGE_STATUS_COLOUR[event.status]],
            content: (
              <Flex vertical gap={2} className="message-event" data-status={event.status}>
                <Flex gap="small" wrap align="center">
                  <MessageStatusTag channel={channel} status={event.status} />
                  <Typography.Text className="message-event-time">{formatDate(event.at)}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary" className="message-event-source">
                  {t(`sources.${event.source}`)}
                </Typography.Text>
                {event.detail && (
                  <Typography.Text className="message-event-detail" style={{ overflowWrap: 'anywhere' }}>
                    {event.detail}
                  </Typography.Text>
                )}
              </Flex>
            ),
          })),
          ...(waiting
            ? [{ key: 'waiting', loading: true, content: <Typography.Text>{waiting}</Typography.Text> }]
            : []),
        ]}
      />
    </div>
  );
}

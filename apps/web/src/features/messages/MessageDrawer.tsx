import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Skeleton, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageChannel, MessageDetail } from '@srd/contract';
import { LoadFailed } from '../../platform/crud/LoadFailed';
import { useDevice } from '../../platform/device';
import { formatDate } from '../../platform/format/date';
import { fetchMessage, historyKey } from './api';
import { MessageStatusTag, useEventLabel } from './labels';
import { MessageTimeline } from './MessageTimeline';
import { readableBody } from './messageText';
import { ResendButton } from './ResendButton';

const NONE = '-';
/** Long values (a message id of a provider, a web address) break anywhere rather than widen the drawer. */
const BREAKING = { overflowWrap: 'anywhere' } as const;
const TEXT_BLOCK = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: '8px 12px',
  border: '1px solid rgba(5, 5, 5, 0.06)',
  borderRadius: 6,
  fontFamily: 'inherit',
} as const;

interface MessageDrawerProps {
  channel: MessageChannel;
  id: number;
  /** Opens another message of the channel (the one a resend repeats). */
  onOpen: (id: number) => void;
  onClose: () => void;
}

/** One message beside its history: all it says, its provider's answer, and each status it took. */
export function MessageDrawer({ channel, id, onOpen, onClose }: MessageDrawerProps) {
  const { t } = useTranslation(['messages', 'crud']);
  const mobile = useDevice() === 'mobile';
  const detail = useQuery({
    queryKey: [...historyKey(channel), 'detail', id],
    queryFn: () => fetchMessage(channel, id),
  });
  const title = t('details.title', { channel: t(`channels.${channel}`), id });
  let body = <Skeleton active />;
  if (detail.isError) {
    body = <LoadFailed title={t('details.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />;
  } else if (detail.data) body = <MessageDetails message={detail.data} label={title} onOpen={onOpen} />;
  return (
    <Drawer
      open
      rootClassName="message-drawer"
      title={title}
      extra={detail.data && <ResendButton message={detail.data} />}
      size={mobile ? '100%' : 720}
      onClose={onClose}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

function MessageDetails({
  message,
  label,
  onOpen,
}: {
  message: MessageDetail;
  /** The drawer's title, naming the region. */
  label: string;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('messages');
  const { t: common } = useTranslation();
  const eventLabel = useEventLabel();
  const { channel } = message;
  const webhook = channel === 'webhook';
  const field = (name: 'recipient' | 'subject') => t(webhook ? `webhookFields.${name}` : `fields.${name}`);
  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: t('fields.status'),
      children: (
        <Flex gap="small" wrap align="center">
          <MessageStatusTag channel={channel} status={message.status} />
          <span>{formatDate(message.statusAt)}</span>
        </Flex>
      ),
    },
    { key: 'recipient', label: field('recipient'), children: <span style={BREAKING}>{message.recipient}</span> },
    ...(message.subject === null ? [] : [{ key: 'subject', label: field('subject'), children: message.subject }]),
    { key: 'event', label: t('fields.event'), children: eventLabel(message.event) },
    { key: 'tenant', label: t('fields.tenantId'), children: message.tenantName ?? NONE },
    { key: 'lang', label: t('fields.lang'), children: common(`language.${message.lang}`) },
    { key: 'provider', label: t('fields.provider'), children: t(`providers.${message.provider}`) },
    {
      key: 'providerId',
      label: t('fields.providerId'),
      children: <span style={BREAKING}>{message.providerId ?? NONE}</span>,
    },
    {
      key: 'attempts',
      label: t('fields.attempts'),
      children: message.nextAttemptAt
        ? t('details.retryAt', { count: message.attempts, time: formatDate(message.nextAttemptAt) })
        : message.attempts,
    },
    ...(message.error === null
      ? []
      : [{ key: 'error', label: t('fields.error'), children: <span style={BREAKING}>{message.error}</span> }]),
    { key: 'createdAt', label: t('fields.createdAt'), children: formatDate(message.createdAt) },
    { key: 'sentAt', label: t('fields.sentAt'), children: formatDate(message.sentAt) || NONE },
    { key: 'createdByName', label: t('fields.createdByName'), children: message.createdByName ?? NONE },
    ...(message.resentFromId === null
      ? []
      : [
          {
            key: 'resentFrom',
            label: t('fields.resentFrom'),
            children: (
              <Button
                type="link"
                size="small"
                className="message-resent-from"
                style={{ padding: 0 }}
                onClick={() => onOpen(message.resentFromId!)}
              >
                #{message.resentFromId}
              </Button>
            ),
          },
        ]),
  ];
  return (
    // Focusable, so that a keyboard scrolls the drawer however little else in it takes the focus.
    <Flex vertical gap="large" id="messageDetail" data-message-id={message.id} tabIndex={0} aria-label={label}>
      <Descriptions size="small" bordered column={1} items={items} />
      <section aria-labelledby="messageTextTitle">
        <Typography.Title level={5} id="messageTextTitle">
          {t('details.text')}
        </Typography.Title>
        <pre id="messageText" style={TEXT_BLOCK}>
          {readableBody(channel, message.body)}
        </pre>
      </section>
      {message.response !== null && (
        <section aria-labelledby="messageResponseTitle">
          <Typography.Title level={5} id="messageResponseTitle">
            {t('fields.response')}
          </Typography.Title>
          <pre id="messageResponse" style={TEXT_BLOCK}>
            {message.response}
          </pre>
        </section>
      )}
      <section aria-labelledby="messageTimelineTitle">
        <Typography.Title level={5} id="messageTimelineTitle">
          {t('details.timeline')}
        </Typography.Title>
        <MessageTimeline id="messageTimeline" channel={channel} events={message.events} />
      </section>
    </Flex>
  );
}

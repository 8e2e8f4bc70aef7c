import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, ConfigProvider, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MESSAGE_HISTORY_PATHS,
  MESSAGE_STATUSES,
  MessagePageRequest,
  messageHistoryActions,
  TEMPLATE_EVENTS,
  type Message,
  type MessageChannel,
} from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { useDevice } from '../../platform/device';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { fetchMessages, historyKey } from './api';
import { HISTORY_SCREENS, messageRequest } from './historyQuery';
import { localeEvents, MessageStatusTag, useEventLabel, useStatusLabel } from './labels';
import { MessageDrawer } from './MessageDrawer';
import { ResendButton } from './ResendButton';

const NONE = '-';
/** A short value and its title on one line; antd adds to the props these give, so each cell gets its own. */
const unbroken = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
};
/** Long text (a recipient, a subject, an error) on one line, cut short, the whole of it on hover. */
const CUT_SHORT = { maxWidth: 200 } as const;
/** URL parameters that are no filter. */
const PAGING_PARAMS = new Set(['page', 'pageSize', 'sort']);
const isTemplateEvent = (event: string) => (TEMPLATE_EVENTS as readonly string[]).includes(event);

function CutShort({ text, className }: { text: string | null; className: string }) {
  if (!text) return NONE;
  return (
    <Typography.Text className={className} ellipsis={{ tooltip: text }} style={CUT_SHORT}>
      {text}
    </Typography.Text>
  );
}

/**
 * Screens SMSHistory, EmailHistory, whatsappHistory and epdRequestHistory: a channel's messages, newest first, by
 * status, event, recipient, tenant and period; exported as XLSX or CSV; a message opens beside the list with its
 * timeline, and one that failed can be sent again.
 */
export function MessageHistoryPage({ channel }: { channel: MessageChannel }) {
  const { t } = useTranslation(['messages', 'menu', 'crud']);
  const statusLabel = useStatusLabel(channel);
  const eventLabel = useEventLabel();
  const [opened, setOpened] = useState<number | null>(null);
  const mobile = useDevice() === 'mobile';
  const [params] = useSearchParams();
  const filtered = [...params.keys()].some((key) => !PAGING_PARAMS.has(key));
  const id = MESSAGE_HISTORY_PATHS[channel];
  const webhook = channel === 'webhook';
  const label = (name: 'recipient' | 'subject') => (webhook ? `webhookFields.${name}` : undefined);
  // A person's channels carry the templates' events; outbound requests their own, which the texts name.
  const events = webhook ? localeEvents().filter((event) => !isTemplateEvent(event)) : TEMPLATE_EVENTS;

  const fields: FieldSpec<Message>[] = [
    { name: 'createdAt', valueType: 'dateTime', columnProps: unbroken },
    {
      name: 'tenantId',
      renderCell: (row) => row.tenantName ?? NONE,
      renderFilter: ({ id: controlId, label: filterLabel }) => (
        <TenantFilter id={controlId} label={filterLabel} name="tenantId" />
      ),
      // A phone keeps the time, the recipient and the status.
      columnProps: { responsive: ['md'], onCell: () => ({ style: { minWidth: 90 } }) },
    },
    {
      name: 'recipient',
      label: label('recipient'),
      // An address or a web address does not break well: cut short instead.
      renderCell: (row) => <CutShort text={row.recipient} className="message-recipient" />,
      columnProps: { responsive: EVERY_SCREEN, onHeaderCell: unbroken.onHeaderCell },
    },
    {
      name: 'event',
      valueType: 'select',
      options: events.map((event) => ({ value: event, label: eventLabel(event) })),
      renderCell: (row) => eventLabel(row.event),
      columnProps: unbroken,
    },
    {
      name: 'subject',
      label: label('subject'),
      hideInTable: channel !== 'email' && !webhook,
      renderCell: (row) => <CutShort text={row.subject} className="message-subject" />,
    },
    {
      name: 'status',
      valueType: 'select',
      options: MESSAGE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
      renderCell: (row) => <MessageStatusTag channel={channel} status={row.status} />,
      columnProps: { responsive: EVERY_SCREEN, ...unbroken },
    },
    { name: 'statusAt', valueType: 'dateTime', columnProps: unbroken },
    {
      name: 'provider',
      renderCell: (row) => t(`providers.${row.provider}`),
      // "Log only (no provider configured)" on two lines, not one word a line.
      columnProps: { onCell: () => ({ style: { minWidth: 150 } }) },
    },
    { name: 'attempts', columnProps: { align: 'right', ...unbroken } },
    { name: 'error', renderCell: (row) => <CutShort text={row.error} className="message-error" /> },
    { name: 'range', valueType: 'dateRange', hideInTable: true },
  ];
  const actions: EntityColumn<Message> = {
    key: 'actions',
    title: t('crud:entity.actions'),
    render: (_, row) => (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          className="message-open"
          icon={<FileSearchOutlined />}
          onClick={() => setOpened(row.id)}
        >
          {t('details.open')}
        </Button>
        <ResendButton message={row} size="small" />
      </Space>
    ),
    // Beside the list as it scrolls sideways on wider screens.
    fixed: mobile ? undefined : 'right',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  };
  // No messages at all reads differently from none matching the filters.
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      className="message-empty"
      description={
        filtered ? (
          t('empty.filtered')
        ) : (
          <>
            <Typography.Text strong>{t(`empty.none.${channel}`)}</Typography.Text>
            <br />
            <Typography.Text>{t('empty.hint')}</Typography.Text>
          </>
        )
      }
    />
  );
  return (
    <Card id={`${id}Page`} title={t(`menu:${HISTORY_SCREENS[channel].screen}` as never)}>
      <ConfigProvider renderEmpty={(component) => (component === 'Table' ? empty : undefined)}>
        <FieldList<Message>
          id={id}
          namespace="messages"
          listName={id}
          pageRequest={MessagePageRequest}
          queryKey={historyKey(channel)}
          fetchPage={(state) => fetchMessages(channel, messageRequest(state))}
          rowKey="id"
          fields={fields}
          extraColumns={[actions]}
          toolbar={(state) => (
            <ExportButton
              id={`${id}Export`}
              module={id}
              action={messageHistoryActions[channel].export}
              filter={() => exportFilter(messageRequest(state))}
            />
          )}
        />
      </ConfigProvider>
      {opened !== null && (
        <MessageDrawer channel={channel} id={opened} onOpen={setOpened} onClose={() => setOpened(null)} />
      )}
    </Card>
  );
}

/** Each channel's screen, as the feature declares it. */
export const SmsHistoryPage = () => <MessageHistoryPage channel="sms" />;
export const EmailHistoryPage = () => <MessageHistoryPage channel="email" />;
export const WhatsappHistoryPage = () => <MessageHistoryPage channel="whatsapp" />;
export const OutboundRequestHistoryPage = () => <MessageHistoryPage channel="webhook" />;

import {
  MessageTemplateCreate,
  MessageTemplatePageRequest,
  MessageTemplateUpdate,
  ResourceType,
  messageTemplateActions,
  type MessageTemplate,
} from '@srd/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { useFieldColumns } from '../../platform/crud/fieldColumns';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useCan } from '../../platform/crud/Can';
import { useProfile } from '../../platform/profile';
import { messageTemplateApi } from './api';
import { useTemplateName, useTemplateOptions } from './labels';
import { TemplateFields } from './TemplateFields';
import { TestSendButton } from './TestSendButton';

type Field = keyof typeof MessageTemplateCreate.shape;

/**
 * Screen MessageTemplate: the texts of alarm and test messages per event, channel and language. A tenant's staff
 * edit their tenant's templates and read the product defaults, which only access-all-data callers change.
 */
export default function MessageTemplatePage() {
  const { t } = useTranslation('messageTemplate');
  const { tid } = useProfile();
  const can = useCan();
  const { events, channels, langs } = useTemplateOptions();
  const templateName = useTemplateName();
  const fields: FieldSpec<MessageTemplate, Field>[] = [
    {
      name: 'tid',
      valueType: 'tenant',
      span: 12,
      // No tenant: the product default, which every tenant without its own template uses.
      fieldProps: { placeholder: t('productDefault'), allowClear: true },
      renderCell: (row) => row.tenantName ?? t('productDefault'),
    },
    { name: 'event', valueType: 'select', options: events, span: 12 },
    { name: 'channel', valueType: 'select', options: channels, span: 8 },
    { name: 'lang', valueType: 'select', options: langs, span: 8 },
    { name: 'subject', hideInTable: true },
    {
      name: 'body',
      valueType: 'textarea',
      // The start of the text, on one line: the list stays narrow enough to show the test send.
      renderCell: (row) => (
        <Typography.Text ellipsis style={{ maxWidth: 200 }}>
          {row.body}
        </Typography.Text>
      ),
    },
    { name: 'whatsappTemplate', hideInTable: true },
    { name: 'status', valueType: 'status', span: 8 },
    // Offered in the column picker: at laptop widths the list keeps room for the test send.
    { name: 'lupdDttm', valueType: 'dateTime', hiddenByDefault: true },
  ];
  const declared = useFieldColumns(fields, 'messageTemplate', MessageTemplatePageRequest);
  const testColumn: EntityColumn<MessageTemplate> = {
    key: 'testSend',
    title: t('testSend.button'),
    render: (_, row) => <TestSendButton template={row} />,
  };
  // Beside the text it sends, where the list has room for it before the dates.
  const withTestSend = declared.flatMap((column) => (column.key === 'body' ? [column, testColumn] : [column]));
  return (
    <SimpleEntityPage<MessageTemplate, typeof MessageTemplateCreate, typeof MessageTemplateUpdate>
      id="messageTemplate"
      namespace="messageTemplate"
      api={messageTemplateApi}
      actions={{ ...messageTemplateActions, add: messageTemplateActions.create }}
      resType={ResourceType.MessageTemplate}
      listName="messageTemplateList"
      pageRequest={MessageTemplatePageRequest}
      schemas={{ create: MessageTemplateCreate, update: MessageTemplateUpdate }}
      defaults={{ tid, event: 'alarm.raised', channel: 'email', lang: 'en_US', subject: '', body: '', status: 1 }}
      fields={fields}
      columns={can(messageTemplateActions.testSend) ? withTestSend : declared}
      formBody={(helpers) => <TemplateFields {...helpers} fields={fields} />}
      recordName={templateName}
    />
  );
}

import { SyncOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ResourceType,
  WEBHOOK_EVENTS,
  WebhookSubscriptionCreate,
  WebhookSubscriptionPageRequest,
  WebhookSubscriptionUpdate,
  webhookSubscriptionActions,
  type WebhookSubscription,
  type WebhookSubscriptionWithSecret,
} from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { SecretOnceDialog } from '../../platform/crud/SecretOnceDialog';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { awaitedConfirm } from '../../platform/popconfirm';
import { useProfile } from '../../platform/profile';
import { renewWebhookSecret, webhookApi } from './api';

/** How the list says a secret is hidden: its last 4 characters after dots. */
const hidden = (hint: string) => `••••${hint}`;

/**
 * Screen WebhookSubscriptionList: the systems, a tenant's own or the operator's, that hear of recycling and alarms as
 * signed requests. The signing secret shows once, when it is made; the requests sent show in epdRequestHistory.
 */
export default function WebhookSubscriptionPage() {
  const { t } = useTranslation(['webhookSubscription', 'crud']);
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<WebhookSubscriptionWithSecret | null>(null);
  const events = WEBHOOK_EVENTS.map((value) => ({ value, label: t(`events.${value}`) }));

  // A new subscription's answer carries its secret: it is shown as the dialog closes.
  const api = {
    ...webhookApi,
    create: async (body: Parameters<typeof webhookApi.create>[0]) => {
      const created = (await webhookApi.create(body)) as WebhookSubscriptionWithSecret;
      setSecret(created);
      return created;
    },
  };
  const renew = useMutation({
    mutationFn: renewWebhookSecret,
    onSuccess: (renewed) => {
      setSecret(renewed);
      void queryClient.invalidateQueries({ queryKey: webhookApi.queryKey });
    },
  });

  const secretField = (row: WebhookSubscription) => (
    <Form.Item label={t('fields.secretHint')} extra={t('signatureHint')}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text id="webhookSecretHint" code>
          {row.secretHint ? hidden(row.secretHint) : t('noSecret')}
        </Typography.Text>
        {
          <Can action={webhookSubscriptionActions.renewSecret}>
            <Popconfirm
              title={t('renewConfirm')}
              description={t('renewHint')}
              okText={t('renew')}
              cancelText={t('crud:confirm.cancel')}
              okButtonProps={{ id: 'webhookRenewConfirm', danger: true }}
              onConfirm={awaitedConfirm(() => renew.mutateAsync(row.id))}
            >
              <Button id="webhookRenew" danger icon={<SyncOutlined />} loading={renew.isPending}>
                {t('renew')}
              </Button>
            </Popconfirm>
          </Can>
        }
      </Flex>
    </Form.Item>
  );

  const fields: FieldSpec<WebhookSubscription, keyof WebhookSubscriptionCreate>[] = [
    { name: 'name' },
    {
      name: 'tid',
      valueType: 'tenant',
      renderCell: (row) => (row.tid === null ? t('everyTenant') : (tenants.nameOf(row.tid) ?? row.tenantName)),
    },
    {
      name: 'url',
      fieldProps: { placeholder: 'https://erp.example.com/hooks/recycling' },
      renderCell: (row) => <Typography.Text className="webhook-url">{row.url}</Typography.Text>,
      columnProps: { minWidth: 160 },
    },
    {
      name: 'events',
      valueType: 'select',
      options: events,
      fieldProps: { mode: 'multiple' },
      renderCell: (row) => row.events.map((event) => t(`events.${event}`)).join(t('separator')),
    },
    {
      name: 'secretHint',
      hideInSearch: true,
      renderCell: (row) => (row.secretHint ? hidden(row.secretHint) : t('noSecret')),
      renderFormItem: ({ record }) => record && secretField(record as WebhookSubscription),
    },
    {
      name: 'delivered7d',
      hideInForm: true,
      hideInSearch: true,
      renderCell: (row) => (
        <Flex vertical className="webhook-week">
          <span>{t('deliveredCount', { count: row.delivered7d })}</span>
          {row.failed7d > 0 && (
            <Typography.Text type="danger">{t('failedCount', { count: row.failed7d })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    { name: 'status', valueType: 'status' },
  ];

  return (
    <>
      <SimpleEntityPage<WebhookSubscription, typeof WebhookSubscriptionCreate, typeof WebhookSubscriptionUpdate>
        id="webhook"
        namespace="webhookSubscription"
        api={api}
        actions={webhookSubscriptionActions}
        resType={ResourceType.WebhookSubscription}
        listName="webhookSubscriptionList"
        pageRequest={WebhookSubscriptionPageRequest}
        schemas={{ create: WebhookSubscriptionCreate, update: WebhookSubscriptionUpdate }}
        defaults={{ name: '', tid: ownTenant, url: '', events: ['recycle.transaction'], status: 1 }}
        fields={fields}
      />
      {secret && (
        <SecretOnceDialog
          id="webhookSecret"
          title={t('secretTitle', { name: secret.name })}
          notice={t('secretOnce')}
          secret={secret.secret}
          closeLabel={t('close')}
          onClose={() => setSecret(null)}
        />
      )}
    </>
  );
}

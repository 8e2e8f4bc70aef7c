import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Form, Row, Typography, type FormRule } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  ErrorCode,
  errorMessage,
  InsideTestSend,
  insideTestActions,
  LANGS,
  messageHistoryActions,
  recipientFits,
  type MessageDetail,
} from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { bodyOf, type FormValues } from '../../platform/crud/entityForm';
import { FieldForm } from '../../platform/crud/FieldForm';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { LoadFailed } from '../../platform/crud/LoadFailed';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { currentLang } from '../../platform/i18n';
import { fetchTestMessage, sendTestMessage, TEST_MESSAGE_KEY } from './api';
import { recipientHistoryLink } from './historyQuery';
import { MessageStatusTag } from './labels';
import { MessageTimeline } from './MessageTimeline';
import { FOLLOW_EVERY_MS, FOLLOW_LIMIT_MS, followState, outcomeOf, type FollowState } from './messageText';

type TestChannel = InsideTestSend['channel'];
const SMS_TEST_PATH = '/testSendSms';
const CHANNELS = InsideTestSend.shape.channel.options;
type Field = keyof typeof InsideTestSend.shape;

/** The recipient fits the chosen channel (the contract's check, which the server makes too). */
const recipientRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_, value: unknown) => {
    const channel = getFieldValue('channel') as TestChannel | undefined;
    if (typeof value !== 'string' || !value.trim() || !channel) return;
    if (!recipientFits(channel, value.trim()))
      throw new Error(errorMessage(ErrorCode.RecipientMismatch, currentLang()));
  },
});

/** The test message being followed, and since when. */
interface Followed {
  id: number;
  startedAt: number;
}

/**
 * Screen InsideTest: a test e-mail, SMS or WhatsApp message through the channel's configured provider, then its
 * delivery followed every 2 seconds until its status is final (or, for providers that never report delivery, has
 * stayed sent a moment), each status added to its timeline as it comes.
 */
export default function InsideTestPage() {
  const { t } = useTranslation(['messages', 'menu']);
  const { t: common } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  // SPEC 2's public SMS test path opens this screen with SMS chosen.
  const smsTest = useLocation().pathname === SMS_TEST_PATH;
  const channel = (Form.useWatch('channel', form) as TestChannel | undefined) ?? (smsTest ? 'sms' : 'email');
  const [followed, setFollowed] = useState<Followed | null>(null);
  const sentSeenAt = useRef<number | null>(null);

  const send = useMutation({
    // A subject is an e-mail's only.
    mutationFn: (values: FormValues) =>
      sendTestMessage(
        bodyOf(InsideTestSend, channel === 'email' ? values : { ...values, subject: undefined }) as InsideTestSend,
      ),
    onSuccess: ({ id }) => {
      feedback.message.success(t('insideTest.queued', { id }));
      sentSeenAt.current = null;
      setFollowed({ id, startedAt: Date.now() });
    },
    onError: (error) => showFieldErrors(form, error),
  });

  const delivery = useQuery({
    queryKey: [...TEST_MESSAGE_KEY, followed?.id],
    queryFn: async () => {
      const message = await fetchTestMessage(followed!.id);
      const now = Date.now();
      if (message.status === 'sent') sentSeenAt.current ??= now;
      return { message, state: followState(message, { ...followed!, sentSeenAt: sentSeenAt.current, now }) };
    },
    enabled: followed !== null,
    refetchInterval: (query) => (query.state.data?.state === 'following' ? FOLLOW_EVERY_MS : false),
  });

  const fields: FieldSpec<InsideTestSend, Field>[] = [
    {
      name: 'channel',
      valueType: 'select',
      options: CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })),
      span: 12,
    },
    {
      name: 'lang',
      valueType: 'select',
      options: LANGS.map((value) => ({ value, label: common(`language.${value}`) })),
      span: 12,
    },
    {
      name: 'recipient',
      extra: `insideTest.recipientHint.${channel}`,
      extraRules: [recipientRule],
      formItemProps: { dependencies: ['channel'] },
      fieldProps: { autoComplete: 'off', inputMode: channel === 'email' ? 'email' : 'tel' },
    },
    { name: 'subject', hideInForm: channel !== 'email' },
    { name: 'body', valueType: 'textarea', fieldProps: { rows: 4, showCount: true } },
  ];
  const rule = (field: string, formatMessage?: string) => [
    zodRule(InsideTestSend.shape[field as Field], formatMessage),
  ];

  return (
    <Card id="insideTestPage" title={t('menu:InsideTest')}>
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t('insideTest.intro')}</Typography.Paragraph>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <Form<FormValues>
              id="insideTestForm"
              form={form}
              layout="vertical"
              initialValues={{
                channel: smsTest ? 'sms' : 'email',
                lang: currentLang(),
                subject: t('insideTest.defaultSubject'),
                body: t('insideTest.defaultBody'),
              }}
              onFinish={(values) => send.mutate(values)}
            >
              <FieldForm
                id="insideTest"
                namespace="messages"
                fields={fields}
                schema={InsideTestSend}
                rule={rule}
                creating
              />
              <Can action={insideTestActions.send}>
                <Button
                  id="insideTestSend"
                  type="primary"
                  htmlType="submit"
                  icon={<SendOutlined />}
                  loading={send.isPending}
                >
                  {t('insideTest.send')}
                </Button>
              </Can>
            </Form>
          </Col>
          <Col xs={24} lg={12}>
            {followed === null ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('insideTest.nothingYet')} />
            ) : (
              <Card
                size="small"
                id="insideTestDelivery"
                title={t('insideTest.delivery', { id: followed.id })}
                data-state={delivery.data?.state ?? 'following'}
              >
                {delivery.isError && !delivery.data ? (
                  <LoadFailed
                    title={t('details.loadFailed')}
                    error={delivery.error}
                    onRetry={() => void delivery.refetch()}
                  />
                ) : (
                  delivery.data && <Delivery message={delivery.data.message} state={delivery.data.state} />
                )}
              </Card>
            )}
          </Col>
        </Row>
      </Flex>
    </Card>
  );
}

/** Where a followed message stands: its status, provider, what the outcome means, and its timeline so far. */
function Delivery({ message, state }: { message: MessageDetail; state: FollowState }) {
  const { t } = useTranslation('messages');
  const { channel } = message;
  const outcome = outcomeOf(message, state);
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: t('fields.status'),
            children: <MessageStatusTag channel={channel} status={message.status} />,
          },
          {
            key: 'recipient',
            label: t('fields.recipient'),
            children: <span style={{ overflowWrap: 'anywhere' }}>{message.recipient}</span>,
          },
          {
            key: 'provider',
            label: t('fields.provider'),
            children: <span id="insideTestProvider">{t(`providers.${message.provider}`)}</span>,
          },
        ]}
      />
      {outcome && (
        <Alert
          id="insideTestOutcome"
          type={outcome.type}
          showIcon
          title={t(outcome.key, {
            error: message.error ?? t('insideTest.outcome.noReason'),
            minutes: FOLLOW_LIMIT_MS / 60_000,
          })}
        />
      )}
      <MessageTimeline
        id="insideTestTimeline"
        channel={channel}
        events={message.events}
        waiting={state === 'following' ? t('insideTest.following') : undefined}
      />
      <Can action={messageHistoryActions[channel].view}>
        <Link id="insideTestHistory" to={recipientHistoryLink(channel, message.recipient)}>
          {t('insideTest.openHistory')}
        </Link>
      </Can>
    </Flex>
  );
}

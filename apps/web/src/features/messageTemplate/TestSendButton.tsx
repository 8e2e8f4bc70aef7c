import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, ErrorCode, recipientFits, type MessageTemplate } from '@srd/contract';
import { feedback } from '../../platform/feedback';
import { FormItem } from '../../platform/crud/FormItem';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { currentLang } from '../../platform/i18n';
import { testSendTemplate } from './api';
import { useTemplateName } from './labels';

/** Test send of one template: asks whom to, then queues the message with sample data through the outbox. */
export function TestSendButton({ template }: { template: MessageTemplate }) {
  const { t } = useTranslation('messageTemplate');
  const templateName = useTemplateName();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ recipient: string }>();
  const send = useMutation({
    mutationFn: ({ recipient }: { recipient: string }) => testSendTemplate(template.id, recipient),
    onSuccess: () => {
      feedback.message.success(t('testSend.queued'));
      setOpen(false);
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const label = t(`testSend.recipient.${template.channel}`);
  return (
    <>
      <Button size="small" id={`messageTemplateTestSend-${template.id}`} onClick={() => setOpen(true)}>
        {t('testSend.button')}
      </Button>
      <Modal
        open={open}
        title={t('testSend.title', { name: templateName(template) })}
        okText={t('testSend.send')}
        okButtonProps={{ id: 'messageTemplateTestSendOk', loading: send.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => send.mutate(values)}>
          <Typography.Paragraph type="secondary">{t('testSend.hint')}</Typography.Paragraph>
          <FormItem
            name="recipient"
            label={label}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (!value || !recipientFits(template.channel, value.trim()))
                    throw new Error(errorMessage(ErrorCode.RecipientMismatch, currentLang()));
                },
              },
            ]}
          >
            <Input
              id="messageTemplateTestRecipient"
              maxLength={200}
              inputMode={template.channel === 'email' ? 'email' : 'tel'}
              autoComplete="off"
            />
          </FormItem>
        </Form>
      </Modal>
    </>
  );
}

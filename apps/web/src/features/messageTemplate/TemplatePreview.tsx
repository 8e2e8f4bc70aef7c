import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplatePreviewRequest, TemplateChannel, TemplateEvent } from '@srd/contract';
import { ApiError } from '../../platform/api';
import { previewTemplate } from './api';

/** How long the text must rest before the preview asks the server again. */
const DEBOUNCE_MS = 400;

/** What the server said is wrong: its field messages, else its message. */
function problemText(error: Error): string {
  return error instanceof ApiError && error.fields.length > 0
    ? error.fields.map((field) => field.message).join(' ')
    : error.message;
}

/** The form's template rendered by the server with the event's sample data, as the text rests; or why not. */
export function TemplatePreview() {
  const { t } = useTranslation('messageTemplate');
  const form = Form.useFormInstance();
  const event = Form.useWatch('event', form) as TemplateEvent;
  const channel = Form.useWatch('channel', form) as TemplateChannel;
  const subject = Form.useWatch('subject', form) as string | undefined;
  const body = (Form.useWatch('body', form) as string | undefined) ?? '';
  const [resting, setResting] = useState<MessageTemplatePreviewRequest | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setResting(body.trim() ? { event, channel, subject, body } : null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [event, channel, subject, body]);
  const preview = useQuery({
    queryKey: ['messageTemplate', 'preview', resting],
    queryFn: () => previewTemplate(resting!),
    enabled: resting !== null,
    retry: false,
    placeholderData: (previous) => previous,
  });

  let content = <Typography.Text type="secondary">{t('preview.empty')}</Typography.Text>;
  if (resting && preview.error) content = <Alert type="warning" showIcon title={problemText(preview.error)} />;
  else if (resting && preview.data) {
    const { data } = preview;
    content = (
      <>
        {data.subject !== null && (
          <Typography.Paragraph>
            <Typography.Text strong>{t('preview.subject')}: </Typography.Text>
            <span id="messageTemplatePreviewSubject">{data.subject}</span>
          </Typography.Paragraph>
        )}
        <Typography.Paragraph id="messageTemplatePreviewBody" style={{ whiteSpace: 'pre-wrap' }}>
          {data.body}
        </Typography.Paragraph>
        {data.params && (
          <>
            <Typography.Text strong>{t('preview.params')}</Typography.Text>
            <ol>
              {data.params.map((param, index) => (
                <li key={index} style={{ whiteSpace: 'pre-wrap' }}>
                  {param}
                </li>
              ))}
            </ol>
          </>
        )}
      </>
    );
  }
  return (
    <Card id="messageTemplatePreview" size="small" title={t('preview.title')} aria-live="polite">
      {content}
    </Card>
  );
}

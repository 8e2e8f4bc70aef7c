import { Col, Form, Input, Row, type FormRule } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  MessageTemplateCreate,
  templateProblems,
  type MessageTemplate,
  type TemplateChannel,
  type TemplateEvent,
  type TemplateProblem,
} from '@srd/contract';
import { FieldForm } from '../../platform/crud/FieldForm';
import type { FieldSpec } from '../../platform/crud/fieldSpec';
import { FormItem } from '../../platform/crud/FormItem';
import type { EntityFormHelpers } from '../../platform/crud/simpleEntity';
import { currentLang } from '../../platform/i18n';
import { TemplatePreview } from './TemplatePreview';
import { VariablePanel } from './VariablePanel';

type Field = keyof typeof MessageTemplateCreate.shape;

/** The fields the kit lays out; the texts, the variables and the preview are this form's own. */
const KIT_FIELDS: readonly string[] = ['tid', 'event', 'channel', 'lang', 'status'];

/** The texts as the form holds them, the body perhaps not typed yet. */
type Draft = Omit<Parameters<typeof templateProblems>[0], 'body'> & { body?: string };

interface TemplateFieldsProps extends EntityFormHelpers<Field> {
  fields: readonly FieldSpec<MessageTemplate, Field>[];
}

/**
 * The template form: where it applies, then its texts beside the event's variables (a click inserts one at the
 * cursor), checked live by the same rules the server saves with, and the preview with sample data under them.
 */
export function TemplateFields({ rule, creating, fields }: TemplateFieldsProps) {
  const { t } = useTranslation('messageTemplate');
  const form = Form.useFormInstance();
  const event = (Form.useWatch('event', form) ?? 'alarm.raised') as TemplateEvent;
  const channel = (Form.useWatch('channel', form) ?? 'email') as TemplateChannel;
  const body = useRef<TextAreaRef>(null);

  const checked = (field: TemplateProblem['field']): FormRule => ({
    validator: async () => {
      const values = form.getFieldsValue(['event', 'channel', 'subject', 'body', 'whatsappTemplate']) as Draft;
      const problem = templateProblems({ ...values, body: values.body ?? '' }).find((found) => found.field === field);
      if (problem) throw new Error(errorMessage(problem.code, currentLang(), problem.values));
    },
  });

  const insert = (text: string) => {
    const area = body.current?.resizableTextArea?.textArea;
    const current = (form.getFieldValue('body') as string | undefined) ?? '';
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? start;
    form.setFieldValue('body', current.slice(0, start) + text + current.slice(end));
    void form.validateFields(['body']);
    // After React has put the new text in: the cursor goes after what was inserted.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <>
      <FieldForm
        id="messageTemplate"
        namespace="messageTemplate"
        fields={fields.filter((field) => KIT_FIELDS.includes(field.name))}
        schema={MessageTemplateCreate}
        rule={(field, formatMessage) => rule(field as Field, formatMessage)}
        creating={creating}
      />
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          {channel === 'email' && (
            <FormItem
              name="subject"
              label={t('fields.subject')}
              required
              rules={[...rule('subject'), checked('subject')]}
              dependencies={['event']}
            >
              <Input id="messageTemplate-subject" maxLength={200} />
            </FormItem>
          )}
          {channel === 'whatsapp' && (
            <FormItem
              name="whatsappTemplate"
              label={t('fields.whatsappTemplate')}
              required
              rules={[...rule('whatsappTemplate'), checked('whatsappTemplate')]}
              extra={t('hints.whatsappTemplate')}
            >
              <Input id="messageTemplate-whatsappTemplate" maxLength={512} placeholder="srd_alarm_raised" />
            </FormItem>
          )}
          <FormItem
            name="body"
            label={t('fields.body')}
            rules={[...rule('body'), checked('body')]}
            dependencies={['event']}
            extra={t('hints.body')}
          >
            <Input.TextArea
              id="messageTemplate-body"
              ref={body}
              autoSize={{ minRows: 6, maxRows: 16 }}
              maxLength={4000}
            />
          </FormItem>
          <TemplatePreview />
        </Col>
        <Col xs={24} lg={9}>
          <VariablePanel event={event} onInsert={insert} />
        </Col>
      </Row>
    </>
  );
}

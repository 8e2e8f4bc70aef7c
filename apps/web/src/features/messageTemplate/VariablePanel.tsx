import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVENT_VARIABLES, type TemplateEvent } from '@srd/contract';

interface VariablePanelProps {
  event: TemplateEvent;
  /** Puts the text at the cursor of the template's body. */
  onInsert: (text: string) => void;
}

/** The event's variables with what each holds: a click inserts `{{name}}`, or a list's section. */
export function VariablePanel({ event, onInsert }: VariablePanelProps) {
  const { t } = useTranslation('messageTemplate');
  const { values, lists } = EVENT_VARIABLES[event];
  const variable = (name: string, text: string) => (
    <Flex key={`${name}-${text}`} vertical gap={0}>
      <Button
        type="link"
        size="small"
        className="template-variable"
        style={{ padding: 0, alignSelf: 'flex-start' }}
        onClick={() => onInsert(text)}
      >
        <code>{text.replace(/\n/g, ' ')}</code>
      </Button>
      <Typography.Text type="secondary">{t(`variables.${name}` as never)}</Typography.Text>
    </Flex>
  );
  return (
    <Card id="messageTemplateVariables" size="small" title={t('variables.title')}>
      <Typography.Paragraph type="secondary">{t('variables.hint')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        {values.map((name) => variable(name, `{{${name}}}`))}
        {Object.entries(lists).map(([list, items]) => (
          <Flex key={list} vertical gap={8}>
            {variable(list, `{{#${list}}}\n{{/${list}}}`)}
            <Typography.Text type="secondary">{t('variables.listHint')}</Typography.Text>
            <Typography.Text type="secondary">{t('variables.itemHint')}</Typography.Text>
            <Flex vertical gap={8} style={{ paddingInlineStart: 16 }}>
              {items.map((name) => variable(name, `{{${name}}}`))}
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

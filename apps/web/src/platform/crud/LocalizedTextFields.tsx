import { Col, Input, Row, Tabs, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextField } from './RichTextField';
import { useEntityText } from './simpleEntity';
import { FormItem } from './FormItem';

/** Each language's field suffix (SPEC: `name`, `nameCht`, `nameChs`). */
export const LANGUAGE_FIELDS = [
  { lang: 'en_US', suffix: '' },
  { lang: 'zh_HK', suffix: 'Cht' },
  { lang: 'zh_CN', suffix: 'Chs' },
] as const;

interface LocalizedTextFieldsProps {
  /** Prefix of the inputs' ids: `news` gives #news-title, #news-titleCht, #news-content… */
  idPrefix: string;
  /** The entity's namespace, holding `fields.title*` and `fields.content`. */
  namespace: string;
  rule: (field: string) => FormRule[];
  titleMaxLength: number;
  contentMaxLength: number;
  /** Under the contents: what the editor keeps. */
  contentHint?: string;
  contentRequired?: boolean;
}

/**
 * A title in three languages side by side and a rich-text content per language in tabs, every tab's
 * editor mounted so that a field edited in another tab is saved too.
 */
export function LocalizedTextFields({
  idPrefix,
  namespace,
  rule,
  titleMaxLength,
  contentMaxLength,
  contentHint,
  contentRequired,
}: LocalizedTextFieldsProps) {
  const { t } = useTranslation();
  const text = useEntityText(namespace);
  return (
    <>
      <Row gutter={16}>
        {LANGUAGE_FIELDS.map(({ suffix }) => (
          <Col key={suffix} xs={24} md={8}>
            <FormItem name={`title${suffix}`} label={text(`fields.title${suffix}`)} rules={rule(`title${suffix}`)}>
              <Input id={`${idPrefix}-title${suffix}`} maxLength={titleMaxLength} />
            </FormItem>
          </Col>
        ))}
      </Row>
      <FormItem label={text('fields.content')} extra={contentHint} required={contentRequired}>
        <Tabs
          size="small"
          items={LANGUAGE_FIELDS.map(({ lang, suffix }) => ({
            key: lang,
            label: t(`language.${lang}`),
            forceRender: true,
            children: (
              <FormItem name={`content${suffix}`} rules={rule(`content${suffix}`)} style={{ marginBottom: 0 }}>
                <RichTextField
                  id={`${idPrefix}-content${suffix}`}
                  ariaLabel={`${text('fields.content')} (${t(`language.${lang}`)})`}
                  maxLength={contentMaxLength}
                />
              </FormItem>
            ),
          }))}
        />
      </FormItem>
    </>
  );
}

import { Tabs, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormItem } from './FormItem';
import { RichTextField } from './RichTextField';

/** Each language's field suffix (SPEC: `name`, `nameCht`, `nameChs`). */
export const LANGUAGE_FIELDS = [
  { lang: 'en_US', suffix: '' },
  { lang: 'zh_HK', suffix: 'Cht' },
  { lang: 'zh_CN', suffix: 'Chs' },
] as const;

interface LocalizedContentTabsProps {
  /** The English field; `<name>Cht` and `<name>Chs` are the translations. */
  name: string;
  /** The editors' ids: `news-content` gives #news-content, #news-contentCht, #news-contentChs. */
  id: string;
  label: string;
  rules: (field: string) => FormRule[];
  maxLength?: number;
  /** Under the contents: what the editor keeps. */
  extra?: string;
  required?: boolean;
}

/**
 * A rich-text content per language in tabs, every tab's editor mounted so that a field edited in another
 * tab is saved too. The tabs share one label; each editor is named for screen readers with its language.
 */
export function LocalizedContentTabs({
  name,
  id,
  label,
  rules,
  maxLength,
  extra,
  required,
}: LocalizedContentTabsProps) {
  const { t } = useTranslation();
  return (
    <FormItem label={label} extra={extra} required={required}>
      <Tabs
        size="small"
        items={LANGUAGE_FIELDS.map(({ lang, suffix }) => ({
          key: lang,
          label: t(`language.${lang}`),
          forceRender: true,
          children: (
            <FormItem name={`${name}${suffix}`} rules={rules(`${name}${suffix}`)} style={{ marginBottom: 0 }}>
              <RichTextField
                id={`${id}${suffix}`}
                ariaLabel={`${label} (${t(`language.${lang}`)})`}
                maxLength={maxLength}
              />
            </FormItem>
          ),
        }))}
      />
    </FormItem>
  );
}

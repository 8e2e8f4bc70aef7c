import { TranslationOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@srd/contract';
import { setLanguage, useLang } from './i18n';

/** The three interface languages; the current one is disabled. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = useLang();

  async function choose(next: Lang) {
    await setLanguage(next);
    message.success(i18n.t('language.switched'));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGS.map((code) => ({ key: code, label: t(`language.${code}`), disabled: code === lang })),
        onClick: ({ key }) => void choose(key as Lang),
      }}
    >
      <Button id="languageSelect" type="text" icon={<TranslationOutlined />} aria-label={t('language.label')}>
        {t(`language.${lang}`)}
      </Button>
    </Dropdown>
  );
}

import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@srd/contract';
import { feedback } from './feedback';
import { setLanguage, useLang } from './i18n';
import styles from './LanguageSelect.module.css';

/**
 * The three interface languages, the current one disabled. A small menu of its own rather than
 * antd's Dropdown, which would add a tenth to the first download of the login page.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => root.current?.contains(event.target as Node) || setOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function choose(next: Lang) {
    setOpen(false);
    await setLanguage(next);
    void feedback.message.success(i18n.t('language.switched'));
  }

  return (
    <div ref={root} className={styles.root}>
      <Button
        id="languageSelect"
        type="text"
        icon={<TranslationOutlined />}
        aria-label={`${t('language.label')}: ${t(`language.${lang}`)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t(`language.${lang}`)}
      </Button>
      {open && (
        <ul className={styles.menu} role="menu">
          {LANGS.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitem"
                className={styles.item}
                disabled={code === lang}
                aria-disabled={code === lang}
                onClick={() => void choose(code)}
              >
                {t(`language.${code}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

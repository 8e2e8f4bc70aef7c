import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../LanguageSelect';
import { RecycleIcon } from '../RecycleIcon';
import styles from './AuthLayout.module.css';

/**
 * The centred card of the sign-in and password screens, under the product's name. Plain elements
 * rather than antd's Card and Typography: they would add a fifth to the first download of /login.
 */
export function AuthLayout({
  heading,
  wide,
  children,
}: {
  heading: string;
  /** A reading page (public content) rather than a form. */ wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSelect />
      </div>
      <section className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <header className={styles.brand}>
          <span className={styles.logo}>
            <RecycleIcon />
          </span>
          <h1 className={styles.title}>{t('productName')}</h1>
          <p className={styles.heading}>{heading}</p>
        </header>
        {children}
      </section>
    </main>
  );
}

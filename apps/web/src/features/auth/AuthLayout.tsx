import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../platform/LanguageSelect';
import { RecycleIcon } from '../../platform/RecycleIcon';
import styles from './AuthLayout.module.css';

/** The centred card of the sign-in and password screens, under the product's name. */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSelect />
      </div>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo}>
            <RecycleIcon />
          </span>
          <Typography.Title level={3} className={styles.title}>
            {t('productName')}
          </Typography.Title>
          <Typography.Text type="secondary">{heading}</Typography.Text>
        </div>
        {children}
      </Card>
    </main>
  );
}

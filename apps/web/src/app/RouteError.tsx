import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logError } from '../platform/errorLog';
import styles from './RouteError.module.css';

/**
 * A screen that failed to load or render, most often a chunk gone after a new release. Plain
 * elements on purpose: antd's Result and Typography would join the first download of every page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => logError(error), [error]);
  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('error.page')}</h3>
      <p className={styles.hint}>{t('error.pageHint')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}

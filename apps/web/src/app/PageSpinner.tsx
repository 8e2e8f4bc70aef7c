import { useTranslation } from 'react-i18next';
import styles from './PageSpinner.module.css';

/** Shown while the first screen loads; plain CSS, so it costs the first download nothing. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <span className={styles.spinner} />
    </div>
  );
}

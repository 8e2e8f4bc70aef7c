import styles from './PageSpinner.module.css';

/** Shown while the first screen loads; plain CSS, so it costs the first download nothing. */
export function PageSpinner() {
  return (
    <div className={styles.page} role="progressbar" aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}

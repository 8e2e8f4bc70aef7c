import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './ProgressBar.module.css';

/** Long enough for the finishing transition of the stylesheet. */
const FINISH_MS = 500;

/** A thin bar in the theme colour across the top of the page while the router loads the next view. */
export function ProgressBar() {
  const { token } = theme.useToken();
  const busy = useNavigation().state !== 'idle';
  const [wasBusy, setWasBusy] = useState(busy);
  const [finishing, setFinishing] = useState(false);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setFinishing(!busy);
  }

  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), FINISH_MS);
    return () => clearTimeout(timer);
  }, [finishing]);

  if (!busy && !finishing) return null;
  return (
    <div
      id="routeProgress"
      aria-hidden="true"
      className={`${styles.bar} ${busy ? styles.running : styles.finishing}`}
      style={{ background: token.colorPrimary }}
    />
  );
}

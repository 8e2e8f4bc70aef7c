import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface LoadFailedProps {
  id?: string;
  /** What could not be loaded; "The list could not be loaded" by default. */
  title?: string;
  error?: Error | null;
  onRetry: () => void;
}

/** A read that failed, with the reason and a Retry button, in place of what it should have shown. */
export function LoadFailed({ id, title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('crud');
  return (
    <Alert
      id={id}
      type="error"
      showIcon
      title={title ?? t('table.failed')}
      description={error?.message}
      action={<Button onClick={onRetry}>{t('table.retry')}</Button>}
    />
  );
}

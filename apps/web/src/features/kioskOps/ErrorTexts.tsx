import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorCodeText } from '@srd/contract';

/** An error code with its description, possible reason and suggested action from the catalogue. */
export function ErrorTexts({ error }: { error: ErrorCodeText }) {
  const { t } = useTranslation('kioskOps');
  if (error.description === null) {
    return (
      <Typography.Text className="error-code" data-code={error.code}>
        <Typography.Text code>{error.code}</Typography.Text>{' '}
        <Typography.Text type="secondary">{t('alarm.noText')}</Typography.Text>
      </Typography.Text>
    );
  }
  return (
    <Descriptions
      className="error-code"
      data-code={error.code}
      size="small"
      column={1}
      bordered
      title={
        <>
          <Typography.Text code>{error.code}</Typography.Text> {error.description}
        </>
      }
    >
      <Descriptions.Item label={t('alarm.reason')}>{error.reason ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('alarm.action')}>{error.action ?? '-'}</Descriptions.Item>
    </Descriptions>
  );
}

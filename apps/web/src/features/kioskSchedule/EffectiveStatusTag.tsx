import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EFFECTIVE_STATUSES, EffectiveStatus } from '@srd/contract';

const COLOURS: Record<number, string> = {
  [EffectiveStatus.NotStart]: 'default',
  [EffectiveStatus.Start]: 'success',
  [EffectiveStatus.ManualShutdown]: 'error',
  [EffectiveStatus.ManualOpen]: 'processing',
  [EffectiveStatus.Ended]: 'warning',
};

/** SPEC 4 effective status in the UI language. */
export function useEffectiveStatusLabel(): (status: number) => string {
  const { t } = useTranslation('kioskSchedule');
  return (status) =>
    (EFFECTIVE_STATUSES as readonly number[]).includes(status) ? t(`effectiveStatus.${status as 0}`) : String(status);
}

export function EffectiveStatusTag({ status }: { status: number }) {
  const label = useEffectiveStatusLabel();
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-effective-status={status}>
      {label(status)}
    </Tag>
  );
}

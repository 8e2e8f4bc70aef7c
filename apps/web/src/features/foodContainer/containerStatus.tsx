import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTAINER_STATUSES, ContainerStatus } from '@srd/contract';

const COLOURS: Record<number, string> = {
  [ContainerStatus.Drafted]: 'default',
  [ContainerStatus.Available]: 'success',
  [ContainerStatus.Returned]: 'processing',
  [ContainerStatus.Disable]: 'warning',
};

/** SPEC 4 food container status in the UI language. */
export function useContainerStatusLabel(): (status: number) => string {
  const { t } = useTranslation('foodContainer');
  return (status) =>
    (CONTAINER_STATUSES as readonly number[]).includes(status) ? t(`statuses.${status as 0}`) : String(status);
}

export function ContainerStatusTag({ status }: { status: number }) {
  const label = useContainerStatusLabel();
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-status={status}>
      {label(status)}
    </Tag>
  );
}

import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { foodContainerRebateActions, type ContainerReturnRow } from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { FormItem } from '../../platform/crud/FormItem';
import { containerColumn, kioskColumn, memberColumn, returnedAtColumn, unbroken } from './columns';
import { CONTAINER_REFUNDS_KEY, fetchContainerRefunds } from './foodApi';
import { containerRefundRequest } from './foodQuery';
import { RecyclingList } from './RecyclingList';

/**
 * Screen FoodContainerRebate: the refunds members earned by returning a container in time, newest first over the
 * last week unless the URL names a period: who, which container, how much, and the wallet entry that credited it.
 */
export default function ContainerRefundsPage() {
  const { t } = useTranslation(['foodRecycling', 'recycling', 'crud']);
  const { t: recyclingT } = useTranslation(['recycling', 'crud']);
  const columns: EntityColumn<ContainerReturnRow>[] = [
    returnedAtColumn(t),
    memberColumn(recyclingT),
    containerColumn(t, ['sm']),
    kioskColumn(recyclingT),
    {
      key: 'refundAmount',
      title: t('fields.refund'),
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => (
        <Typography.Text strong>{t('money', { amount: row.refundAmount.toFixed(2) })}</Typography.Text>
      ),
    },
    {
      key: 'walletEntryId',
      title: t('fields.walletEntry'),
      responsive: ['lg'],
      onCell: unbroken,
      render: (_, row) => `#${row.walletEntryId}`,
    },
  ];
  return (
    <RecyclingList
      id="containerRefund"
      listName="foodContainerRebate"
      title={t('refundsTitle')}
      queryKey={[...CONTAINER_REFUNDS_KEY, 'page']}
      request={containerRefundRequest}
      fetchPage={fetchContainerRefunds}
      exportAction={foodContainerRebateActions.export}
      columns={columns}
      filters={
        <FormItem name="containerCode" label={t('fields.container')}>
          <Input id="containerRefundFilterCode" allowClear maxLength={40} style={{ width: 130 }} />
        </FormItem>
      }
    />
  );
}

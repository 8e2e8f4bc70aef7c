import { Card, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { foodContainerRebateActions, type ContainerReturnRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FormItem } from '../../platform/crud/FormItem';
import { useListState } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { ContainerCell } from './ContainerReturnsPage';
import { CONTAINER_REFUNDS_KEY, fetchContainerRefunds } from './foodApi';
import { KioskLink, MemberLink } from './FoodLinks';
import { containerRefundRequest } from './foodQuery';
import { RECYCLING_LIST_STATE } from './query';
import { RecyclingFilters } from './RecyclingFilters';

const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/**
 * Screen FoodContainerRebate: the refunds members earned by returning a container in time, newest first over the
 * last week unless the URL names a period: who, which container, how much, and the wallet entry that credited it.
 */
export default function ContainerRefundsPage() {
  const { t } = useTranslation(['foodRecycling', 'recycling', 'crud']);
  const [state, setState] = useListState(RECYCLING_LIST_STATE);
  const columns: EntityColumn<ContainerReturnRow>[] = [
    {
      key: 'returnedAt',
      title: t('fields.returnedAt'),
      sorter: true,
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => formatDate(row.returnedAt),
    },
    {
      key: 'member',
      title: t('recycling:fields.member'),
      responsive: EVERY_SCREEN,
      render: (_, row) => <MemberLink row={row} />,
    },
    {
      key: 'containerCode',
      title: t('fields.container'),
      responsive: ['sm'],
      render: (_, row) => <ContainerCell row={row} />,
    },
    { key: 'kid', title: t('recycling:fields.kid'), responsive: ['md'], render: (_, row) => <KioskLink row={row} /> },
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
    <Card id="foodContainerRebatePage" title={t('refundsTitle')}>
      <RecyclingFilters id="containerRefund" state={state} onStateChange={setState}>
        <FormItem name="containerCode" label={t('fields.container')}>
          <Input id="containerRefundFilterCode" allowClear maxLength={40} style={{ width: 130 }} />
        </FormItem>
      </RecyclingFilters>
      <EntityTable<ContainerReturnRow>
        id="containerRefundTable"
        listName="foodContainerRebate"
        queryKey={[...CONTAINER_REFUNDS_KEY, 'page']}
        fetchPage={(listState) => fetchContainerRefunds(containerRefundRequest(listState))}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <ExportButton
            id="containerRefundExport"
            module="foodContainerRebate"
            action={foodContainerRebateActions.export}
            filter={() => exportFilter(containerRefundRequest(state))}
          />
        }
      />
    </Card>
  );
}

import { Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_RETURN_OUTCOMES,
  foodContainerRecycleActions,
  type ContainerReturnOutcome,
  type ContainerReturnRow,
} from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { FormItem } from '../../platform/crud/FormItem';
import { formatDate } from '../../platform/format/date';
import { containerColumn, kioskColumn, memberColumn, returnedAtColumn, unbroken } from './columns';
import { CONTAINER_RETURNS_KEY, fetchContainerReturns } from './foodApi';
import { containerReturnRequest } from './foodQuery';
import { RecyclingList } from './RecyclingList';

const OUTCOME_COLORS: Record<ContainerReturnOutcome, string> = {
  refunded: 'green',
  onTime: 'blue',
  late: 'orange',
  unknown: 'red',
  notAvailable: 'default',
};

/**
 * Screen FoodContainerRecycle: the food containers kiosks in reach took back, newest first over the last week unless
 * the URL names a period: which container, who returned it where, whether on time, and what came of it.
 */
export default function ContainerReturnsPage() {
  const { t } = useTranslation(['foodRecycling', 'recycling', 'crud']);
  const { t: recyclingT } = useTranslation(['recycling', 'crud']);
  const columns: EntityColumn<ContainerReturnRow>[] = [
    returnedAtColumn(t),
    containerColumn(t, EVERY_SCREEN),
    memberColumn(recyclingT, ['sm']),
    kioskColumn(recyclingT),
    {
      key: 'handedOutAt',
      title: t('fields.handedOutAt'),
      responsive: ['lg'],
      onCell: unbroken,
      render: (_, row) => (row.handedOutAt ? formatDate(row.handedOutAt) : '-'),
    },
    {
      key: 'outcome',
      title: t('fields.outcome'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Tag color={OUTCOME_COLORS[row.outcome]} className="container-outcome">
          {t(`outcomes.${row.outcome}`)}
        </Tag>
      ),
    },
  ];
  return (
    <RecyclingList
      id="containerReturn"
      listName="foodContainerRecycle"
      title={t('returnsTitle')}
      queryKey={[...CONTAINER_RETURNS_KEY, 'page']}
      request={containerReturnRequest}
      fetchPage={fetchContainerReturns}
      exportAction={foodContainerRecycleActions.export}
      columns={columns}
      filters={
        <>
          <FormItem name="containerCode" label={t('fields.container')}>
            <Input id="containerReturnFilterCode" allowClear maxLength={40} style={{ width: 130 }} />
          </FormItem>
          <FormItem name="outcome" label={t('fields.outcome')}>
            <Select
              id="containerReturnFilterOutcome"
              allowClear
              style={{ width: 170 }}
              options={CONTAINER_RETURN_OUTCOMES.map((outcome) => ({
                value: outcome,
                label: t(`outcomes.${outcome}`),
              }))}
            />
          </FormItem>
        </>
      }
    />
  );
}

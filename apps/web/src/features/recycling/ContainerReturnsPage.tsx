import { Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_RETURN_OUTCOMES,
  CONTAINER_TYPES,
  foodContainerRecycleActions,
  type ContainerReturnOutcome,
  type ContainerReturnRow,
} from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FormItem } from '../../platform/crud/FormItem';
import { useListState } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { useLang } from '../../platform/i18n';
import { CONTAINER_RETURNS_KEY, fetchContainerReturns } from './foodApi';
import { containerPath, KioskLink, MemberLink } from './FoodLinks';
import { containerReturnRequest } from './foodQuery';
import { RECYCLING_LIST_STATE } from './query';
import { RecyclingFilters } from './RecyclingFilters';

const OUTCOME_COLORS: Record<ContainerReturnOutcome, string> = {
  refunded: 'green',
  onTime: 'blue',
  late: 'orange',
  unknown: 'red',
  notAvailable: 'default',
};
const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/** The container's code, linked to the container list, over its type in the reader's language. */
export function ContainerCell({ row }: { row: ContainerReturnRow }) {
  const lang = useLang();
  const type = CONTAINER_TYPES.find((spec) => spec.code === row.containerType);
  return (
    <Flex vertical>
      {row.containerId === null ? (
        <span style={{ whiteSpace: 'nowrap' }}>{row.containerCode}</span>
      ) : (
        <Link to={containerPath(row.containerCode)} style={{ whiteSpace: 'nowrap' }}>
          {row.containerCode}
        </Link>
      )}
      {type && <Typography.Text type="secondary">{type.names[lang]}</Typography.Text>}
    </Flex>
  );
}

/**
 * Screen FoodContainerRecycle: the food containers kiosks in reach took back, newest first over the last week unless
 * the URL names a period: which container, who returned it where, whether on time, and what came of it.
 */
export default function ContainerReturnsPage() {
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
      key: 'containerCode',
      title: t('fields.container'),
      responsive: EVERY_SCREEN,
      render: (_, row) => <ContainerCell row={row} />,
    },
    {
      key: 'member',
      title: t('recycling:fields.member'),
      responsive: ['sm'],
      render: (_, row) => <MemberLink row={row} />,
    },
    { key: 'kid', title: t('recycling:fields.kid'), responsive: ['md'], render: (_, row) => <KioskLink row={row} /> },
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
    <Card id="foodContainerRecyclePage" title={t('returnsTitle')}>
      <RecyclingFilters id="containerReturn" state={state} onStateChange={setState}>
        <FormItem name="containerCode" label={t('fields.container')}>
          <Input id="containerReturnFilterCode" allowClear maxLength={40} style={{ width: 130 }} />
        </FormItem>
        <FormItem name="outcome" label={t('fields.outcome')}>
          <Select
            id="containerReturnFilterOutcome"
            allowClear
            style={{ width: 170 }}
            options={CONTAINER_RETURN_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
          />
        </FormItem>
      </RecyclingFilters>
      <EntityTable<ContainerReturnRow>
        id="containerReturnTable"
        listName="foodContainerRecycle"
        queryKey={[...CONTAINER_RETURNS_KEY, 'page']}
        fetchPage={(listState) => fetchContainerReturns(containerReturnRequest(listState))}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <ExportButton
            id="containerReturnExport"
            module="foodContainerRecycle"
            action={foodContainerRecycleActions.export}
            filter={() => exportFilter(containerReturnRequest(state))}
          />
        }
      />
    </Card>
  );
}

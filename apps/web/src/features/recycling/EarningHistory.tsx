import { Card, Flex, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ActionRef, type EarningRow, type ExportModule } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn, type PageOf } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FormItem } from '../../platform/crud/FormItem';
import { DAY_FORMAT } from '../../platform/crud/dateRangeFilter';
import { listStateToParams, type ListState } from '../../platform/crud/listState';
import { useListState } from '../../platform/crud/useListState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { EARNINGS_KEY } from './api';
import { itemsColumn, kioskColumn, memberColumn, timeColumn, unbroken } from './columns';
import { earningRequest, RECYCLING_LIST_STATE } from './query';
import { RecyclingFilters } from './RecyclingFilters';

const TRANSACTION_LIST_PATH = '/transactions/transactionList';

/** TransactionList narrowed to the transaction's kiosk, member and day, where it shows with its state. */
function transactionLink(row: EarningRow): string {
  const day = dayjs(row.tranDttm).format(DAY_FORMAT);
  const filters = { kid: row.kid, membershipNo: row.membershipNo, [RANGE_FILTER]: [day, day] };
  return `${TRANSACTION_LIST_PATH}?${listStateToParams({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters })}`;
}

/** What one list of credits declares: its ids, texts, request and the columns it adds. */
export interface EarningList<R extends EarningRow> {
  id: 'recycleHistory' | 'rebateHistory';
  title: string;
  amountTitle: string;
  formatAmount: (amount: number) => string;
  fetchPage: (request: ReturnType<typeof earningRequest>) => Promise<PageOf<R>>;
  exportAction: ActionRef;
  extraColumns?: EntityColumn<R>[];
  /** The list's own request where it has filters beyond the shared ones, and those filters. */
  request?: (state: ListState) => ReturnType<typeof earningRequest>;
  extraFilters?: ReactNode;
}

/**
 * RecycleHistory and RebateHistory: each credit recycling earned a member, newest first over the last week unless the
 * URL names a period, with its transaction (linked to TransactionList), kiosk and member (linked), the amount and the
 * balance after it; exported as XLSX or CSV.
 */
export function EarningHistory<R extends EarningRow>({ list }: { list: EarningList<R> }) {
  const { t } = useTranslation(['recycling', 'crud']);
  const [state, setState] = useListState(RECYCLING_LIST_STATE);
  const request = list.request ?? earningRequest;
  const columns: EntityColumn<R>[] = [
    timeColumn(t),
    memberColumn(t),
    ...(list.extraColumns ?? []),
    kioskColumn(t),
    {
      key: 'transaction',
      title: t('fields.transaction'),
      responsive: ['lg'],
      render: (_, row) => (
        <Link to={transactionLink(row)} className="earning-transaction">
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {row.uuid.slice(0, 8)}
          </Typography.Text>
        </Link>
      ),
    },
    itemsColumn(t, (row) => ({ count: row.totalCount, kg: row.totalWeightKg }), ['md']),
    {
      key: 'amount',
      title: list.amountTitle,
      sorter: true,
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => (
        <Flex vertical align="end">
          <Typography.Text strong className="earning-amount">
            {list.formatAmount(row.amount)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('balanceAfter', { balance: list.formatAmount(row.balanceAfter) })}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
  return (
    <Card id={`${list.id}Page`} title={list.title}>
      <RecyclingFilters id={list.id} state={state} onStateChange={setState}>
        <FormItem name="material" label={t('fields.material')}>
          <Input id={`${list.id}FilterMaterial`} allowClear maxLength={40} style={{ width: 120 }} placeholder="PET" />
        </FormItem>
        {list.extraFilters}
      </RecyclingFilters>
      <EntityTable<R>
        id={`${list.id}Table`}
        listName={list.id}
        queryKey={[...EARNINGS_KEY, list.id, 'page']}
        fetchPage={(listState) => list.fetchPage(request(listState))}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <ExportButton
            id={`${list.id}Export`}
            module={list.id satisfies ExportModule}
            action={list.exportAction}
            filter={() => exportFilter(request(state))}
          />
        }
      />
    </Card>
  );
}

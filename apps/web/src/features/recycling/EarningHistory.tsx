import { Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActionRef, EarningRow } from '@srd/contract';
import type { EntityColumn, PageOf } from '../../platform/crud/EntityTable';
import { FormItem } from '../../platform/crud/FormItem';
import type { ListState } from '../../platform/crud/listState';
import { EARNINGS_KEY } from './api';
import { figureColumn, itemsColumn, kioskColumn, memberColumn, timeColumn, transactionPath } from './columns';
import { earningRequest } from './query';
import { RecyclingList } from './RecyclingList';

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
        <Link to={transactionPath(row)} className="earning-transaction">
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {row.uuid.slice(0, 8)}
          </Typography.Text>
        </Link>
      ),
    },
    itemsColumn(t, (row) => ({ count: row.totalCount, kg: row.totalWeightKg }), ['md']),
    figureColumn({
      key: 'amount',
      title: list.amountTitle,
      sorter: true,
      figure: (row) => list.formatAmount(row.amount),
      note: (row) => t('balanceAfter', { balance: list.formatAmount(row.balanceAfter) }),
      className: 'earning-amount',
    }),
  ];
  return (
    <RecyclingList
      id={list.id}
      listName={list.id}
      title={list.title}
      queryKey={[...EARNINGS_KEY, list.id, 'page']}
      request={list.request ?? earningRequest}
      fetchPage={list.fetchPage}
      exportAction={list.exportAction}
      columns={columns}
      filters={
        <>
          <FormItem name="material" label={t('fields.material')}>
            <Input id={`${list.id}FilterMaterial`} allowClear maxLength={40} style={{ width: 120 }} placeholder="PET" />
          </FormItem>
          {list.extraFilters}
        </>
      }
    />
  );
}

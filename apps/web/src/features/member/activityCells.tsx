import { DEFAULT_PAGE_SIZE, type OctRebateState } from '@srd/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { DAY_FORMAT } from '../../platform/crud/dateRangeFilter';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { listStateToParams } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { formatDate } from '../../platform/format/date';
import { unbroken } from '../recycling/columns';

/** The member detail's recycling and rebate cells: a visit's time linking to it, and the colours of its states. */

const TRANSACTION_LIST_PATH = '/transactions/transactionList';

/** A transaction's completion state (0 in progress ... 4 needs approval) as TransactionList colours it. */
export const STATE_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'default',
  3: 'error',
  4: 'warning',
};

/** A rebate's Octopus settlement as RebateHistory colours it. */
export const SETTLEMENT_COLORS: Record<OctRebateState, string> = {
  pending: 'default',
  sent: 'processing',
  paid: 'success',
  refused: 'error',
};

/** TransactionList narrowed to the member, the kiosk and the day of a visit, where it is listed with its approval. */
function transactionListPath(row: { kid: string; membershipNo: string | null; tranDttm: string }): string {
  const day = dayjs(row.tranDttm).format(DAY_FORMAT);
  const filters = { kid: row.kid, membershipNo: row.membershipNo ?? '', [RANGE_FILTER]: [day, day] };
  return `${TRANSACTION_LIST_PATH}?${listStateToParams({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters })}`;
}

/** When the member recycled, sortable, on every screen: a link to the transaction on TransactionList. */
export function visitColumn<T extends { kid: string; membershipNo: string | null; tranDttm: string }>(
  t: TFunction<['recycling', 'crud']>,
): EntityColumn<T> {
  return {
    key: 'tranDttm',
    title: t('fields.tranDttm'),
    sorter: true,
    responsive: EVERY_SCREEN,
    onCell: unbroken,
    render: (_, row) => (
      <Link className="member-visit" to={transactionListPath(row)}>
        {formatDate(row.tranDttm)}
      </Link>
    ),
  };
}

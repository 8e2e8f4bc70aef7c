import type { MemberDetail, OctRebateState } from '@srd/contract';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { DAY_FORMAT } from '../../platform/crud/dateRangeFilter';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import { formatDate } from '../../platform/format/date';
import { transactionPath, unbroken } from '../recycling/columns';

/** The member detail's recycling and rebate cells: a visit's time linking to it, and the colours of its states. */

/**
 * A page of one member's recycling or rebates: membership numbers are unique within a tenant, and a member recycles at
 * their tenant's kiosks.
 */
export function memberRequest<Field extends string>(
  member: Pick<MemberDetail, 'tid' | 'membershipNo'>,
  { page, pageSize, sort }: Pick<ListState, 'page' | 'pageSize' | 'sort'>,
) {
  return {
    page,
    pageSize,
    sort: sort && { field: sort.field as Field, order: sort.order },
    tid: member.tid,
    membershipNo: member.membershipNo,
  };
}

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

/**
 * When the member recycled, sortable, on every screen: a link to the visit on TransactionList (narrowed to its kiosk,
 * member and day). A phone puts the hour under the day rather than scroll the list sideways.
 */
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
      <Link className="member-visit" to={transactionPath(row)} style={{ whiteSpace: 'normal' }}>
        <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.tranDttm, DAY_FORMAT)}</span>{' '}
        <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.tranDttm, 'HH:mm:ss')}</span>
      </Link>
    ),
  };
}

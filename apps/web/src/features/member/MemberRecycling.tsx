import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type MemberDetail, type TransactionRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import { fetchTransactions, TRANSACTIONS_KEY } from '../recycling/api';
import { figureColumn, itemsColumn, kioskColumn } from '../recycling/columns';
import { memberRequest, STATE_COLORS, visitColumn } from './activityCells';

type SortField = 'tranDttm' | 'earnedPoints';

/**
 * The member detail's Recycling tab: every visit of the member to a kiosk, newest first, over all time (the state of
 * its paging kept here, the tab in the URL): where, what was recycled, the points earned against those the kiosk
 * claimed, and the visit's state.
 */
export function MemberRecycling({ member }: { member: MemberDetail }) {
  const { t } = useTranslation(['recycling', 'crud']);
  const [state, setState] = useState<ListState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  const columns: EntityColumn<TransactionRow>[] = [
    visitColumn(t),
    kioskColumn(t),
    itemsColumn(t, (row) => ({ count: row.totalCount, kg: row.totalWeightKg }), ['md']),
    figureColumn({
      key: 'earnedPoints',
      title: t('fields.earnedPoints'),
      sorter: true,
      figure: (row) => row.earnedPoints,
      note: (row) => t('claimed', { points: row.claimedPoints }),
      className: 'member-visit-earned',
    }),
    {
      key: 'status',
      title: t('fields.status'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Flex vertical align="start" gap={4}>
          <Tag color={STATE_COLORS[row.status]}>{t(`states.${row.status}` as 'states.1')}</Tag>
          {row.review && <Typography.Text type="secondary">{t(`reviews.${row.review}`)}</Typography.Text>}
        </Flex>
      ),
    },
  ];
  return (
    <EntityTable<TransactionRow>
      id="memberRecyclingTable"
      queryKey={[...TRANSACTIONS_KEY, 'member', member.id]}
      fetchPage={(request) => fetchTransactions(memberRequest<SortField>(member, request))}
      state={state}
      onStateChange={setState}
      columns={columns}
      rowKey="id"
    />
  );
}

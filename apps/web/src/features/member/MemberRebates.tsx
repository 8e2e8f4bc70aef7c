import { Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type MemberDetail, type RebateHistoryRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import { EARNINGS_KEY, fetchRebateHistory } from '../recycling/api';
import { figureColumn, kioskColumn, unbroken } from '../recycling/columns';
import { memberRequest, SETTLEMENT_COLORS, visitColumn } from './activityCells';

type SortField = 'tranDttm' | 'amount';

/**
 * The member detail's Rebates tab: the dollars the member's recycling credited to their Octopus wallet, newest first,
 * over all time, each with the Octopus number it is paid to and how it stands in the Octopus settlement.
 */
export function MemberRebates({ member }: { member: MemberDetail }) {
  const { t } = useTranslation(['recycling', 'crud']);
  const [state, setState] = useState<ListState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  const columns: EntityColumn<RebateHistoryRow>[] = [
    visitColumn(t),
    kioskColumn(t),
    figureColumn({
      key: 'amount',
      title: t('fields.rebateAmount'),
      sorter: true,
      figure: (row) => row.amount.toFixed(2),
      note: (row) => t('balanceAfter', { balance: row.balanceAfter.toFixed(2) }),
      className: 'member-rebate-amount',
    }),
    {
      key: 'octopusNo',
      title: t('fields.octopusNo'),
      responsive: ['md'],
      onCell: unbroken,
      render: (_, row) => row.octopusNo ?? <Typography.Text type="secondary">{t('noOctopus')}</Typography.Text>,
    },
    {
      key: 'settlement',
      title: t('fields.settlement'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Tooltip title={row.settlementReason}>
          <Tag className="member-rebate-settlement" color={SETTLEMENT_COLORS[row.settlement]}>
            {t(`settlements.${row.settlement}`)}
          </Tag>
        </Tooltip>
      ),
    },
  ];
  return (
    <EntityTable<RebateHistoryRow>
      id="memberRebatesTable"
      queryKey={[...EARNINGS_KEY, 'rebateHistory', 'member', member.id]}
      fetchPage={(request) => fetchRebateHistory(memberRequest<SortField>(member, request))}
      state={state}
      onStateChange={setState}
      columns={columns}
      rowKey="id"
    />
  );
}

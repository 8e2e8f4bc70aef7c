import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type MemberDetail, type RebateHistoryRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import { EARNINGS_KEY, fetchRebateHistory } from '../recycling/api';
import { kioskColumn, unbroken } from '../recycling/columns';
import { SETTLEMENT_COLORS, visitColumn } from './activityCells';

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
    {
      key: 'amount',
      title: t('fields.rebateAmount'),
      sorter: true,
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => (
        <Flex vertical align="end">
          <Typography.Text strong className="member-rebate-amount">
            {row.amount.toFixed(2)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('balanceAfter', { balance: row.balanceAfter.toFixed(2) })}
          </Typography.Text>
        </Flex>
      ),
    },
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
      fetchPage={({ page, pageSize, sort }) =>
        // Membership numbers are unique within a tenant, and a member recycles at their tenant's kiosks.
        fetchRebateHistory({
          page,
          pageSize,
          sort: sort && { field: sort.field as SortField, order: sort.order },
          tid: member.tid,
          membershipNo: member.membershipNo,
        })
      }
      state={state}
      onStateChange={setState}
      columns={columns}
      rowKey="id"
    />
  );
}

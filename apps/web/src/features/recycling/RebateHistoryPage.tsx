import { OCT_REBATE_STATES, rebateHistoryActions, type OctRebateState, type RebateHistoryRow } from '@srd/contract';
import { Select, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchRebateHistory } from './api';
import { FormItem } from '../../platform/crud/FormItem';
import { unbroken } from './columns';
import { EarningHistory } from './EarningHistory';
import { rebateRequest } from './query';

const SETTLEMENT_COLOURS: Record<OctRebateState, string> = {
  pending: 'default',
  sent: 'processing',
  paid: 'success',
  refused: 'error',
};

/**
 * Screen RebateHistory: the dollars recycling credited to members' Octopus wallets, with their Octopus numbers and how
 * each stands in the Octopus settlement (not sent yet, sent, paid to the card, refused with the operator's reason).
 */
export default function RebateHistoryPage() {
  const { t } = useTranslation('recycling');
  return (
    <EarningHistory<RebateHistoryRow>
      list={{
        id: 'rebateHistory',
        title: t('rebateHistoryTitle'),
        amountTitle: t('fields.rebateAmount'),
        formatAmount: (amount) => amount.toFixed(2),
        fetchPage: fetchRebateHistory,
        request: rebateRequest,
        extraFilters: (
          <FormItem name="settlement" label={t('fields.settlement')}>
            <Select
              id="rebateHistoryFilterSettlement"
              allowClear
              style={{ minWidth: 150 }}
              options={OCT_REBATE_STATES.map((state) => ({ value: state, label: t(`settlements.${state}`) }))}
            />
          </FormItem>
        ),
        exportAction: rebateHistoryActions.export,
        extraColumns: [
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
            responsive: ['sm'],
            onCell: unbroken,
            render: (_, row) => (
              <Tooltip title={row.settlementReason}>
                <Tag className="rebate-settlement" color={SETTLEMENT_COLOURS[row.settlement]}>
                  {t(`settlements.${row.settlement}`)}
                </Tag>
              </Tooltip>
            ),
          },
        ],
      }}
    />
  );
}

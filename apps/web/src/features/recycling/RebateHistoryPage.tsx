import { rebateHistoryActions, type RebateHistoryRow } from '@srd/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchRebateHistory } from './api';
import { unbroken } from './columns';
import { EarningHistory } from './EarningHistory';

/** Screen RebateHistory: the dollars recycling credited to members' Octopus wallets, with their Octopus numbers. */
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
        exportAction: rebateHistoryActions.export,
        extraColumns: [
          {
            key: 'octopusNo',
            title: t('fields.octopusNo'),
            responsive: ['md'],
            onCell: unbroken,
            render: (_, row) => row.octopusNo ?? <Typography.Text type="secondary">{t('noOctopus')}</Typography.Text>,
          },
        ],
      }}
    />
  );
}

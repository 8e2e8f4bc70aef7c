import { recycleHistoryActions, type RecycleHistoryRow } from '@srd/contract';
import { useTranslation } from 'react-i18next';
import { fetchRecycleHistory } from './api';
import { EarningHistory } from './EarningHistory';

/** Screen RecycleHistory: the points members earned by recycling, with the balance each credit left. */
export default function RecycleHistoryPage() {
  const { t } = useTranslation('recycling');
  return (
    <EarningHistory<RecycleHistoryRow>
      list={{
        id: 'recycleHistory',
        title: t('recycleHistoryTitle'),
        amountTitle: t('fields.earnedPoints'),
        formatAmount: (points) => String(points),
        fetchPage: fetchRecycleHistory,
        exportAction: recycleHistoryActions.export,
      }}
    />
  );
}

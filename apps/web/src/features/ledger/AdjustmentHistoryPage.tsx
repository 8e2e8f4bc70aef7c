import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_TYPES, adjustmentHistoryActions } from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import { ADJUSTMENTS_KEY, fetchAdjustments } from './api';
import { LedgerScreen } from './LedgerScreen';
import { adjustmentsRequest } from './query';

/**
 * Screen AdjustmentHistory: the points staff added or took, with who and why, and the reversals of adjustments; by
 * member, tenant, wallet, add or minus and period; "New adjustment" posts one; exported as XLSX or CSV.
 */
export default function AdjustmentHistoryPage() {
  const { t } = useTranslation('ledger');
  return (
    <LedgerScreen
      id="adjustmentHistory"
      title={t('adjustmentHistory')}
      listName="adjustmentHistory"
      exportAction={adjustmentHistoryActions.export}
      queryKey={ADJUSTMENTS_KEY}
      request={adjustmentsRequest}
      fetchPage={fetchAdjustments}
      filters={
        <>
          <FormItem name="type" label={t('fields.type')}>
            <Select
              id="adjustmentHistoryFiltersType"
              allowClear
              options={ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              style={{ minWidth: 130 }}
            />
          </FormItem>
          <FormItem name="source" label={t('fields.source')}>
            <Select
              id="adjustmentHistoryFiltersSource"
              allowClear
              options={(['adjustment', 'reversal'] as const).map((source) => ({
                value: source,
                label: t(`adjustmentSources.${source}`),
              }))}
              style={{ minWidth: 120 }}
            />
          </FormItem>
        </>
      }
    />
  );
}

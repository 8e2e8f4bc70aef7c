import { Card, Flex, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_TYPES, adjustmentHistoryActions } from '@srd/contract';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FormItem } from '../../platform/crud/FormItem';
import type { ListState } from '../../platform/crud/listState';
import { useListState } from '../../platform/crud/useListState';
import { ADJUSTMENTS_KEY, fetchAdjustments } from './api';
import { AdjustButton } from './AdjustmentDialog';
import { EntryTable } from './EntryTable';
import { LedgerFilters } from './filters';
import { adjustmentsRequest, LEDGER_LIST_STATE } from './query';

/**
 * Screen AdjustmentHistory: the points staff added or took, with who and why, and the reversals of adjustments; by
 * member, tenant, wallet, add or minus and period; "New adjustment" posts one; exported as XLSX or CSV.
 */
export default function AdjustmentHistoryPage() {
  const { t } = useTranslation('ledger');
  const [state, setState] = useListState(LEDGER_LIST_STATE);
  return (
    <Card id="adjustmentHistoryPage" title={t('adjustmentHistory')}>
      <Flex vertical gap="middle">
        <LedgerFilters id="adjustmentFilters" state={state} onStateChange={setState}>
          <FormItem name="type" label={t('fields.type')}>
            <Select
              id="adjustmentFiltersType"
              allowClear
              options={ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              style={{ minWidth: 130 }}
            />
          </FormItem>
          <FormItem name="source" label={t('fields.source')}>
            <Select
              id="adjustmentFiltersSource"
              allowClear
              options={(['adjustment', 'reversal'] as const).map((source) => ({
                value: source,
                label: t(`adjustmentSources.${source}`),
              }))}
              style={{ minWidth: 120 }}
            />
          </FormItem>
        </LedgerFilters>
        <EntryTable
          id="adjustmentTable"
          listName="adjustmentHistory"
          queryKey={ADJUSTMENTS_KEY}
          fetchPage={(listState: ListState) => fetchAdjustments(adjustmentsRequest(listState))}
          state={state}
          onStateChange={setState}
          toolbar={
            <Space wrap>
              <AdjustButton />
              <ExportButton
                id="adjustmentExport"
                module="adjustmentHistory"
                action={adjustmentHistoryActions.export}
                filter={() => exportFilter(adjustmentsRequest(state))}
              />
            </Space>
          }
        />
      </Flex>
    </Card>
  );
}

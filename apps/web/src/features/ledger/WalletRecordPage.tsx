import { Card, Flex, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEDGER_SOURCES, walletRecordActions } from '@srd/contract';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FormItem } from '../../platform/crud/FormItem';
import type { ListState } from '../../platform/crud/listState';
import { useListState } from '../../platform/crud/useListState';
import { fetchWalletRecords, RECORDS_KEY } from './api';
import { AdjustButton } from './AdjustmentDialog';
import { EntryTable } from './EntryTable';
import { LedgerFilters } from './filters';
import { useSourceLabel } from './labels';
import { LEDGER_LIST_STATE, recordsRequest } from './query';

/**
 * Screen WalletRecord: every entry of every wallet in reach, newest first, by member (number or name), tenant, wallet,
 * source and period (the last week unless the URL names one); each with the balance it left; an entry may be reversed
 * with a reason; exported as XLSX or CSV.
 */
export default function WalletRecordPage() {
  const { t } = useTranslation('ledger');
  const [state, setState] = useListState(LEDGER_LIST_STATE);
  const sourceLabel = useSourceLabel();
  return (
    <Card id="walletRecordPage" title={t('walletRecord')}>
      <Flex vertical gap="middle">
        <LedgerFilters id="walletRecordFilters" state={state} onStateChange={setState}>
          <FormItem name="source" label={t('fields.source')}>
            <Select
              id="walletRecordFiltersSource"
              allowClear
              options={LEDGER_SOURCES.map((source) => ({ value: source, label: sourceLabel(source) }))}
              style={{ minWidth: 130 }}
            />
          </FormItem>
        </LedgerFilters>
        <EntryTable
          id="walletRecordTable"
          listName="walletRecord"
          queryKey={RECORDS_KEY}
          fetchPage={(listState: ListState) => fetchWalletRecords(recordsRequest(listState))}
          state={state}
          onStateChange={setState}
          toolbar={
            <Space wrap>
              <AdjustButton />
              <ExportButton
                id="walletRecordExport"
                module="walletRecord"
                action={walletRecordActions.export}
                filter={() => exportFilter(recordsRequest(state))}
              />
            </Space>
          }
        />
      </Flex>
    </Card>
  );
}

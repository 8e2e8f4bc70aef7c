import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEDGER_SOURCES, walletRecordActions } from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import { fetchWalletRecords, RECORDS_KEY } from './api';
import { useSourceLabel } from './labels';
import { LedgerScreen } from './LedgerScreen';
import { recordsRequest } from './query';

/**
 * Screen WalletRecord: every entry of every wallet in reach, newest first, by member (number or name), tenant, wallet,
 * source and period (the last week unless the URL names one); each with the balance it left; an entry may be reversed
 * with a reason; exported as XLSX or CSV.
 */
export default function WalletRecordPage() {
  const { t } = useTranslation('ledger');
  const sourceLabel = useSourceLabel();
  return (
    <LedgerScreen
      id="walletRecord"
      title={t('walletRecord')}
      listName="walletRecord"
      exportAction={walletRecordActions.export}
      queryKey={RECORDS_KEY}
      request={recordsRequest}
      fetchPage={fetchWalletRecords}
      filters={
        <FormItem name="source" label={t('fields.source')}>
          <Select
            id="walletRecordFiltersSource"
            allowClear
            options={LEDGER_SOURCES.map((source) => ({ value: source, label: sourceLabel(source) }))}
            style={{ minWidth: 130 }}
          />
        </FormItem>
      }
    />
  );
}

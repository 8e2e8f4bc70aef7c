import { DatePicker, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_TYPES } from '@srd/contract';
import { FilterBar } from '../../platform/crud/FilterBar';
import { FormItem } from '../../platform/crud/FormItem';
import { rangeFromForm, rangeToForm } from '../../platform/crud/dateRangeFilter';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { rangeOf } from './query';
import { useWalletLabel } from './labels';

/** The filters both lists share: member, tenant, wallet and period (the last week unless the URL says otherwise). */
export function LedgerFilters({
  id,
  state,
  onStateChange,
  children,
}: {
  id: string;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  /** The list's own filters, between the wallet and the period. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('ledger');
  const walletLabel = useWalletLabel();
  return (
    <FilterBar
      id={id}
      state={state}
      onStateChange={onStateChange}
      toForm={(filters) => rangeToForm({ ...filters, [RANGE_FILTER]: rangeOf(filters) })}
      fromForm={rangeFromForm}
    >
      <FormItem name="member" label={t('fields.member')}>
        <Input
          id={`${id}Member`}
          allowClear
          maxLength={60}
          placeholder={t('memberFilterHint')}
          style={{ width: 190 }}
        />
      </FormItem>
      <TenantFilter id={`${id}Tenant`} label={t('fields.tenant')} />
      <FormItem name="walletType" label={t('fields.walletType')}>
        <Select
          id={`${id}Wallet`}
          allowClear
          options={WALLET_TYPES.map((type) => ({ value: type, label: walletLabel(type) }))}
          style={{ minWidth: 140 }}
        />
      </FormItem>
      {children}
      <FormItem name={RANGE_FILTER} label={t('fields.range')}>
        <DatePicker.RangePicker id={`${id}Range`} allowClear={false} />
      </FormItem>
    </FilterBar>
  );
}

import { DatePicker, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeFromForm, rangeToForm } from '../../platform/crud/dateRangeFilter';
import { FilterBar } from '../../platform/crud/FilterBar';
import { FormItem } from '../../platform/crud/FormItem';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { rangeOf } from './query';

/**
 * The filters the recycling lists share (kiosk, tenant, membership number; the period last), with a list's own
 * between them; their ids start with `id`: #transactionFilterKid...
 */
export function RecyclingFilters({
  id,
  state,
  onStateChange,
  children,
}: {
  id: string;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('recycling');
  return (
    <FilterBar
      id={`${id}Filters`}
      state={state}
      onStateChange={onStateChange}
      toForm={(filters) => rangeToForm({ ...filters, [RANGE_FILTER]: rangeOf(filters) })}
      fromForm={rangeFromForm}
    >
      <FormItem name="kid" label={t('fields.kid')}>
        <Input id={`${id}FilterKid`} allowClear maxLength={64} style={{ width: 140 }} />
      </FormItem>
      <TenantFilter id={`${id}FilterTenant`} label={t('fields.tenant')} />
      <FormItem name="membershipNo" label={t('fields.membershipNo')}>
        <Input id={`${id}FilterMember`} allowClear maxLength={40} style={{ width: 150 }} />
      </FormItem>
      {children}
      <FormItem name={RANGE_FILTER} label={t('fields.range')}>
        <DatePicker.RangePicker id={`${id}FilterRange`} allowClear={false} />
      </FormItem>
    </FilterBar>
  );
}

import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../platform/crud/FilterBar';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { useRoleStatusOptions, useRoleTypeOptions } from './roleOptions';
import { FormItem } from '../../platform/crud/FormItem';

interface RoleFiltersProps {
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
}

export function RoleFilters({ state, onStateChange }: RoleFiltersProps) {
  const { t } = useTranslation(['role', 'crud']);
  const statuses = useRoleStatusOptions();
  const types = useRoleTypeOptions();
  return (
    <FilterBar id="roleFilters" state={state} onStateChange={onStateChange}>
      <FormItem name="keyword" label={t('filters.keyword')}>
        <Input id="roleFilterKeyword" allowClear placeholder={t('filters.keywordHint')} maxLength={120} />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <Select id="roleFilterStatus" allowClear options={statuses} style={{ minWidth: 140 }} />
      </FormItem>
      <FormItem name="type" label={t('fields.type')}>
        <Select id="roleFilterType" allowClear options={types} style={{ minWidth: 140 }} />
      </FormItem>
    </FilterBar>
  );
}

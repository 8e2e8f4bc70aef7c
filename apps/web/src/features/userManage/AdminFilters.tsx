import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../platform/crud/FilterBar';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { ResourceSelect } from './ResourceSelect';
import { useStatusOptions } from './statusOptions';
import { useRoleOptions } from './useRoleOptions';
import { FormItem } from '../../platform/crud/FormItem';

interface AdminFiltersProps {
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
}

export function AdminFilters({ state, onStateChange }: AdminFiltersProps) {
  const { t } = useTranslation(['userManage', 'crud']);
  const roles = useRoleOptions();
  const statuses = useStatusOptions();
  return (
    <FilterBar id="adminFilters" state={state} onStateChange={onStateChange}>
      <FormItem name="keyword" label={t('filters.keyword')}>
        <Input id="filterKeyword" allowClear placeholder={t('filters.keywordHint')} maxLength={120} />
      </FormItem>
      <FormItem name="status" label={t('fields.status')}>
        <Select id="filterStatus" allowClear options={statuses} style={{ minWidth: 140 }} />
      </FormItem>
      <FormItem name="roleId" label={t('fields.roles')}>
        <Select
          id="filterRole"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={roles}
          style={{ minWidth: 160 }}
        />
      </FormItem>
      <FormItem name="tid" label={t('fields.tid')}>
        <ResourceSelect id="filterTid" type="Tenant" style={{ minWidth: 160 }} />
      </FormItem>
    </FilterBar>
  );
}

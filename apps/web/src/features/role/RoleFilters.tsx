import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../platform/crud/FilterBar';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { useRoleStatusOptions, useRoleTypeOptions } from './roleOptions';

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
      <Form.Item name="keyword" label={t('filters.keyword')}>
        <Input id="roleFilterKeyword" allowClear placeholder={t('filters.keywordHint')} maxLength={120} />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select id="roleFilterStatus" allowClear options={statuses} style={{ minWidth: 140 }} />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')}>
        <Select id="roleFilterType" allowClear options={types} style={{ minWidth: 140 }} />
      </Form.Item>
    </FilterBar>
  );
}

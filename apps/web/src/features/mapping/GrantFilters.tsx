import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAPPING_RESOURCE_TYPES } from '@srd/contract';
import { FilterBar } from '../../platform/crud/FilterBar';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { useMappableAdmins } from './useMappingOptions';
import { useTypeLabel } from './resourceTypes';
import { FormItem } from '../../platform/crud/FormItem';

/** The grants list's filters: one admin, one resource type. */
export function GrantFilters({
  state,
  onStateChange,
}: {
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
}) {
  const { t } = useTranslation('mapping');
  const typeLabel = useTypeLabel();
  const { users } = useMappableAdmins();
  const admins = users.map((user) => ({
    value: user.id,
    label: user.resName === user.loginId ? user.loginId : `${user.resName} (${user.loginId})`,
  }));
  const types = MAPPING_RESOURCE_TYPES.map(({ name, resourceTypeId }) => ({
    value: resourceTypeId,
    label: typeLabel(name),
  }));
  return (
    <FilterBar id="grantFilters" state={state} onStateChange={onStateChange}>
      <FormItem name="adminId" label={t('fields.admin')}>
        <Select
          id="grantFilterAdmin"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={admins}
          style={{ minWidth: 200 }}
        />
      </FormItem>
      <FormItem name="resTypeId" label={t('fields.resTypeId')}>
        <Select id="grantFilterType" allowClear options={types} style={{ minWidth: 160 }} />
      </FormItem>
    </FilterBar>
  );
}

import { SERVER_AUDIT_ACTIONS } from '@srd/contract';
import { AutoComplete, DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../platform/crud/FilterBar';
import type { Filters, ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { DAY_FORMAT } from './auditQuery';
import { RESOURCE_TYPES } from './resourceTypes';
import { FormItem } from '../../platform/crud/FormItem';

/** The URL keeps the range as days; the picker wants dayjs. */
const toForm = ({ range, ...filters }: Filters) => ({
  ...filters,
  range: Array.isArray(range) ? range.map((day) => dayjs(day, DAY_FORMAT)) : undefined,
});
const fromForm = ({ range, ...values }: Record<string, unknown>) => ({
  ...(values as Filters),
  range: Array.isArray(range) ? (range as Dayjs[]).map((day) => day.format(DAY_FORMAT)) : undefined,
});

export function AuditFilters({
  state,
  onStateChange,
}: {
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
}) {
  const { t } = useTranslation(['audit', 'crud']);
  const types = RESOURCE_TYPES.map(({ name, id }) => ({ value: id, label: t(`resourceTypes.${name}` as never) }));
  const actions = SERVER_AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(`crud:audit.actions.${action}` as never),
  }));
  return (
    <FilterBar id="auditFilters" state={state} onStateChange={onStateChange} toForm={toForm} fromForm={fromForm}>
      <FormItem name="userName" label={t('crud:audit.user')}>
        <Input id="auditFilterUser" allowClear maxLength={120} />
      </FormItem>
      <FormItem name="resTypeId" label={t('resourceType')}>
        <Select
          id="auditFilterType"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={types}
          style={{ minWidth: 160 }}
        />
      </FormItem>
      <FormItem name="recordId" label={t('recordId')}>
        <Input id="auditFilterRecord" allowClear maxLength={100} style={{ width: 120 }} />
      </FormItem>
      <FormItem name="action" label={t('crud:audit.action')}>
        <AutoComplete id="auditFilterAction" allowClear options={actions} style={{ minWidth: 140 }} />
      </FormItem>
      <FormItem name="range" label={t('range')}>
        <DatePicker.RangePicker id="auditFilterRange" />
      </FormItem>
    </FilterBar>
  );
}

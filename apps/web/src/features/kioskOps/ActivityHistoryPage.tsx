import { Card, DatePicker, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../platform/crud/FilterBar';
import { useListState } from '../../platform/crud/useListState';
import { ActivityTable } from './ActivityTable';
import { rangeFromForm, rangeToForm } from '../../platform/crud/dateRangeFilter';
import { useKindOptions } from './labels';
import { OPS_LIST_STATE } from './listQuery';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';

/** Screen ActivityHistory: what happened to the kiosks in reach, by kiosk, event and period. */
export default function ActivityHistoryPage() {
  const { t } = useTranslation(['kioskOps', 'crud']);
  const [state, setState] = useListState(OPS_LIST_STATE);
  const kindOptions = useKindOptions();
  return (
    <Card id="activityHistoryPage" title={t('titles.activity')}>
      <Flex vertical gap="middle">
        <FilterBar
          id="activityFilters"
          state={state}
          onStateChange={setState}
          toForm={rangeToForm}
          fromForm={rangeFromForm}
        >
          <FormItem name="kid" label={t('fields.kid')}>
            <Input id="activityFilterKid" allowClear maxLength={40} style={{ width: 140 }} />
          </FormItem>
          <TenantFilter id="activityFilterTenant" label={t('fields.tenant')} />
          <FormItem name="kind" label={t('fields.kind')}>
            <Select id="activityFilterKind" allowClear options={kindOptions} style={{ minWidth: 160 }} />
          </FormItem>
          <FormItem name="range" label={t('fields.range')}>
            <DatePicker.RangePicker id="activityFilterRange" />
          </FormItem>
        </FilterBar>
        <ActivityTable id="activityTable" state={state} onStateChange={setState} />
      </Flex>
    </Card>
  );
}

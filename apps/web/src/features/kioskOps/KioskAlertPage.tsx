import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Flex, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlertTypeOptions } from '../../platform/alertTypes';
import { FilterBar } from '../../platform/crud/FilterBar';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { useListState } from '../../platform/crud/useListState';
import { fetchAlarms } from './api';
import { AlarmTable, alarmListKey } from './AlarmTable';
import { rangeFromForm, rangeToForm } from '../../platform/crud/dateRangeFilter';
import { alarmsRequest, OPS_LIST_STATE } from './listQuery';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';

/** Screen KioskAlert: alarms of the kiosks in reach with their error code texts; acknowledge, clear, comment. */
export default function KioskAlertPage() {
  const { t } = useTranslation(['kioskOps', 'crud']);
  const [state, setState] = useListState(OPS_LIST_STATE);
  const typeOptions = useKioskTypeOptions();
  const alarmTypeOptions = useAlertTypeOptions();
  // The table reads the same query; its answer carries the active count.
  const page = useQuery({ queryKey: [...alarmListKey(), state], queryFn: () => fetchAlarms(alarmsRequest(state)) });
  const yesNo = [
    { value: 'true', label: t('alarm.yes') },
    { value: 'false', label: t('alarm.no') },
  ];
  return (
    <Card
      id="kioskAlertPage"
      title={t('titles.alerts')}
      extra={
        <Tag id="alarmActiveCount" color={page.data?.activeCount ? 'error' : 'default'} style={{ marginInlineEnd: 0 }}>
          {t('alarm.activeCount', { count: page.data?.activeCount ?? 0 })}
        </Tag>
      }
    >
      <Flex vertical gap="middle">
        <FilterBar
          id="alarmFilters"
          state={state}
          onStateChange={setState}
          toForm={rangeToForm}
          fromForm={rangeFromForm}
        >
          <FormItem name="kid" label={t('fields.kid')}>
            <Input id="alarmFilterKid" allowClear maxLength={40} style={{ width: 140 }} />
          </FormItem>
          <TenantFilter id="alarmFilterTenant" label={t('fields.tenant')} />
          <FormItem name="kioskType" label={t('fields.kioskType')}>
            <Select id="alarmFilterKioskType" allowClear options={typeOptions} style={{ minWidth: 150 }} />
          </FormItem>
          <FormItem name="typeCode" label={t('fields.type')}>
            <Select
              id="alarmFilterType"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={alarmTypeOptions}
              style={{ minWidth: 180 }}
            />
          </FormItem>
          <FormItem name="active" label={t('fields.active')}>
            <Select
              id="alarmFilterActive"
              allowClear
              options={[
                { value: 'true', label: t('alarm.active') },
                { value: 'false', label: t('alarm.cleared') },
              ]}
              style={{ minWidth: 110 }}
            />
          </FormItem>
          <FormItem name="acknowledged" label={t('fields.acknowledged')}>
            <Select id="alarmFilterAcknowledged" allowClear options={yesNo} style={{ minWidth: 90 }} />
          </FormItem>
          <FormItem name="range" label={t('fields.range')}>
            <DatePicker.RangePicker id="alarmFilterRange" />
          </FormItem>
        </FilterBar>
        <AlarmTable id="alarmTable" state={state} onStateChange={setState} />
      </Flex>
    </Card>
  );
}

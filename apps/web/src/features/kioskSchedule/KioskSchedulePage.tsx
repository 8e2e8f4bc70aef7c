import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessToday,
  EFFECTIVE_STATUSES,
  WEEKDAYS,
  KioskScheduleCreate,
  kioskScheduleActions,
  KioskScheduleUpdate,
  ResourceType,
  type KioskSchedule,
} from '@srd/contract';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { useLang } from '../../platform/i18n';
import { KIOSK_SCHEDULE_LIST_STATE, kioskScheduleApi } from './api';
import { useEffectiveStatusLabel } from './EffectiveStatusTag';
import { scheduleColumns, weekdayText } from './scheduleColumns';
import { ScheduleFields } from './ScheduleFields';
import { FormItem } from '../../platform/crud/FormItem';

/** Screen kioskSchedule: opening hours of kiosks and groups, with the SPEC 4 effective status (manual ones set by staff). */
export default function KioskSchedulePage() {
  const { t } = useTranslation(['kioskSchedule', 'crud']);
  const lang = useLang();
  const statusLabel = useEffectiveStatusLabel();
  const newSchedule = {
    name: '',
    kioskId: null,
    groupId: null,
    weekdays: [...WEEKDAYS],
    openTime: '08:00',
    closeTime: '20:00',
    effectiveDate: businessToday(),
    expiryDate: null,
    manualStatus: null,
    remark: '',
  };
  return (
    <SimpleEntityPage<KioskSchedule, typeof KioskScheduleCreate, typeof KioskScheduleUpdate>
      id="kioskSchedule"
      namespace="kioskSchedule"
      api={kioskScheduleApi}
      actions={kioskScheduleActions}
      resType={ResourceType.KioskSchedule}
      listName="kioskScheduleList"
      listState={KIOSK_SCHEDULE_LIST_STATE}
      columns={scheduleColumns(t, lang)}
      schemas={{ create: KioskScheduleCreate, update: KioskScheduleUpdate }}
      defaults={newSchedule}
      recordName={(row) => row.name}
      valueLabel={(field, value) => {
        if (field === 'manualStatus') return value === null ? t('followDates') : statusLabel(Number(value));
        if (field === 'weekdays' && value !== null) return weekdayText(t, JSON.parse(value) as number[]);
        if (field === 'expiryDate' && value === null) return t('openEnded');
        return undefined;
      }}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="kioskScheduleFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <FormItem name="effectiveStatus" label={t('fields.effectiveStatus')}>
            <Select
              id="kioskScheduleFilterStatus"
              allowClear
              options={EFFECTIVE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
              style={{ minWidth: 150 }}
            />
          </FormItem>
        </>
      }
      formBody={({ rule }) => <ScheduleFields rule={rule} />}
    />
  );
}

import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessToday,
  EFFECTIVE_STATUSES,
  WEEKDAYS,
  KioskScheduleCreate,
  KioskSchedulePageRequest,
  kioskScheduleActions,
  KioskScheduleUpdate,
  ResourceType,
  type KioskSchedule,
} from '@srd/contract';
import { EVERY_SCREEN } from '../../platform/crud/EntityTable';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { kioskScheduleApi } from './api';
import { EffectiveStatusTag, useEffectiveStatusLabel } from './EffectiveStatusTag';
import { ScheduleFields } from './ScheduleFields';
import { scheduleTarget, weekdayText } from './scheduleText';

/**
 * Screen kioskSchedule: opening hours of kiosks and groups, with the SPEC 4 effective status (manual ones set
 * by staff).
 */
export default function KioskSchedulePage() {
  const { t } = useTranslation('kioskSchedule');
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
      pageRequest={KioskSchedulePageRequest}
      schemas={{ create: KioskScheduleCreate, update: KioskScheduleUpdate }}
      defaults={newSchedule}
      recordName={(row) => row.name}
      valueLabel={(field, value) => {
        if (field === 'manualStatus') return value === null ? t('followDates') : statusLabel(Number(value));
        if (field === 'weekdays' && value !== null) return weekdayText(t, JSON.parse(value) as number[]);
        if (field === 'expiryDate' && value === null) return t('openEnded');
        return undefined;
      }}
      fields={[
        { name: 'name' },
        // A kiosk or a group: one column, no filter of its own (the keyword matches both).
        { name: 'kioskId', columnKey: 'target', hideInSearch: true, renderCell: scheduleTarget },
        {
          name: 'effectiveStatus',
          valueType: 'select',
          options: EFFECTIVE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
          filterId: 'Status',
          columnProps: { responsive: EVERY_SCREEN },
          renderCell: (row) => <EffectiveStatusTag status={row.effectiveStatus} />,
        },
        {
          name: 'openTime',
          columnTitle: 'fields.hours',
          renderCell: (row) => (
            <Space size={4} wrap>
              {`${row.openTime}–${row.closeTime}`}
              {row.overnight && (
                <Tooltip title={t('overnight')}>
                  <Tag color="purple">{t('overnightShort')}</Tag>
                </Tooltip>
              )}
            </Space>
          ),
        },
        { name: 'weekdays', renderCell: (row) => weekdayText(t, row.weekdays) },
        {
          name: 'effectiveDate',
          columnTitle: 'fields.period',
          renderCell: (row) => `${row.effectiveDate} – ${row.expiryDate ?? t('openEnded')}`,
        },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
      // One kiosk or one group (choosing one clears the other), hours that may run overnight: the form
      // stays the screen's own.
      formBody={({ rule }) => <ScheduleFields rule={rule} />}
    />
  );
}

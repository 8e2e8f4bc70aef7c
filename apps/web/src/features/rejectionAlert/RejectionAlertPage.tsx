import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECTION_BUCKETS, REJECTION_REASONS, rejectionAlertActions, type RejectionCountRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FilterBar } from '../../platform/crud/FilterBar';
import { FormItem } from '../../platform/crud/FormItem';
import { rangeFromForm, rangeToForm } from '../../platform/crud/dateRangeFilter';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import type { ListState } from '../../platform/crud/listState';
import { useListState } from '../../platform/crud/useListState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { useDevice } from '../../platform/device';
import { COUNTS_KEY, fetchCounts } from './api';
import { bucketLabel, countsRequest, rangeOf, REJECTION_LIST_STATE, rowKeyOf } from './query';
import { RejectionDrawer } from './RejectionDrawer';
import { ReasonTag, useReasonLabel } from './reasons';
import { ThresholdCard } from './ThresholdCard';

type CountRow = RejectionCountRow & { key: string };

/** The kiosk's rejection alarm is open now. */
function AlarmTag() {
  const { t } = useTranslation('rejectionAlert');
  return (
    <Tag color="warning" className="rejection-alarm-open" style={{ alignSelf: 'flex-start' }}>
      {t('alarm.open')}
    </Tag>
  );
}

/** On one line; a new object each time: antd adds to the props these give, so each cell gets its own. */
const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/**
 * Screen RejectionAlert: the threshold in effect, and the items kiosks refused counted per kiosk and hour or day of a
 * period (the last week unless the URL names one), by reason, with the kiosks whose rejection alarm is open; a row
 * opens that kiosk's rejections of the hour or day; exported as XLSX or CSV.
 */
export default function RejectionAlertPage() {
  const { t } = useTranslation(['rejectionAlert', 'crud']);
  const [state, setState] = useListState(REJECTION_LIST_STATE);
  const [opened, setOpened] = useState<RejectionCountRow | null>(null);
  const typeOptions = useKioskTypeOptions();
  const reasonLabel = useReasonLabel();
  const mobile = useDevice() === 'mobile';
  const bucket = countsRequest(state).bucket ?? 'day';
  const tid = typeof state.filters.tid === 'number' ? state.filters.tid : undefined;
  const bucketText = (row: RejectionCountRow) => bucketLabel(row.bucketStart, bucket);

  const columns: EntityColumn<CountRow>[] = [
    {
      key: 'kid',
      title: t('fields.kid'),
      sorter: true,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {row.kid}
          </Typography.Text>
          <Typography.Text type="secondary">{row.kioskName}</Typography.Text>
          {/* A phone has no room for the alarm column: the tag goes under the kiosk. */}
          {mobile && row.alarmOpen && <AlarmTag />}
        </Flex>
      ),
    },
    {
      key: 'bucketStart',
      title: t(bucket === 'hour' ? 'fields.hour' : 'fields.day'),
      sorter: true,
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => bucketText(row),
    },
    { key: 'tenantName', title: t('fields.tenant'), render: (_, row) => row.tenantName ?? '-' },
    {
      key: 'total',
      title: t('fields.total'),
      sorter: true,
      align: 'right',
      responsive: EVERY_SCREEN,
      onHeaderCell: unbroken,
      render: (_, row) => <Typography.Text strong>{row.total}</Typography.Text>,
    },
    {
      key: 'reasons',
      title: t('fields.reasons'),
      render: (_, row) => (
        <Flex wrap gap={4} className="rejection-reasons">
          {REJECTION_REASONS.filter((reason) => row.reasons[reason] > 0).map((reason) => (
            <ReasonTag key={reason} reason={reason} count={row.reasons[reason]} />
          ))}
        </Flex>
      ),
    },
    {
      key: 'alarmOpen',
      title: t('fields.alarm'),
      onCell: unbroken,
      render: (_, row) =>
        row.alarmOpen ? <AlarmTag /> : <Typography.Text type="secondary">{t('alarm.none')}</Typography.Text>,
    },
    {
      key: 'actions',
      title: t('crud:entity.actions'),
      onCell: unbroken,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          className="rejection-open"
          icon={<FileSearchOutlined />}
          onClick={() => setOpened(row)}
        >
          {t('open')}
        </Button>
      ),
    },
  ];

  const fetchPage = async (listState: ListState) => {
    const page = await fetchCounts(countsRequest(listState));
    return { ...page, rows: page.rows.map((row) => ({ ...row, key: rowKeyOf(row) })) };
  };

  return (
    <Card id="rejectionAlertPage" title={t('title')}>
      <Flex vertical gap="middle">
        <ThresholdCard tid={tid} />
        <FilterBar
          id="rejectionFilters"
          state={state}
          onStateChange={setState}
          toForm={(filters) => rangeToForm({ ...filters, [RANGE_FILTER]: rangeOf(filters) })}
          fromForm={rangeFromForm}
        >
          <FormItem name="kid" label={t('fields.kid')}>
            <Input id="rejectionFilterKid" allowClear maxLength={40} style={{ width: 140 }} />
          </FormItem>
          <TenantFilter id="rejectionFilterTenant" label={t('fields.tenant')} />
          <FormItem name="kioskType" label={t('fields.kioskType')}>
            <Select id="rejectionFilterKioskType" allowClear options={typeOptions} style={{ minWidth: 150 }} />
          </FormItem>
          <FormItem name="reason" label={t('fields.reason')}>
            <Select
              id="rejectionFilterReason"
              allowClear
              options={REJECTION_REASONS.map((reason) => ({ value: reason, label: reasonLabel(reason) }))}
              style={{ minWidth: 170 }}
            />
          </FormItem>
          <FormItem name="bucket" label={t('fields.bucket')}>
            <Select
              id="rejectionFilterBucket"
              placeholder={t('buckets.day')}
              options={REJECTION_BUCKETS.map((value) => ({ value, label: t(`buckets.${value}`) }))}
              style={{ minWidth: 100 }}
            />
          </FormItem>
          <FormItem name={RANGE_FILTER} label={t('fields.range')}>
            <DatePicker.RangePicker id="rejectionFilterRange" allowClear={false} />
          </FormItem>
        </FilterBar>
        <EntityTable<CountRow>
          id="rejectionTable"
          listName="rejectionAlert"
          queryKey={COUNTS_KEY}
          fetchPage={fetchPage}
          state={state}
          onStateChange={setState}
          columns={columns}
          rowKey="key"
          toolbar={
            <Space wrap>
              <ExportButton
                id="rejectionExport"
                module="rejectionAlert"
                action={rejectionAlertActions.export}
                filter={() => exportFilter(countsRequest(state))}
              />
            </Space>
          }
        />
      </Flex>
      {opened && (
        <RejectionDrawer
          row={opened}
          bucket={bucket}
          title={`${opened.kid} · ${bucketText(opened)}`}
          onClose={() => setOpened(null)}
        />
      )}
    </Card>
  );
}

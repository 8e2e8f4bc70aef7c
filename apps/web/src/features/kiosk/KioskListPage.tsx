import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KIOSK_LIVE_STATUSES, kioskActions, type Kiosk } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FilterBar } from '../../platform/crud/FilterBar';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { useListState } from '../../platform/crud/useListState';
import { useDevice } from '../../platform/device';
import { KIOSK_LIST_STATE, KIOSK_PATH, kioskApi, kioskPageRequest } from './api';
import { BatchCreateDialog } from './BatchCreateDialog';
import { useKioskColumns } from './kioskColumns';
import { FormItem } from '../../platform/crud/FormItem';
import { useLiveStatusLabel } from '../../platform/kiosk/LiveStatusTag';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

/** Screen KioskList: the kiosks the caller reaches with their live status; filters, export, new kiosks one by one or in a batch. */
export default function KioskListPage() {
  const { t } = useTranslation(['kiosk', 'crud']);
  const navigate = useNavigate();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useListState(KIOSK_LIST_STATE);
  const [batchOpen, setBatchOpen] = useState(false);
  const tenants = useTenantChoices();
  const types = useKioskTypeOptions();
  const liveLabel = useLiveStatusLabel();
  const flags = [1, 0].map((value) => ({ value, label: t(`flags.${value ? '1' : '0'}`) }));
  const columns: EntityColumn<Kiosk>[] = [
    ...useKioskColumns(),
    {
      key: 'actions',
      title: t('crud:entity.actions'),
      fixed: mobile ? undefined : 'right',
      render: (_, row) => (
        <Button
          className="entity-edit"
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(`${KIOSK_PATH}?id=${row.id}`)}
        >
          {t('crud:entity.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card id="kioskListPage" title={t('title')}>
      <FilterBar id="kioskFilters" state={state} onStateChange={setState}>
        <FormItem name="keyword" label={t('crud:filter.keyword')}>
          <Input id="kioskFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
        </FormItem>
        <TenantFilter id="kioskFilterTenant" label={t('fields.tid')} />
        <FormItem name="kioskType" label={t('fields.kioskType')}>
          <Select id="kioskFilterType" allowClear options={types} style={{ minWidth: 150 }} />
        </FormItem>
        <FormItem name="enableFlag" label={t('fields.enableFlag')}>
          <Select id="kioskFilterEnabled" allowClear options={flags} style={{ minWidth: 90 }} />
        </FormItem>
        <FormItem name="liveStatus" label={t('fields.liveStatus')}>
          <Select
            id="kioskFilterLive"
            allowClear
            options={KIOSK_LIVE_STATUSES.map((status) => ({ value: status, label: liveLabel(status) }))}
            style={{ minWidth: 150 }}
          />
        </FormItem>
      </FilterBar>
      <EntityTable<Kiosk>
        id="kioskTable"
        listName="kioskList"
        queryKey={[...kioskApi.queryKey, 'page']}
        fetchPage={kioskApi.page}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <>
            <Can action={kioskActions.add}>
              <Button id="kioskNew" type="primary" icon={<PlusOutlined />} onClick={() => void navigate(KIOSK_PATH)}>
                {t('new')}
              </Button>
              <Button id="kioskBatch" icon={<PlusOutlined />} onClick={() => setBatchOpen(true)}>
                {t('batch.open')}
              </Button>
            </Can>
            <ExportButton
              id="kioskExport"
              module="kioskList"
              action={kioskActions.export}
              filter={() => exportFilter(kioskPageRequest(state))}
            />
          </>
        }
      />
      {batchOpen && <BatchCreateDialog tenants={tenants.choices} onClose={() => setBatchOpen(false)} />}
    </Card>
  );
}

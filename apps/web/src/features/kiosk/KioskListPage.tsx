import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { KIOSK_LIVE_STATUSES, kioskActions, KioskPageRequest, localName, type Kiosk } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { useDevice } from '../../platform/device';
import { useLiveStatusLabel } from '../../platform/kiosk/LiveStatusTag';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { KIOSK_PATH, kioskApi, kioskPageRequest } from './api';
import { BatchCreateDialog } from './BatchCreateDialog';
import { FlagTag, HeartbeatAgeCell, LiveStatusCell, NONE } from './kioskCells';

/**
 * Screen KioskList: the kiosks the caller reaches with their live status; filters, export, new kiosks one
 * by one or in a batch.
 */
export default function KioskListPage() {
  const { t } = useTranslation(['kiosk', 'crud']);
  const navigate = useNavigate();
  const mobile = useDevice() === 'mobile';
  const [batchOpen, setBatchOpen] = useState(false);
  const tenants = useTenantChoices();
  const types = useKioskTypeOptions();
  const liveLabel = useLiveStatusLabel();
  const flags = [1, 0].map((value) => ({ value, label: t(`flags.${value ? '1' : '0'}`) }));
  return (
    <Card id="kioskListPage" title={t('title')}>
      <FieldList<Kiosk>
        id="kiosk"
        namespace="kiosk"
        listName="kioskList"
        pageRequest={KioskPageRequest}
        queryKey={[...kioskApi.queryKey, 'page']}
        fetchPage={kioskApi.page}
        rowKey="id"
        fields={[
          { name: 'kid', renderCell: (row) => <Link to={`${KIOSK_PATH}?id=${row.id}`}>{row.kid}</Link> },
          { name: 'name', valueType: 'localizedText' },
          { name: 'kioskType', valueType: 'select', options: types, filterId: 'Type' },
          {
            name: 'tid',
            valueType: 'tenant',
            renderCell: (row, lang) =>
              row.tenantName === null
                ? NONE
                : localName(
                    { name: row.tenantName, nameCht: row.tenantNameCht ?? '', nameChs: row.tenantNameChs ?? '' },
                    lang,
                  ),
          },
          // The live state and heartbeat come from the list and then the live feed, which keeps them current.
          {
            name: 'liveStatus',
            valueType: 'select',
            options: KIOSK_LIVE_STATUSES.map((status) => ({ value: status, label: liveLabel(status) })),
            filterId: 'Live',
            renderCell: (row) => <LiveStatusCell row={row} />,
          },
          { name: 'lastHeartbeatAt', renderCell: (row) => <HeartbeatAgeCell row={row} /> },
          {
            name: 'enableFlag',
            valueType: 'select',
            options: flags,
            filterId: 'Enabled',
            renderCell: (row) => <FlagTag flag={row.enableFlag} field="enableFlag" />,
          },
          {
            name: 'publicFlag',
            valueType: 'select',
            options: flags,
            renderCell: (row) => <FlagTag flag={row.publicFlag} field="publicFlag" />,
          },
          { name: 'lupdDttm', valueType: 'dateTime' },
        ]}
        extraColumns={[
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
        ]}
        toolbar={(state) => (
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
        )}
      />
      {batchOpen && <BatchCreateDialog tenants={tenants.choices} onClose={() => setBatchOpen(false)} />}
    </Card>
  );
}

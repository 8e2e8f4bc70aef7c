import { Card, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recycleRecordActions, type RecycleRecordRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FormItem } from '../../platform/crud/FormItem';
import { useListState } from '../../platform/crud/useListState';
import { fetchRecords, RECORDS_KEY } from './api';
import { RECYCLING_LIST_STATE, recordRequest } from './query';
import { itemsColumn, kioskColumn, timeColumn, unbroken } from './columns';
import { RecyclingFilters } from './RecyclingFilters';

/**
 * Screen RecycleRecord: every item recycled at the kiosks in reach, newest first over the last week unless the URL
 * names a period: its material and barcode, count and weight, who recycled it, and what it earned against what the
 * kiosk claimed; exported as XLSX or CSV.
 */
export default function RecycleRecordPage() {
  const { t } = useTranslation(['recycling', 'crud']);
  const [state, setState] = useListState(RECYCLING_LIST_STATE);
  const columns: EntityColumn<RecycleRecordRow>[] = [
    timeColumn(t),
    kioskColumn(t),
    {
      key: 'membershipNo',
      title: t('fields.membershipNo'),
      responsive: ['md'],
      onCell: unbroken,
      render: (_, row) => row.membershipNo ?? <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>,
    },
    {
      key: 'material',
      title: t('fields.material'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Flex vertical>
          <span className="record-material">{row.materialName}</span>
          {row.barcode && <Typography.Text type="secondary">{row.barcode}</Typography.Text>}
        </Flex>
      ),
    },
    itemsColumn(t, (row) => ({ count: row.count, kg: row.weightKg })),
    {
      key: 'earnedPoints',
      title: t('fields.earnedPoints'),
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => (
        <Flex vertical align="end">
          <Typography.Text strong>{row.earnedPoints}</Typography.Text>
          <Typography.Text type="secondary">{t('claimed', { points: row.claimedPoints })}</Typography.Text>
        </Flex>
      ),
    },
  ];
  return (
    <Card id="recycleRecordPage" title={t('recordTitle')}>
      <RecyclingFilters id="record" state={state} onStateChange={setState}>
        <FormItem name="material" label={t('fields.material')}>
          <Input id="recordFilterMaterial" allowClear maxLength={40} style={{ width: 120 }} placeholder="PET" />
        </FormItem>
        <FormItem name="barcode" label={t('fields.barcode')}>
          <Input id="recordFilterBarcode" allowClear maxLength={64} style={{ width: 160 }} />
        </FormItem>
      </RecyclingFilters>
      <EntityTable<RecycleRecordRow>
        id="recordTable"
        listName="recycleRecord"
        queryKey={[...RECORDS_KEY, 'page']}
        fetchPage={(listState) => fetchRecords(recordRequest(listState))}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <ExportButton
            id="recordExport"
            module="recycleRecord"
            action={recycleRecordActions.export}
            filter={() => exportFilter(recordRequest(state))}
          />
        }
      />
    </Card>
  );
}

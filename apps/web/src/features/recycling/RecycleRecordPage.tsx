import { Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recycleRecordActions, type RecycleRecordRow } from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { FormItem } from '../../platform/crud/FormItem';
import { fetchRecords, RECORDS_KEY } from './api';
import { recordRequest } from './query';
import { figureColumn, itemsColumn, kioskColumn, timeColumn, unbroken } from './columns';
import { RecyclingList } from './RecyclingList';

/**
 * Screen RecycleRecord: every item recycled at the kiosks in reach, newest first over the last week unless the URL
 * names a period: its material and barcode, count and weight, who recycled it, and what it earned against what the
 * kiosk claimed; exported as XLSX or CSV.
 */
export default function RecycleRecordPage() {
  const { t } = useTranslation(['recycling', 'crud']);
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
    figureColumn({
      key: 'earnedPoints',
      title: t('fields.earnedPoints'),
      figure: (row) => row.earnedPoints,
      note: (row) => t('claimed', { points: row.claimedPoints }),
    }),
  ];
  return (
    <RecyclingList
      id="record"
      listName="recycleRecord"
      title={t('recordTitle')}
      queryKey={[...RECORDS_KEY, 'page']}
      request={recordRequest}
      fetchPage={fetchRecords}
      exportAction={recycleRecordActions.export}
      columns={columns}
      filters={
        <>
          <FormItem name="material" label={t('fields.material')}>
            <Input id="recordFilterMaterial" allowClear maxLength={40} style={{ width: 120 }} placeholder="PET" />
          </FormItem>
          <FormItem name="barcode" label={t('fields.barcode')}>
            <Input id="recordFilterBarcode" allowClear maxLength={64} style={{ width: 160 }} />
          </FormItem>
        </>
      }
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RejectionBucket, RejectionCountRow, RejectionItem } from '@srd/contract';
import { useDevice } from '../../platform/device';
import { formatDate } from '../../platform/format/date';
import { fetchItems, ITEMS_KEY } from './api';
import { ReasonTag } from './reasons';

const PAGE_SIZE = 20;
const HOUR_MS = 3_600_000;

/** The hour or day of a row as a period: from its start to the moment before the next one. */
function periodOf(row: RejectionCountRow, bucket: RejectionBucket): { from: string; to: string } {
  const start = new Date(row.bucketStart).getTime();
  const length = bucket === 'hour' ? HOUR_MS : 24 * HOUR_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + length - 1).toISOString() };
}

interface RejectionDrawerProps {
  row: RejectionCountRow;
  bucket: RejectionBucket;
  title: string;
  onClose: () => void;
}

/** One kiosk's rejections in one hour or day, newest first, paged. */
export function RejectionDrawer({ row, bucket, title, onClose }: RejectionDrawerProps) {
  const { t } = useTranslation('rejectionAlert');
  const mobile = useDevice() === 'mobile';
  const [page, setPage] = useState(1);
  const period = periodOf(row, bucket);
  const items = useQuery({
    queryKey: [...ITEMS_KEY, row.kioskId, period, page],
    queryFn: () => fetchItems({ kioskId: row.kioskId, ...period, page, pageSize: PAGE_SIZE }),
  });
  return (
    <Drawer id="rejectionDrawer" open onClose={onClose} title={title} size={mobile ? '100%' : 640} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        {t('drawer.summary', { name: row.kioskName, count: row.total })}
      </Typography.Paragraph>
      <Table<RejectionItem>
        id="rejectionItems"
        size="small"
        rowKey="id"
        loading={items.isLoading}
        dataSource={items.data?.rows ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: items.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'at',
            title: t('fields.at'),
            render: (_, item) => formatDate(item.at),
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          },
          { key: 'reason', title: t('fields.reason'), render: (_, item) => <ReasonTag reason={item.reason} /> },
          { key: 'material', title: t('fields.material'), render: (_, item) => item.material ?? '-' },
          {
            key: 'barcode',
            title: t('fields.barcode'),
            responsive: ['sm'],
            render: (_, item) => item.barcode ?? '-',
          },
        ]}
      />
    </Drawer>
  );
}

import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fcmRecycleActions, type FcmRecycleRow } from '@srd/contract';
import type { z } from 'zod';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { kioskColumn, memberColumn, timeColumn, transactionPath, unbroken } from './columns';
import { FCM_KEY, fetchFcm } from './foodApi';
import { fcmRequest } from './foodQuery';
import { RecyclingList } from './RecyclingList';

type Row = z.infer<typeof FcmRecycleRow>;

/**
 * Screen FcmRecycle: the food waste members dropped at the food collection machines in reach, newest first over the
 * last week unless the URL names a period: who, where, how heavy, the points it earned and its transaction.
 */
export default function FcmRecyclePage() {
  const { t } = useTranslation(['foodRecycling', 'recycling', 'crud']);
  const { t: recyclingT } = useTranslation(['recycling', 'crud']);
  const columns: EntityColumn<Row>[] = [
    timeColumn(recyclingT),
    kioskColumn(recyclingT),
    // Under the key its saved column choices know.
    { ...memberColumn(recyclingT), key: 'membershipNo' },
    {
      key: 'weightKg',
      title: t('fields.weight'),
      sorter: true,
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => t('recycling:weight', { kg: row.weightKg }),
    },
    {
      key: 'earnedPoints',
      title: t('recycling:fields.earnedPoints'),
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => <Typography.Text strong>{row.earnedPoints}</Typography.Text>,
    },
    {
      key: 'transactionId',
      title: t('fields.transaction'),
      responsive: ['lg'],
      onCell: unbroken,
      render: (_, row) => <Link to={transactionPath(row)}>#{row.transactionId}</Link>,
    },
  ];
  return (
    <RecyclingList
      id="fcm"
      listName="fcmRecycle"
      title={t('fcmTitle')}
      queryKey={[...FCM_KEY, 'page']}
      request={fcmRequest}
      fetchPage={fetchFcm}
      exportAction={fcmRecycleActions.export}
      columns={columns}
    />
  );
}

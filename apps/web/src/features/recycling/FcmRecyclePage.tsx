import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fcmRecycleActions, type FcmRecycleRow } from '@srd/contract';
import type { z } from 'zod';
import { EntityTable, EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { useListState } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { FCM_KEY, fetchFcm } from './foodApi';
import { KioskLink, MemberLink, transactionPath } from './FoodLinks';
import { fcmRequest } from './foodQuery';
import { RECYCLING_LIST_STATE } from './query';
import { RecyclingFilters } from './RecyclingFilters';

type Row = z.infer<typeof FcmRecycleRow>;
const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/**
 * Screen FcmRecycle: the food waste members dropped at the food collection machines in reach, newest first over the
 * last week unless the URL names a period: who, where, how heavy, the points it earned and its transaction.
 */
export default function FcmRecyclePage() {
  const { t } = useTranslation(['foodRecycling', 'recycling', 'crud']);
  const [state, setState] = useListState(RECYCLING_LIST_STATE);
  const columns: EntityColumn<Row>[] = [
    {
      key: 'tranDttm',
      title: t('recycling:fields.tranDttm'),
      sorter: true,
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => formatDate(row.tranDttm),
    },
    { key: 'kid', title: t('recycling:fields.kid'), responsive: ['md'], render: (_, row) => <KioskLink row={row} /> },
    {
      key: 'membershipNo',
      title: t('recycling:fields.member'),
      responsive: EVERY_SCREEN,
      render: (_, row) => <MemberLink row={row} />,
    },
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
    <Card id="fcmRecyclePage" title={t('fcmTitle')}>
      <RecyclingFilters id="fcm" state={state} onStateChange={setState} />
      <EntityTable<Row>
        id="fcmTable"
        listName="fcmRecycle"
        queryKey={[...FCM_KEY, 'page']}
        fetchPage={(listState) => fetchFcm(fcmRequest(listState))}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <ExportButton
            id="fcmExport"
            module="fcmRecycle"
            action={fcmRecycleActions.export}
            filter={() => exportFilter(fcmRequest(state))}
          />
        }
      />
    </Card>
  );
}

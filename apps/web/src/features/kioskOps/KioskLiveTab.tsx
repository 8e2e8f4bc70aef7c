import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KioskLatestState } from '@srd/contract';
import { formatDate } from '../../platform/format/date';
import { useRelativeTime } from '../../platform/format/useRelativeTime';
import { LiveStatusTag } from '../../platform/kiosk/LiveStatusTag';
import { fetchLive, LIVE_KEY } from './api';
import { AvailabilityPanel } from './AvailabilityPanel';
import { BinBars } from './BinBars';
import { ErrorTexts } from './ErrorTexts';
import { KioskActions } from './KioskActions';

/** How often the live views read the latest state again. */
export const LIVE_REFRESH_SECONDS = 15;

/** A live row as LiveStatusTag reads it: null before the first heartbeat. */
export const liveStateOf = (row: KioskLatestState) =>
  row.state === null ? null : { state: row.state, online: row.online ?? false, manualDown: row.manualDown };

/**
 * The kiosk detail page's "live status" tab: the latest state, each bin's fill, the error codes with
 * their texts, the operations, and availability over the last 7 or 30 days.
 */
export function KioskLiveTab({ kioskId }: { kioskId: number }) {
  const { t } = useTranslation('kioskOps');
  const ago = useRelativeTime();
  const live = useQuery({
    queryKey: [...LIVE_KEY, 'kiosk', kioskId],
    queryFn: async () => (await fetchLive({ kioskId, pageSize: 1 })).rows[0] ?? null,
    refetchInterval: LIVE_REFRESH_SECONDS * 1000,
  });
  const row = live.data;
  if (live.isError) return <Alert type="error" showIcon title={live.error.message} />;
  if (row === undefined) return <Skeleton active />;
  if (row === null) return <Empty />;
  return (
    <Flex vertical gap="middle" id="kioskLiveTab">
      <Card
        size="small"
        title={
          <Flex gap="small" align="center">
            {row.kid} <LiveStatusTag live={liveStateOf(row)} />
          </Flex>
        }
      >
        <div style={{ marginBottom: 12 }}>
          <KioskActions live={row} />
        </div>
        {row.lastHeartbeatAt === null && (
          <Alert type="info" showIcon title={t('live.noState')} style={{ marginBottom: 12 }} />
        )}
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('fields.lastHeartbeat')}>
            {row.lastHeartbeatAt ? `${formatDate(row.lastHeartbeatAt)} (${ago(row.lastHeartbeatAt)})` : t('never')}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.since')}>{formatDate(row.stateSince) || '-'}</Descriptions.Item>
          {row.manualDown && (
            <Descriptions.Item label={t('fields.downReason')}>{row.downReason ?? '-'}</Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Flex gap="middle" wrap>
        <Card size="small" title={t('fields.bins')} style={{ flex: '1 1 320px' }}>
          <BinBars bins={row.bins} />
        </Card>
        <Card size="small" title={t('fields.errors')} style={{ flex: '1 1 320px' }}>
          {row.errors.length === 0 ? (
            <Typography.Text type="secondary">{t('live.noErrors')}</Typography.Text>
          ) : (
            <Flex vertical gap="small">
              {row.errors.map((error) => (
                <ErrorTexts key={error.code} error={error} />
              ))}
            </Flex>
          )}
        </Card>
      </Flex>
      <AvailabilityPanel kioskId={kioskId} />
    </Flex>
  );
}

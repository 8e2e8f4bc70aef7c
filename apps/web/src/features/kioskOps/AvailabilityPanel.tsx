import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Progress, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DowntimeCause } from '@srd/contract';
import { AVAILABILITY_KEY, fetchAvailability } from './api';

const PERIODS = [7, 30] as const;
const CAUSES: DowntimeCause[] = ['fault', 'offline', 'manual', 'full'];

/** Minutes as hours and minutes in the UI language. */
function useDuration(): (minutes: number) => string {
  const { t } = useTranslation('kioskOps');
  return (minutes) =>
    t('availability.duration', { hours: Math.floor(minutes / 60), minutes: Math.round(minutes % 60) });
}

/**
 * The kiosk's availability over the last 7 or 30 days: the share up, technical and capacity downtime,
 * minutes per cause.
 */
export function AvailabilityPanel({ kioskId }: { kioskId: number }) {
  const { t } = useTranslation('kioskOps');
  const duration = useDuration();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const figures = useQuery({
    queryKey: [...AVAILABILITY_KEY, kioskId, days],
    queryFn: async () => {
      // The period ends at the next minute, so the query key stays the same while it is reused.
      const to = dayjs().add(1, 'minute').startOf('minute');
      const [row] = await fetchAvailability(kioskId, to.subtract(days, 'day').toISOString(), to.toISOString());
      return row!;
    },
  });
  const data = figures.data;
  return (
    <Card
      id="kioskAvailability"
      size="small"
      title={t('availability.title')}
      extra={
        <Segmented
          id="kioskAvailabilityPeriod"
          size="small"
          value={days}
          onChange={(value) => setDays(value)}
          options={PERIODS.map((count) => ({ value: count, label: t('availability.days', { count }) }))}
        />
      }
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex gap="large" wrap align="center">
          <Progress
            aria-label={t('availability.title')}
            type="dashboard"
            size={110}
            percent={Math.round(data.upShare * 1000) / 10}
            format={(percent) => `${percent} %`}
            data-up-share={data.upShare}
          />
          <Flex vertical gap="small" style={{ flex: 1, minWidth: 240 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
              <Descriptions.Item label={t('availability.up')}>{duration(data.upMinutes)}</Descriptions.Item>
              <Descriptions.Item label={t('availability.technical')}>
                {duration(data.technicalMinutes)}
              </Descriptions.Item>
              <Descriptions.Item label={t('availability.capacity')}>{duration(data.capacityMinutes)}</Descriptions.Item>
            </Descriptions>
            <Descriptions size="small" column={{ xs: 2, sm: 4 }}>
              {CAUSES.map((cause) => (
                <Descriptions.Item key={cause} label={t(`availability.causes.${cause}`)}>
                  {duration(data.byCause[cause] ?? 0)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}

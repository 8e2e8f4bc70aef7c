import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Grid, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../platform/crud/LoadFailed';
import { formatDate } from '../../platform/format/date';
import { fetchSystemInformation, SYSTEM_INFORMATION_KEY } from './api';
import { BackupsSection } from './BackupsSection';
import {
  ChannelsSection,
  DatabaseSection,
  InstancesSection,
  MemorySection,
  QueueSection,
  ServerSection,
} from './sections';

/** How often the screen reads the figures again by itself. */
const REFRESH_SECONDS = 30;
/** One card a row on a phone, two on a laptop, three on a wide screen. */
const CARD = { xs: 24, lg: 12, xxl: 8 } as const;

/**
 * Screen SystemInformation: what runs where and how it is doing: the server, its memory, the database, the job
 * queue, the outbound channels, the backups and the server instances, read again every 30 s.
 */
export default function SystemInformationPage() {
  const { t } = useTranslation(['systemInformation', 'menu']);
  const info = useQuery({
    queryKey: SYSTEM_INFORMATION_KEY,
    queryFn: fetchSystemInformation,
    refetchInterval: REFRESH_SECONDS * 1000,
  });
  const data = info.data;
  // A phone gives the cards the whole width: the page's own padding would leave them too narrow.
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Card
      id="systemInformationPage"
      title={t('menu:SystemInformation')}
      styles={{ body: phone ? { padding: 12 } : undefined }}
      extra={
        <Button
          id="systemRefresh"
          icon={<ReloadOutlined />}
          loading={info.isFetching}
          onClick={() => void info.refetch()}
        >
          {t('refresh')}
        </Button>
      }
    >
      {data ? (
        <Flex vertical gap="middle">
          <Typography.Text id="systemUpdatedAt" type="secondary">
            {t('autoRefresh', { time: formatDate(info.dataUpdatedAt, 'HH:mm:ss'), seconds: REFRESH_SECONDS })}
          </Typography.Text>
          <Row gutter={phone ? [12, 12] : [16, 16]}>
            <Col {...CARD}>
              <ServerSection info={data} />
            </Col>
            <Col {...CARD}>
              <BackupsSection backups={data.backups} />
            </Col>
            <Col {...CARD}>
              <DatabaseSection database={data.database} />
            </Col>
            <Col {...CARD}>
              <QueueSection queue={data.queue} />
            </Col>
            <Col {...CARD}>
              <MemorySection memory={data.memory} />
            </Col>
            <Col {...CARD}>
              <ChannelsSection channels={data.channels} />
            </Col>
            <Col span={24}>
              <InstancesSection info={data} />
            </Col>
          </Row>
        </Flex>
      ) : info.isError ? (
        <LoadFailed
          id="systemInformationFailed"
          title={t('failed')}
          error={info.error}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}

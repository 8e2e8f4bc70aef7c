import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Flex, Select, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIOSK_LIVE_STATUSES, type KioskLatestState } from '@srd/contract';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { FilterBar } from '../../platform/crud/FilterBar';
import { useKioskTypeLabel, useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { useListState } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { localName } from '../../platform/format/localName';
import { useRelativeTime } from '../../platform/format/useRelativeTime';
import { useDevice } from '../../platform/device';
import { useLang } from '../../platform/i18n';
import { fetchLive, LIVE_KEY } from './api';
import { BinBars } from './BinBars';
import { KioskCommandsTab, KioskHeartbeatsTab } from './KioskTabs';
import { KioskLiveTab, LIVE_REFRESH_SECONDS, liveStateOf } from './KioskLiveTab';
import { liveRequest, OPS_LIST_STATE } from './listQuery';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';
import { LiveStatusTag, useLiveStatusLabel } from '../../platform/kiosk/LiveStatusTag';
import { LIVE_STATUS_STYLE } from '../../platform/kiosk/liveStatus';

const LIST_KEY = [...LIVE_KEY, 'all'];

/**
 * Screen KioskHeartbeats: the latest state of every kiosk in reach, read again every 15 s; a kiosk opens to its
 * live status, heartbeats and commands.
 */
export default function KioskHeartbeatsPage() {
  const { t } = useTranslation(['kioskOps', 'crud']);
  const lang = useLang();
  const [state, setState] = useListState(OPS_LIST_STATE);
  const [opened, setOpened] = useState<KioskLatestState | null>(null);
  const statusLabel = useLiveStatusLabel();
  const typeLabel = useKioskTypeLabel();
  const typeOptions = useKioskTypeOptions();
  const ago = useRelativeTime();
  const mobile = useDevice() === 'mobile';
  // The table reads the same query; this observer polls it and shows its counts.
  const live = useQuery({
    queryKey: [...LIST_KEY, state],
    queryFn: () => fetchLive(liveRequest(state)),
    refetchInterval: LIVE_REFRESH_SECONDS * 1000,
  });
  const columns: EntityColumn<KioskLatestState>[] = [
    { key: 'kid', dataIndex: 'kid', title: t('fields.kid'), sorter: true },
    { key: 'name', title: t('fields.kiosk'), render: (_, row) => localName(row, lang) },
    { key: 'kioskType', title: t('fields.kioskType'), render: (_, row) => typeLabel(row.kioskType) },
    { key: 'status', title: t('fields.status'), render: (_, row) => <LiveStatusTag live={liveStateOf(row)} /> },
    {
      key: 'lastHeartbeatAt',
      title: t('fields.lastHeartbeat'),
      sorter: true,
      render: (_, row) =>
        row.lastHeartbeatAt ? (
          <span title={formatDate(row.lastHeartbeatAt)}>{ago(row.lastHeartbeatAt)}</span>
        ) : (
          t('never')
        ),
    },
    { key: 'bins', title: t('fields.bins'), render: (_, row) => <BinBars bins={row.bins} compact /> },
    {
      key: 'errors',
      title: t('fields.errors'),
      render: (_, row) =>
        row.errors.length
          ? row.errors.map((error) => (
              <Tag key={error.code} color="red" title={error.description ?? undefined}>
                {error.code}
              </Tag>
            ))
          : '-',
    },
    {
      key: 'actions',
      title: '',
      render: (_, row) => (
        <Button size="small" className="kiosk-open" onClick={() => setOpened(row)}>
          {t('showHistory')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      id="kioskHeartbeatsPage"
      title={t('titles.heartbeats')}
      extra={<Typography.Text type="secondary">{t('autoRefresh', { seconds: LIVE_REFRESH_SECONDS })}</Typography.Text>}
    >
      <Flex vertical gap="middle">
        <FilterBar id="heartbeatFilters" state={state} onStateChange={setState}>
          <FormItem name="kids" label={t('fields.kids')}>
            <Select
              id="heartbeatFilterKids"
              mode="tags"
              allowClear
              open={false}
              placeholder={t('kidsHint')}
              style={{ minWidth: 200 }}
              tokenSeparators={[',', ' ']}
            />
          </FormItem>
          <TenantFilter id="heartbeatFilterTenant" label={t('fields.tenant')} />
          <FormItem name="kioskType" label={t('fields.kioskType')}>
            <Select id="heartbeatFilterType" allowClear options={typeOptions} style={{ minWidth: 150 }} />
          </FormItem>
          <FormItem name="liveStatus" label={t('fields.status')}>
            <Select
              id="heartbeatFilterStatus"
              allowClear
              options={KIOSK_LIVE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
              style={{ minWidth: 150 }}
            />
          </FormItem>
        </FilterBar>
        <Flex gap="small" wrap id="heartbeatCounts">
          {KIOSK_LIVE_STATUSES.filter((status) => (live.data?.counts[status] ?? 0) > 0).map((status) => (
            <Tag key={status} color={LIVE_STATUS_STYLE[status].tag} data-count-status={status}>
              {statusLabel(status)}: {live.data!.counts[status]}
            </Tag>
          ))}
          {live.dataUpdatedAt > 0 && (
            <Typography.Text type="secondary">
              {t('updatedAt', { time: formatDate(live.dataUpdatedAt, 'HH:mm:ss') })}
            </Typography.Text>
          )}
        </Flex>
        <EntityTable<KioskLatestState>
          id="heartbeatTable"
          listName="kioskHeartbeats"
          queryKey={LIST_KEY}
          fetchPage={(list) => fetchLive(liveRequest(list))}
          state={state}
          onStateChange={setState}
          columns={columns}
          rowKey="kioskId"
        />
      </Flex>
      <Drawer
        open={opened !== null}
        onClose={() => setOpened(null)}
        size={mobile ? '100%' : 960}
        title={opened ? `${opened.kid} · ${localName(opened, lang)}` : ''}
        destroyOnHidden
      >
        {opened && (
          <Tabs
            id="kioskDrawerTabs"
            items={[
              { key: 'live', label: t('live.title'), children: <KioskLiveTab kioskId={opened.kioskId} /> },
              {
                key: 'heartbeats',
                label: t('tabs.heartbeats'),
                children: <KioskHeartbeatsTab kioskId={opened.kioskId} />,
              },
              { key: 'commands', label: t('tabs.commands'), children: <KioskCommandsTab kioskId={opened.kioskId} /> },
            ]}
          />
        )}
      </Drawer>
    </Card>
  );
}

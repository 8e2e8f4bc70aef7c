import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletEntryRow } from '@srd/contract';
import { EntityTable, EVERY_SCREEN, type EntityColumn, type PageOf } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';
import { useDevice } from '../../platform/device';
import { formatDate } from '../../platform/format/date';
import { Delta, formatAmount, SourceTag, useWalletLabel } from './labels';
import { ReverseButton } from './ReverseButton';

const NONE = '-';
/** On one line; a new object each time: antd adds to the props these give, so each cell gets its own. */
const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;
/** A reason on at most two lines, the whole of it on hover. */
const REASON_WIDTH = { maxWidth: 240 } as const;

interface EntryTableProps {
  id: string;
  listName: string;
  queryKey: readonly unknown[];
  fetchPage: (state: ListState) => Promise<PageOf<WalletEntryRow>>;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  toolbar?: ReactNode;
  /** One member's entries: no member or tenant columns. */
  compact?: boolean;
}

/** Wallet entries, newest first: when, whose, which wallet, the change and the balance after, why, by whom. */
export function EntryTable({ compact = false, ...props }: EntryTableProps) {
  const { t } = useTranslation(['ledger', 'crud']);
  const walletLabel = useWalletLabel();
  const mobile = useDevice() === 'mobile';

  const member: EntityColumn<WalletEntryRow> = {
    key: 'member',
    title: t('fields.member'),
    render: (_, row) => (
      <Flex vertical className="ledger-member">
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {row.membershipNo}
        </Typography.Text>
        <Typography.Text type="secondary">{row.memberName}</Typography.Text>
      </Flex>
    ),
  };
  const columns: EntityColumn<WalletEntryRow>[] = [
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      sorter: true,
      // A phone shows the day and time on two lines.
      render: (_, row) => (
        <span className="ledger-time">
          {mobile ? (
            <Flex vertical>
              <span>{formatDate(row.createdAt, 'YYYY-MM-DD')}</span>
              <Typography.Text type="secondary">{formatDate(row.createdAt, 'HH:mm')}</Typography.Text>
            </Flex>
          ) : (
            formatDate(row.createdAt)
          )}
        </span>
      ),
    },
    ...(compact ? [] : [member]),
    {
      key: 'walletType',
      title: t('fields.walletType'),
      onCell: unbroken,
      render: (_, row) => walletLabel(row.walletType),
    },
    {
      key: 'delta',
      title: t('fields.delta'),
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) =>
        mobile ? (
          <Flex vertical align="flex-end">
            <Delta type={row.walletType} delta={row.delta} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {walletLabel(row.walletType)}
            </Typography.Text>
          </Flex>
        ) : (
          <Delta type={row.walletType} delta={row.delta} />
        ),
    },
    {
      key: 'balanceAfter',
      title: t('fields.balanceAfter'),
      align: 'right',
      onCell: unbroken,
      onHeaderCell: unbroken,
      render: (_, row) => formatAmount(row.walletType, row.balanceAfter),
    },
    {
      key: 'source',
      title: t('fields.source'),
      render: (_, row) => (
        <Flex vertical gap={2} align="flex-start">
          <SourceTag source={row.source} />
          {row.reversesId !== null && (
            <Typography.Text type="secondary" className="ledger-reverses" style={{ whiteSpace: 'nowrap' }}>
              {t('reverses', { id: row.reversesId })}
            </Typography.Text>
          )}
          {row.reversedById !== null && (
            <Typography.Text type="warning" className="ledger-reversed" style={{ whiteSpace: 'nowrap' }}>
              {t('reversed', { id: row.reversedById })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t('fields.reason'),
      render: (_, row) =>
        row.reason ? (
          <Typography.Paragraph
            className="ledger-reason"
            ellipsis={{ rows: 2, tooltip: row.reason }}
            style={{ ...REASON_WIDTH, marginBottom: 0 }}
          >
            {row.reason}
          </Typography.Paragraph>
        ) : (
          NONE
        ),
    },
    {
      key: 'sourceId',
      title: t('fields.sourceId'),
      hiddenByDefault: true,
      render: (_, row) => row.sourceId ?? NONE,
    },
    ...(compact
      ? []
      : [
          {
            key: 'tenant',
            title: t('fields.tenant'),
            hiddenByDefault: true,
            render: (_: unknown, row: WalletEntryRow) => row.tenantName ?? NONE,
          },
        ]),
    {
      key: 'createdByName',
      title: t('fields.createdByName'),
      onCell: unbroken,
      render: (_, row) => row.createdByName ?? NONE,
    },
    {
      key: 'actions',
      title: t('crud:entity.actions'),
      onCell: unbroken,
      render: (_, row) => <ReverseButton entry={row} />,
    },
  ];
  return <EntityTable<WalletEntryRow> {...props} columns={columns} rowKey="id" />;
}

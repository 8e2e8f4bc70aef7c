import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Grid, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPLETION_STATES,
  REVIEW_STATES,
  transactionListActions,
  type ReviewState,
  type TransactionRow,
} from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import type { EntityColumn } from '../../platform/crud/EntityTable';
import { FormItem } from '../../platform/crud/FormItem';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { awaitedConfirm } from '../../platform/popconfirm';
import { fetchTransactions, reviewTransaction, TRANSACTIONS_KEY } from './api';
import { transactionRequest } from './query';
import { figureColumn, itemsColumn, kioskColumn, memberColumn, NONE, timeColumn, unbroken } from './columns';
import { RecyclingList } from './RecyclingList';

const STATE_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'error', 4: 'warning' };
const REVIEW_COLORS: Record<ReviewState, string> = { waiting: 'warning', approved: 'success', rejected: 'error' };

/** Approve or reject a transaction waiting for approval, after a confirmation. */
function ReviewButtons({ row }: { row: TransactionRow }) {
  const { t } = useTranslation(['recycling', 'crud']);
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: (decision: 'approved' | 'rejected') => reviewTransaction(row.id, { decision }),
    onSuccess: (reviewed) => {
      feedback.message.success(t(reviewed.review === 'approved' ? 'approvedMessage' : 'rejectedMessage'));
      void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
    },
  });
  const button = (decision: 'approved' | 'rejected') => (
    <Popconfirm
      title={t(decision === 'approved' ? 'approveConfirm' : 'rejectConfirm')}
      description={decision === 'approved' ? t('approveHint', { points: row.earnedPoints }) : t('rejectHint')}
      okText={t(decision === 'approved' ? 'approve' : 'reject')}
      cancelText={t('crud:confirm.cancel')}
      okButtonProps={{ className: `transaction-${decision}-confirm`, danger: decision === 'rejected' }}
      onConfirm={awaitedConfirm(() => review.mutateAsync(decision))}
    >
      <Button
        size="small"
        className={`transaction-${decision}`}
        danger={decision === 'rejected'}
        icon={decision === 'approved' ? <CheckOutlined /> : <CloseOutlined />}
        loading={review.isPending && review.variables === decision}
      >
        {t(decision === 'approved' ? 'approve' : 'reject')}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size={4}>
      {button('approved')}
      {button('rejected')}
    </Space>
  );
}

/**
 * Screen TransactionList: every recycle transaction of the kiosks in reach, newest first over the last week unless the
 * URL names a period: who recycled (or anonymous), what the kiosk claimed and what the tenant's rules gave, and the
 * approval of those that need it; exported as XLSX or CSV.
 */
export default function TransactionListPage() {
  const { t } = useTranslation(['recycling', 'crud']);
  const can = useCan();
  const mayReview = can(transactionListActions.review);
  const stateLabel = (status: number) => t(`states.${status}` as 'states.1');
  // A phone has room for the time, the member and the points: the state and the approval go under the points.
  const phone = !Grid.useBreakpoint().sm;
  const review = (row: TransactionRow) =>
    row.review === null ? (
      NONE
    ) : (
      <Flex vertical align="start" gap={4}>
        <Tag color={REVIEW_COLORS[row.review]} className="transaction-review">
          {t(`reviews.${row.review}`)}
        </Tag>
        {row.review === 'waiting' && mayReview && <ReviewButtons row={row} />}
        {row.reviewedByName && (
          <Typography.Text type="secondary">
            {t('reviewedBy', { name: row.reviewedByName, time: formatDate(row.reviewedAt!) })}
          </Typography.Text>
        )}
      </Flex>
    );

  const columns: EntityColumn<TransactionRow>[] = [
    timeColumn(t),
    kioskColumn(t),
    memberColumn(t),
    {
      key: 'status',
      title: t('fields.status'),
      responsive: ['sm'],
      onCell: unbroken,
      render: (_, row) => (
        <Flex vertical align="start" gap={4}>
          <Tag color={STATE_COLORS[row.status]}>{stateLabel(row.status)}</Tag>
          {row.paymentMode !== null && (
            <Typography.Text type="secondary">
              {t(`paymentModes.${row.paymentMode}` as 'paymentModes.1')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    itemsColumn(t, (row) => ({ count: row.totalCount, kg: row.totalWeightKg }), ['md']),
    {
      ...figureColumn({
        key: 'earnedPoints',
        title: t('fields.earnedPoints'),
        sorter: true,
        figure: (row) => row.earnedPoints,
        note: (row) => t('claimed', { points: row.claimedPoints }),
        className: 'transaction-earned',
        under: (row) =>
          phone && (
            <Flex vertical align="end" gap={4}>
              <Tag color={STATE_COLORS[row.status]}>{stateLabel(row.status)}</Tag>
              {row.review !== null && review(row)}
            </Flex>
          ),
      }),
      // On a phone the claim may wrap under the figure, so the column fits.
      ...(phone ? { onCell: undefined } : {}),
    },
    {
      key: 'rebateAmount',
      title: t('fields.rebateAmount'),
      align: 'right',
      responsive: ['md'],
      onCell: unbroken,
      render: (_, row) => (row.rebateAmount > 0 ? row.rebateAmount.toFixed(2) : NONE),
    },
    {
      key: 'review',
      title: t('fields.review'),
      responsive: ['sm'],
      onCell: unbroken,
      render: (_, row) => review(row),
    },
  ];

  return (
    <RecyclingList
      id="transaction"
      listName="transactionList"
      title={t('title')}
      queryKey={[...TRANSACTIONS_KEY, 'page']}
      request={transactionRequest}
      fetchPage={fetchTransactions}
      exportAction={transactionListActions.export}
      columns={columns}
      filters={
        <>
          <FormItem name="status" label={t('fields.status')}>
            <Select
              id="transactionFilterStatus"
              allowClear
              options={COMPLETION_STATES.map((value) => ({ value, label: stateLabel(value) }))}
              style={{ minWidth: 130 }}
            />
          </FormItem>
          <FormItem name="review" label={t('fields.review')}>
            <Select
              id="transactionFilterReview"
              allowClear
              options={REVIEW_STATES.map((value) => ({ value, label: t(`reviews.${value}`) }))}
              style={{ minWidth: 150 }}
            />
          </FormItem>
        </>
      }
    />
  );
}

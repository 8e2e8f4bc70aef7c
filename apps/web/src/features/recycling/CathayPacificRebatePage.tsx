import { Flex, Input, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cathayPacificRebateActions,
  MILES_CONVERSION_STATUSES,
  type MilesConversionRow,
  type MilesConversionStatus,
} from '@srd/contract';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportableList } from '../../platform/crud/ExportableList';
import { FormItem } from '../../platform/crud/FormItem';
import { formatDate } from '../../platform/format/date';
import { CONVERSIONS_KEY, fetchConversions } from './api';
import { memberColumn, unbroken } from './columns';
import { ConvertButton } from './MilesConvertDialog';
import { MilesTermsCard } from './MilesTermsCard';
import { conversionRequest, rangeOf, RECYCLING_LIST_STATE } from './query';

const STATUS_COLORS: Record<MilesConversionStatus, string> = {
  pending: 'processing',
  credited: 'success',
  refused: 'error',
};

/**
 * Screen CathayPacificRebate: the tenant's miles terms (MilesTermsCard) and members' points converted to Asia Miles,
 * newest first over the last week unless the URL names a period: who, to which Asia Miles number, points and miles,
 * and what Asia Miles answered; exported as XLSX or CSV; "Convert points" converts a member's.
 */
export default function CathayPacificRebatePage() {
  const { t } = useTranslation(['recycling', 'crud']);
  const statusLabel = (status: MilesConversionStatus) => t(`miles.statuses.${status}`);
  const columns: EntityColumn<MilesConversionRow>[] = [
    {
      key: 'createdAt',
      title: t('fields.tranDttm'),
      sorter: true,
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => formatDate(row.createdAt),
    },
    memberColumn(t),
    {
      key: 'accountNo',
      title: t('miles.accountNo'),
      responsive: ['md'],
      onCell: unbroken,
      render: (_, row) => (
        <Flex vertical>
          <span>{row.accountNo}</span>
          <Typography.Text type="secondary">{row.tenantName ?? '-'}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'points',
      title: t('miles.points'),
      sorter: true,
      align: 'right',
      responsive: EVERY_SCREEN,
      onCell: unbroken,
      render: (_, row) => (
        <Flex vertical align="end">
          <Typography.Text strong>{row.points}</Typography.Text>
          <Typography.Text type="secondary">{t('miles.miles', { count: row.miles })}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      responsive: EVERY_SCREEN,
      render: (_, row) => (
        <Flex vertical align="start" gap={4}>
          <Tag color={STATUS_COLORS[row.status]} className="conversion-status">
            {statusLabel(row.status)}
          </Tag>
          {(row.partnerReference ?? row.refusalReason) && (
            <Typography.Text type="secondary">{row.partnerReference ?? row.refusalReason}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'createdByName',
      title: t('miles.by'),
      responsive: ['lg'],
      onCell: unbroken,
      render: (_, row) => row.createdByName ?? '-',
    },
  ];
  return (
    <ExportableList<MilesConversionRow, ReturnType<typeof conversionRequest>>
      id="conversion"
      listName="cathayPacificRebate"
      title={t('miles.title')}
      namespace="recycling"
      listState={RECYCLING_LIST_STATE}
      period={rangeOf}
      queryKey={[...CONVERSIONS_KEY, 'page']}
      request={conversionRequest}
      fetchPage={fetchConversions}
      exportAction={cathayPacificRebateActions.export}
      columns={columns}
      rowKey="id"
      header={(filters) => <MilesTermsCard tid={typeof filters.tid === 'number' ? filters.tid : undefined} />}
      actions={<ConvertButton />}
      filters={
        <>
          <FormItem name="membershipNo" label={t('fields.membershipNo')}>
            <Input id="conversionFilterMember" allowClear maxLength={40} style={{ width: 150 }} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select
              id="conversionFilterStatus"
              allowClear
              options={MILES_CONVERSION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
              style={{ minWidth: 160 }}
            />
          </FormItem>
        </>
      }
    />
  );
}

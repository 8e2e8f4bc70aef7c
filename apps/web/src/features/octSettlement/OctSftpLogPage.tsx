import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Grid, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OCT_SFTP_DIRECTIONS,
  OCT_SFTP_STATUSES,
  OctSftpLogPageRequest,
  octSftpLogActions,
  type OctSftpLogRow,
  type OctSftpStatus,
} from '@srd/contract';
import { EVERY_SCREEN } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { fetchSftpLogs, fetchSftpTypeOptions, SFTP_LOG_KEY, SFTP_TYPE_OPTIONS_KEY } from './api';
import { sftpLogRequest } from './query';

const NONE = '-';
const STATUS_COLOURS: Record<OctSftpStatus, string> = { done: 'green', failed: 'red', skipped: 'default' };
const unbroken = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
};
/** Left for wider screens, whatever columns the reader chose. */
const WIDE: typeof EVERY_SCREEN = ['md'];

/**
 * Screen OctSftpLog: every file sent to or fetched from the Octopus operator (and every failed attempt), newest first,
 * with its size, SHA-256, lines, total and the error in the reader's language; by kind, direction, status, tenant,
 * file name and day; exported as XLSX or CSV.
 */
export default function OctSftpLogPage() {
  const { t } = useTranslation(['octSettlement', 'menu']);
  const types = useQuery({ queryKey: SFTP_TYPE_OPTIONS_KEY, queryFn: fetchSftpTypeOptions });
  // A phone shows when, which file and how it went: the time on two lines, the error under the file name.
  const phone = !Grid.useBreakpoint().md;
  const error = (row: OctSftpLogRow) => row.error && <Typography.Text type="danger">{row.error}</Typography.Text>;
  return (
    <Card id="octSftpLogPage" title={t('menu:OctSftpLog')}>
      <FieldList<OctSftpLogRow>
        id="octSftpLog"
        namespace="octSettlement"
        listName="octSftpLog"
        pageRequest={OctSftpLogPageRequest}
        queryKey={SFTP_LOG_KEY}
        fetchPage={(state) => fetchSftpLogs(sftpLogRequest(state))}
        rowKey="id"
        fields={[
          {
            name: 'startedAt',
            valueType: 'dateTime',
            columnProps: { responsive: EVERY_SCREEN, ...(phone ? {} : unbroken) },
          },
          {
            name: 'typeId',
            valueType: 'select',
            options: types.data ?? [],
            renderCell: (row) => row.typeName,
            columnProps: { responsive: WIDE },
          },
          {
            name: 'fileName',
            renderCell: (row) =>
              phone ? (
                <Flex vertical>
                  <span style={{ wordBreak: 'break-all' }}>{row.fileName ?? NONE}</span>
                  {error(row)}
                </Flex>
              ) : (
                (row.fileName ?? NONE)
              ),
            columnProps: { responsive: EVERY_SCREEN },
          },
          {
            name: 'direction',
            valueType: 'select',
            options: OCT_SFTP_DIRECTIONS.map((direction) => ({
              value: direction,
              label: t(`directions.${direction}`),
            })),
            hiddenByDefault: true,
            columnProps: { responsive: WIDE, ...unbroken },
          },
          { name: 'tid', valueType: 'tenant', renderCell: (row) => row.tenantName ?? NONE },
          { name: 'sizeBytes', renderCell: (row) => row.sizeBytes ?? NONE, columnProps: { align: 'right' } },
          { name: 'lineCount', renderCell: (row) => row.lineCount ?? NONE, columnProps: { align: 'right' } },
          {
            name: 'totalAmount',
            renderCell: (row) => (row.totalAmount === null ? NONE : row.totalAmount.toFixed(2)),
            columnProps: { align: 'right', ...unbroken },
          },
          {
            name: 'status',
            valueType: 'select',
            options: OCT_SFTP_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            renderCell: (row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`statuses.${row.status}`)}</Tag>,
            columnProps: { responsive: EVERY_SCREEN, ...unbroken },
          },
          {
            name: 'error',
            renderCell: (row) => error(row) || NONE,
            columnProps: { responsive: WIDE, onCell: () => ({ style: { minWidth: 180 } }) },
          },
          {
            name: 'sha256',
            hiddenByDefault: true,
            columnProps: { responsive: WIDE },
            renderCell: (row) =>
              row.sha256 ? (
                <Typography.Text code copyable={{ text: row.sha256 }}>
                  {row.sha256.slice(0, 12)}…
                </Typography.Text>
              ) : (
                NONE
              ),
          },
          {
            name: 'finishedAt',
            valueType: 'dateTime',
            hiddenByDefault: true,
            columnProps: { responsive: WIDE, ...unbroken },
          },
          { name: 'range', valueType: 'dateRange', hideInTable: true },
        ]}
        toolbar={(state) => (
          <ExportButton
            id="octSftpLogExport"
            module="octSftpLog"
            action={octSftpLogActions.export}
            filter={() => exportFilter(sftpLogRequest(state))}
          />
        )}
      />
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OctEventLogPageRequest, octEventLogActions, type OctEventLogRow } from '@srd/contract';
import { EVERY_SCREEN } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { EVENT_LOG_KEY, EVENT_TYPE_OPTIONS_KEY, fetchEventLogs, fetchEventTypeOptions } from './api';
import { eventLogRequest } from './query';

const NONE = '-';
const MEMBER_DETAIL_PATH = '/members/memberDetail';
const unbroken = { onCell: () => ({ style: { whiteSpace: 'nowrap' } }) };

/**
 * Screen OctEventLog: the card events the Octopus operator reported (a blocked, lost or replaced card), newest first,
 * with the card, its member (a link to MemberDetail) and the file that told; by type, tenant, card and day; exported.
 */
export default function OctEventLogPage() {
  const { t } = useTranslation(['octSettlement', 'menu']);
  const types = useQuery({ queryKey: EVENT_TYPE_OPTIONS_KEY, queryFn: fetchEventTypeOptions });
  return (
    <Card id="octEventLogPage" title={t('menu:OctEventLog')}>
      <FieldList<OctEventLogRow>
        id="octEventLog"
        namespace="octSettlement"
        listName="octEventLog"
        pageRequest={OctEventLogPageRequest}
        queryKey={EVENT_LOG_KEY}
        fetchPage={(state) => fetchEventLogs(eventLogRequest(state))}
        rowKey="id"
        fields={[
          { name: 'at', valueType: 'dateTime', columnProps: { responsive: EVERY_SCREEN, ...unbroken } },
          {
            name: 'eventTypeId',
            valueType: 'select',
            options: types.data ?? [],
            renderCell: (row) => row.eventName,
            columnProps: { responsive: EVERY_SCREEN },
          },
          { name: 'cardNo', columnProps: unbroken },
          {
            name: 'memberId',
            hideInSearch: true,
            renderCell: (row) =>
              row.memberId === null ? (
                NONE
              ) : (
                <Flex vertical>
                  <Link to={`${MEMBER_DETAIL_PATH}?id=${row.memberId}`}>{row.memberName}</Link>
                  <Typography.Text type="secondary">{row.membershipNo}</Typography.Text>
                </Flex>
              ),
            columnProps: { responsive: EVERY_SCREEN },
          },
          { name: 'tid', valueType: 'tenant', renderCell: (row) => row.tenantName ?? NONE },
          { name: 'fileName', renderCell: (row) => row.fileName ?? NONE, columnProps: { responsive: ['md'] } },
          { name: 'detail', renderCell: (row) => row.detail ?? NONE, columnProps: { responsive: ['lg'] } },
          { name: 'range', valueType: 'dateRange', hideInTable: true },
        ]}
        toolbar={(state) => (
          <ExportButton
            id="octEventLogExport"
            module="octEventLog"
            action={octEventLogActions.export}
            filter={() => exportFilter(eventLogRequest(state))}
          />
        )}
      />
    </Card>
  );
}

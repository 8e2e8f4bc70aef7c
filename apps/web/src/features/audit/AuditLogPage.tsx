import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysAuditLogActions, type AuditLogEntry } from '@srd/contract';
import { AuditChanges, useFieldLabel } from '../../platform/crud/AuditChanges';
import { AUDIT_LOG_KEY, fetchAuditPage } from '../../platform/crud/auditLog';
import { EntityTable, type EntityColumn } from '../../platform/crud/EntityTable';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { useListState } from '../../platform/crud/useListState';
import { formatDate } from '../../platform/format/date';
import { AuditFilters } from './AuditFilters';
import { AUDIT_LIST_STATE, auditRequest } from './auditQuery';
import { FIELD_NAMESPACE, RESOURCE_TYPES } from './resourceTypes';

const typeName = (id: number) => RESOURCE_TYPES.find((type) => type.id === id)?.name;

/** Screen AuditLog: every change of every module; a row opens to its field diff. */
export default function AuditLogPage() {
  const { t } = useTranslation(['audit', 'crud']);
  const [state, setState] = useListState(AUDIT_LIST_STATE);
  const fieldLabel = useFieldLabel();
  const columns: EntityColumn<AuditLogEntry>[] = [
    { key: 'createdAt', title: t('crud:audit.time'), sorter: true, render: (_, entry) => formatDate(entry.createdAt) },
    { key: 'userName', title: t('crud:audit.user'), render: (_, entry) => entry.userName ?? '-' },
    {
      key: 'resTypeId',
      title: t('resourceType'),
      render: (_, entry) => {
        const name = typeName(entry.resTypeId);
        return name ? t(`resourceTypes.${name}` as never) : entry.resTypeId;
      },
    },
    { key: 'recordId', dataIndex: 'recordId', title: t('recordId') },
    {
      key: 'action',
      title: t('crud:audit.action'),
      render: (_, entry) => (
        <>
          {t(`crud:audit.actions.${entry.action}` as never, { defaultValue: entry.action })}
          {entry.clientReported && <Tag style={{ marginInlineStart: 8 }}>{t('clientReported')}</Tag>}
        </>
      ),
    },
    {
      key: 'fields',
      title: t('crud:audit.changes'),
      render: (_, entry) =>
        entry.columns.map((column) => fieldLabel(column.name, FIELD_NAMESPACE[entry.resTypeId])).join(', '),
    },
  ];
  return (
    <Card id="auditLogPage" title={t('title')}>
      <AuditFilters state={state} onStateChange={setState} />
      <EntityTable<AuditLogEntry>
        id="auditTable"
        listName="auditLog"
        queryKey={AUDIT_LOG_KEY}
        fetchPage={(list) => fetchAuditPage(auditRequest(list))}
        state={state}
        onStateChange={setState}
        columns={columns}
        rowKey="id"
        toolbar={
          <ExportButton
            id="auditExport"
            module="auditLog"
            action={sysAuditLogActions.export}
            filter={() => exportFilter(auditRequest(state))}
          />
        }
        expandable={{
          expandedRowRender: (entry) => (
            <AuditChanges columns={entry.columns} namespace={FIELD_NAMESPACE[entry.resTypeId]} />
          ),
          rowExpandable: (entry) => entry.columns.length > 0,
        }}
      />
    </Card>
  );
}

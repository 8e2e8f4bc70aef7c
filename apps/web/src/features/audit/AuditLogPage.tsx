import { AutoComplete, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditLogPageRequest, SERVER_AUDIT_ACTIONS, sysAuditLogActions, type AuditLogEntry } from '@srd/contract';
import { AuditChanges, useFieldLabel } from '../../platform/crud/AuditChanges';
import { AUDIT_LOG_KEY, fetchAuditPage } from '../../platform/crud/auditLog';
import { ExportButton } from '../../platform/crud/ExportButton';
import { exportFilter } from '../../platform/crud/exportFile';
import { FieldList } from '../../platform/crud/FieldList';
import { FormItem } from '../../platform/crud/FormItem';
import { auditRequest } from './auditQuery';
import { FIELD_NAMESPACE, RESOURCE_TYPES } from './resourceTypes';

/** Screen AuditLog: every change of every module; a row opens to its field diff. */
export default function AuditLogPage() {
  const { t } = useTranslation(['audit', 'crud']);
  const fieldLabel = useFieldLabel();
  const types = RESOURCE_TYPES.map(({ name, id }) => ({ value: id, label: t(`resourceTypes.${name}` as never) }));
  const actions = SERVER_AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(`crud:audit.actions.${action}` as never),
  }));
  return (
    <Card id="auditLogPage" title={t('title')}>
      <FieldList<AuditLogEntry>
        id="audit"
        namespace="audit"
        listName="auditLog"
        pageRequest={AuditLogPageRequest}
        queryKey={AUDIT_LOG_KEY}
        fetchPage={(list) => fetchAuditPage(auditRequest(list))}
        rowKey="id"
        fields={[
          { name: 'createdAt', valueType: 'dateTime', label: 'crud:audit.time' },
          {
            name: 'userName',
            label: 'crud:audit.user',
            filterId: 'User',
            renderCell: (entry) => entry.userName ?? '-',
          },
          { name: 'resTypeId', valueType: 'select', options: types, label: 'resourceType', filterId: 'Type' },
          { name: 'recordId', label: 'recordId', filterId: 'Record' },
          {
            name: 'action',
            label: 'crud:audit.action',
            renderCell: (entry) => (
              <>
                {t(`crud:audit.actions.${entry.action}` as never, { defaultValue: entry.action })}
                {entry.clientReported && <Tag style={{ marginInlineStart: 8 }}>{t('clientReported')}</Tag>}
              </>
            ),
            // A known action to choose, or any other typed.
            renderFilter: ({ id, label }) => (
              <FormItem name="action" label={label}>
                <AutoComplete id={id} allowClear options={actions} style={{ minWidth: 140 }} />
              </FormItem>
            ),
          },
          {
            name: 'columns',
            columnKey: 'fields',
            label: 'crud:audit.changes',
            renderCell: (entry) =>
              entry.columns.map((column) => fieldLabel(column.name, FIELD_NAMESPACE[entry.resTypeId])).join(', '),
          },
          { name: 'range', valueType: 'dateRange', label: 'range', hideInTable: true },
        ]}
        toolbar={(state) => (
          <ExportButton
            id="auditExport"
            module="auditLog"
            action={sysAuditLogActions.export}
            filter={() => exportFilter(auditRequest(state))}
          />
        )}
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

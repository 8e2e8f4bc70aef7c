import { DEFAULT_PAGE_SIZE, type AuditLogEntry } from '@srd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format/date';
import { AuditChanges, type ValueLabel } from './AuditChanges';
import { AUDIT_LOG_KEY, fetchAuditPage } from './auditLog';
import { EntityTable, type EntityColumn } from './EntityTable';
import type { ListState } from './listState';

interface HistoryTabProps {
  resTypeId: number;
  recordId: number | string;
  /** The screen's namespace, whose `fields.<name>` texts name the changed fields. */
  namespace: string;
  /** Words for stored values the texts cannot name (levels, types). */
  valueLabel?: ValueLabel;
}

/** A record's audit entries, newest first: who changed which fields when. */
export function HistoryTab({ resTypeId, recordId, namespace, valueLabel }: HistoryTabProps) {
  const { t } = useTranslation('crud');
  // The detail page's URL holds the record, not this list: its paging stays here.
  const [state, setState] = useState<ListState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  const columns: EntityColumn<AuditLogEntry>[] = [
    { key: 'createdAt', title: t('audit.time'), render: (_, entry) => formatDate(entry.createdAt) },
    { key: 'userName', title: t('audit.user'), render: (_, entry) => entry.userName ?? '-' },
    {
      key: 'action',
      title: t('audit.action'),
      render: (_, entry) => t(`audit.actions.${entry.action}` as never, { defaultValue: entry.action }),
    },
    {
      key: 'columns',
      title: t('audit.changes'),
      render: (_, entry) => (
        <AuditChanges columns={entry.columns} namespace={namespace} valueLabel={valueLabel} action={entry.action} />
      ),
    },
  ];
  return (
    <EntityTable<AuditLogEntry>
      id="historyTable"
      queryKey={[...AUDIT_LOG_KEY, resTypeId, String(recordId)]}
      fetchPage={({ page, pageSize }) =>
        fetchAuditPage({
          page,
          pageSize,
          resTypeId,
          recordId: String(recordId),
          sort: { field: 'createdAt', order: 'descend' },
        })
      }
      state={state}
      onStateChange={setState}
      columns={columns}
      rowKey="id"
    />
  );
}

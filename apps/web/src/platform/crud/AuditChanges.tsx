import { ArrowRightOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { AuditColumn } from '@srd/contract';
import { useTranslation } from 'react-i18next';

const EMPTY = '∅';

interface AuditChangesProps {
  columns: AuditColumn[];
  /** The namespace whose `fields.<name>` texts label the fields; the field's own name otherwise. */
  namespace?: string;
  /** Words for a field's stored values (a level's name for its number); undefined keeps the value. */
  valueLabel?: ValueLabel;
  /** The entry's action: a creation has no old side, a deletion no new one, whatever null would mean. */
  action?: string;
}

/** A field's stored value (null: empty) as words, or undefined to show the value itself. */
export type ValueLabel = (field: string, value: string | null) => string | undefined;

/** A changed field's name in the UI language: `fields.<name>` of `namespace`, else the name itself. */
export function useFieldLabel(): (name: string, namespace?: string) => string {
  const { t } = useTranslation('crud');
  // Field names come from the server: not checkable against the typed texts.
  return (name, namespace) => (namespace ? t(`fields.${name}` as never, { ns: namespace, defaultValue: name }) : name);
}

/** An audit entry's changed fields as `field: old -> new`, labels (enums, references) before raw values. */
export function AuditChanges({ columns, namespace, valueLabel, action }: AuditChangesProps) {
  const { t } = useTranslation('crud');
  const fieldLabel = useFieldLabel();
  // Labels the server writes as words (status: enabled, disabled) have texts; names of references show as they are.
  const value = (field: string, label: string | null | undefined, raw: string | null, absent: boolean) => {
    if (absent) return EMPTY;
    if (label) return t(`audit.labels.${label}` as never, { defaultValue: label }) as string;
    return valueLabel?.(field, raw) ?? (raw === null || raw === '' ? EMPTY : raw);
  };
  return (
    <Flex vertical gap={2} className="audit-changes">
      {columns.map((column) => (
        <div key={column.name} className="audit-change" data-field={column.name}>
          <Typography.Text strong>{fieldLabel(column.name, namespace)}</Typography.Text>
          {': '}
          <Typography.Text type="secondary" delete className="audit-old">
            {value(column.name, column.oldLabel, column.oldValue, action === 'create')}
          </Typography.Text>{' '}
          <ArrowRightOutlined />{' '}
          <Typography.Text className="audit-new">
            {value(column.name, column.newLabel, column.newValue, action === 'delete')}
          </Typography.Text>
        </div>
      ))}
    </Flex>
  );
}

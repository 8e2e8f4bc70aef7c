import { CheckOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { localName, type Lang } from '@srd/contract';
import { formatDate } from '../format/date';
import { useLang } from '../i18n';
import type { EntityColumn } from './EntityTable';
import { flatOptions, localizedNames, type FieldSpec } from './fieldSpec';
import { sortableFields } from './schemaFacts';
import { useEntityText } from './simpleEntity';
import { StatusTag } from './StatusTag';
import { ON_OFF_STATUS } from './statusTags';

type Values = Record<string, unknown>;

/** A cell's content as the field's value type shows it. */
function cellOf<Row>(field: FieldSpec<Row>, row: Row, lang: Lang): React.ReactNode {
  if (field.renderCell) return field.renderCell(row, lang);
  const values = row as Values;
  const value = values[field.name];
  switch (field.valueType) {
    case 'localizedText': {
      const [name, nameCht, nameChs] = localizedNames(field.name).map((key) => {
        const text = values[key];
        return typeof text === 'string' ? text : '';
      });
      return localName({ name, nameCht, nameChs }, lang);
    }
    case 'status':
      return <StatusTag status={Number(value)} palette={field.palette ?? ON_OFF_STATUS} />;
    case 'select':
      return flatOptions(field.options).find((option) => option.value === value)?.label ?? (value as React.ReactNode);
    case 'tenant':
      // Rows carry their tenant's names.
      return 'tenantName' in values
        ? localName(
            {
              name: String(values.tenantName),
              nameCht: String(values.tenantNameCht),
              nameChs: String(values.tenantNameChs),
            },
            lang,
          )
        : (value as React.ReactNode);
    case 'dateTime':
      return value ? formatDate(value as string) : null;
    case 'switch':
      return value ? <CheckOutlined /> : null;
    default:
      return value as React.ReactNode;
  }
}

/**
 * The list's columns from the field declaration: titles from `fields.<name>`, sortable exactly where the
 * page request's `sort.field` lets the server sort.
 */
export function useFieldColumns<Row>(
  fields: readonly FieldSpec<Row>[],
  namespace: string,
  pageRequest: z.ZodObject | undefined,
): EntityColumn<Row>[] {
  const text = useEntityText(namespace);
  const lang = useLang();
  const sortable = pageRequest ? sortableFields(pageRequest) : [];
  return fields
    .filter((field) => !field.hideInTable)
    .map((field) => ({
      key: field.columnKey ?? field.name,
      title: text(field.columnTitle ?? field.label ?? `fields.${field.columnKey ?? field.name}`),
      ...(sortable.includes(field.columnKey ?? field.name) ? { sorter: true } : {}),
      ...(field.ellipsis ? { ellipsis: true } : {}),
      ...(field.hiddenByDefault ? { hiddenByDefault: true } : {}),
      ...(field.valueType === 'digit' ? { align: 'right' as const } : {}),
      render: (_: unknown, row: Row) => cellOf(field, row, lang),
      ...field.columnProps,
    }));
}

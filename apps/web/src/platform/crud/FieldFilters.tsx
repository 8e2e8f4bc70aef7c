import { DatePicker, Input, Select } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { i18n } from '../i18n';
import { TenantFilter } from '../resources/TenantFilter';
import { capitalized, type FieldSpec } from './fieldSpec';
import { FormItem } from './FormItem';
import { filterNames, filterSchema, hasDateRange, limitsOf, RANGE_FILTER } from './schemaFacts';
import { useEntityText } from './simpleEntity';
import { ON_OFF_STATUS } from './statusTags';
import { useStatusOptions } from './useStatusOptions';

interface FieldFiltersProps<Row> {
  /** The screen's id: the filters are `#<id>Filter<Name>`. */
  id: string;
  namespace: string;
  fields: readonly FieldSpec<Row>[];
  pageRequest: z.ZodObject;
  /** What the filters' ids start with, where not `<id>Filter` (the admin list's are #filterKeyword…). */
  idPrefix?: string;
}

/**
 * The filter fields of a list, one per filter the page request declares, in its order: `keyword` (its
 * hint `keywordHint` in the namespace when there is one), then each field the declaration describes.
 */
export function FieldFilters<Row>({
  id,
  namespace,
  fields,
  pageRequest,
  idPrefix = `${id}Filter`,
}: FieldFiltersProps<Row>) {
  const { t } = useTranslation('crud');
  const text = useEntityText(namespace);
  return filterNames(pageRequest).map((name) => {
    const limits = limitsOf(filterSchema(pageRequest, name));
    if (name === 'keyword') {
      const hint = i18n.exists(`${namespace}:keywordHint`) ? text('keywordHint') : undefined;
      return (
        <FormItem key={name} name={name} label={t('filter.keyword')}>
          <Input id={`${idPrefix}Keyword`} allowClear placeholder={hint} maxLength={limits.maxLength} />
        </FormItem>
      );
    }
    if (name === 'to' && hasDateRange(pageRequest)) return null;
    if (name === 'from' && hasDateRange(pageRequest)) {
      // One picker for both ends of the period; the screen's request turns its days into from and to.
      const range = fields.find((candidate) => candidate.valueType === 'dateRange' && !candidate.hideInSearch);
      return (
        range && (
          <FormItem key={RANGE_FILTER} name={RANGE_FILTER} label={text(range.label ?? `fields.${range.name}`)}>
            <DatePicker.RangePicker id={`${idPrefix}Range`} />
          </FormItem>
        )
      );
    }
    const field = fields.find((candidate) => candidate.name === name && !candidate.hideInSearch);
    if (!field) return null;
    const controlId = `${idPrefix}${field.filterId ?? (field.valueType === 'tenant' ? 'Tenant' : capitalized(name))}`;
    const label = text(field.label ?? `fields.${name}`);
    const tooltip = field.filterTooltip && text(field.filterTooltip);
    if (field.renderFilter)
      return <Fragment key={name}>{field.renderFilter({ id: controlId, label, limits })}</Fragment>;
    switch (field.valueType) {
      case 'tenant':
        return <TenantFilter key={name} id={controlId} label={label} />;
      case 'status':
        return (
          <FormItem key={name} name={name} label={label}>
            <StatusFilter id={controlId} field={field} />
          </FormItem>
        );
      case 'select':
        return (
          <FormItem key={name} name={name} label={label} tooltip={tooltip}>
            <Select
              id={controlId}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={field.options?.filter((option) => 'options' in option || option.value !== null)}
              style={{ minWidth: 150 }}
            />
          </FormItem>
        );
      default:
        return (
          <FormItem key={name} name={name} label={label}>
            <Input id={controlId} allowClear maxLength={limits.maxLength} />
          </FormItem>
        );
    }
  });
}

/** A status filter: the palette's statuses in the UI language. */
function StatusFilter<Row>({ field, ...props }: { id: string; field: FieldSpec<Row> }) {
  const statuses = useStatusOptions(field.palette ?? ON_OFF_STATUS);
  return <Select {...props} allowClear options={statuses} style={{ minWidth: 120 }} />;
}

import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useFieldColumns } from './fieldColumns';
import { FieldFilters } from './FieldFilters';
import type { FieldSpec } from './fieldSpec';
import { FilterBar } from './FilterBar';
import { EntityTable, type EntityColumn, type EntityTableProps } from './EntityTable';
import type { ListState } from './listState';
import { filterNames, hasDateRange, listStateOf } from './schemaFacts';
import { rangeFromForm, rangeToForm } from './dateRangeFilter';
import { useListState, type ListStateOptions } from './useListState';

interface FieldListProps<Row extends object> {
  /** Prefix of the ids: `role` gives #roleFilters, #roleFilter<Name>, #roleTable. */
  id: string;
  namespace: string;
  fields: readonly FieldSpec<Row>[];
  /** The contract's list request: sortable fields, filters, how the URL keeps them. */
  pageRequest: z.ZodObject;
  queryKey: readonly unknown[];
  fetchPage: EntityTableProps<Row>['fetchPage'];
  rowKey: keyof Row & string;
  listName?: string;
  /** Columns after the declared ones (row actions). */
  extraColumns?: EntityColumn<Row>[];
  /** Buttons above the list; given the list state (an export of the current filter). */
  toolbar?: (state: ListState) => ReactNode;
  expandable?: EntityTableProps<Row>['expandable'];
  /** What the filters' ids start with, where not `<id>Filter`. */
  filterIdPrefix?: string;
  /** Between the filters and the list (a message about the last upload). */
  beforeTable?: ReactNode;
  /** Where the page request's types do not say how the URL keeps a filter. */
  listState?: ListStateOptions;
}

/**
 * A list screen's body from a field declaration: the filters the page request declares and the server-paged,
 * server-sorted table, its state in the URL. For lists whose records are not edited in the kit's dialog
 * (their own screens, or none: logs).
 */
export function FieldList<Row extends object>(props: FieldListProps<Row>) {
  const { id, namespace, fields, pageRequest, extraColumns = [], toolbar, listState } = props;
  const [state, setState] = useListState(listState ?? listStateOf(pageRequest));
  const columns = useFieldColumns(fields, namespace, pageRequest);
  return (
    <>
      {filterNames(pageRequest).length > 0 && (
        <FilterBar
          id={`${id}Filters`}
          state={state}
          onStateChange={setState}
          {...(hasDateRange(pageRequest) ? { toForm: rangeToForm, fromForm: rangeFromForm } : {})}
        >
          <FieldFilters
            id={id}
            namespace={namespace}
            fields={fields}
            pageRequest={pageRequest}
            idPrefix={props.filterIdPrefix}
          />
        </FilterBar>
      )}
      {props.beforeTable}
      <EntityTable<Row>
        id={`${id}Table`}
        listName={props.listName}
        queryKey={props.queryKey}
        fetchPage={props.fetchPage}
        state={state}
        onStateChange={setState}
        columns={[...columns, ...extraColumns]}
        rowKey={props.rowKey}
        toolbar={toolbar?.(state)}
        expandable={props.expandable}
      />
    </>
  );
}

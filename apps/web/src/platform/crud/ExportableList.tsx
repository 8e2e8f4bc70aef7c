import { Card, DatePicker, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import type { ActionRef, ExportModule } from '@srd/contract';
import { TenantFilter } from '../resources/TenantFilter';
import { rangeFromForm, rangeToForm } from './dateRangeFilter';
import { EntityTable, type EntityColumn, type PageOf } from './EntityTable';
import { ExportButton } from './ExportButton';
import { exportFilter } from './exportFile';
import { FilterBar } from './FilterBar';
import { FormItem } from './FormItem';
import type { Filters, ListState } from './listState';
import { RANGE_FILTER } from './schemaFacts';
import { useEntityText } from './simpleEntity';
import { useListState, type ListStateOptions } from './useListState';

/** A list's page request: its filters with the page, the page size and the sort, which its export leaves out. */
export type PageRequest = { page?: unknown; pageSize?: unknown; sort?: unknown };

export interface ExportableListProps<T extends object, R extends PageRequest> {
  /** What the elements' ids start with: `{id}Filters`, `{id}FilterTenant`, `{id}FilterRange`, `{id}Table`... */
  id: string;
  /** The screen's card is `#{listName}Page`; its saved columns and its export go by this name too. */
  listName: ExportModule;
  title: string;
  /** The namespace whose `fields.tenant` and `fields.range` label those two filters. */
  namespace: string;
  /** How the URL keeps the filters (the period's two days among its lists). */
  listState: ListStateOptions;
  /** The URL's period, or the one the list covers when the URL names none; `request` must cover the same. */
  period: (filters: Filters) => [string, string];
  queryKey: readonly unknown[];
  /** The page request of a list state (the URL): what the list fetches and, without its paging, exports. */
  request: (state: ListState) => R;
  fetchPage: (request: R) => Promise<PageOf<T>>;
  exportAction: ActionRef;
  columns: EntityColumn<T>[];
  rowKey: keyof T & string;
  /** The list's own filters, between the tenant and the period. */
  filters?: ReactNode;
  /** What the screen shows above its filters, following them (such as the chosen tenant's settings). */
  header?: (filters: Filters) => ReactNode;
  /** Buttons beside the export. */
  actions?: ReactNode;
}

/**
 * A list screen with its state in the URL: the tenant filter, the list's own, the period (last), the server-paged
 * list, and the export of what the filters match.
 */
export function ExportableList<T extends object, R extends PageRequest>(props: ExportableListProps<T, R>) {
  const { id, request, period } = props;
  const text = useEntityText(props.namespace);
  const [state, setState] = useListState(props.listState);
  return (
    <Card id={`${props.listName}Page`} title={props.title}>
      <Flex vertical gap="middle">
        {props.header?.(state.filters)}
        <FilterBar
          id={`${id}Filters`}
          state={state}
          onStateChange={setState}
          toForm={(filters) => rangeToForm({ ...filters, [RANGE_FILTER]: period(filters) })}
          fromForm={rangeFromForm}
        >
          <TenantFilter id={`${id}FilterTenant`} label={text('fields.tenant')} />
          {props.filters}
          {/* At most as wide as the filters: a phone puts its label above it rather than past the card's edge. */}
          <FormItem name={RANGE_FILTER} label={text('fields.range')} style={{ maxWidth: '100%' }}>
            <DatePicker.RangePicker id={`${id}FilterRange`} allowClear={false} />
          </FormItem>
        </FilterBar>
        <EntityTable<T>
          id={`${id}Table`}
          listName={props.listName}
          queryKey={props.queryKey}
          fetchPage={(listState) => props.fetchPage(request(listState))}
          state={state}
          onStateChange={setState}
          columns={props.columns}
          rowKey={props.rowKey}
          toolbar={
            <Space wrap>
              {props.actions}
              <ExportButton
                id={`${id}Export`}
                module={props.listName}
                action={props.exportAction}
                filter={() => exportFilter(request(state))}
              />
            </Space>
          }
        />
      </Flex>
    </Card>
  );
}

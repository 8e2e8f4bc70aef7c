import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, type TableColumnType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@srd/contract';
import { ColumnPicker } from './ColumnPicker';
import { LoadFailed } from './LoadFailed';
import type { ListState } from './listState';
import type { ListStateUpdate } from './useListState';
import { useColumnPreference } from './useColumnPreference';

export interface PageOf<T> {
  rows: T[];
  total: number;
  estimated: boolean;
}

/**
 * A column of an entity list; `key` names it in the URL's sort and in the saved column choice. `hiddenByDefault`:
 * left out until the user picks it (a list too wide for a laptop keeps its secondary columns there).
 */
export type EntityColumn<T> = TableColumnType<T> & { key: string; title: string; hiddenByDefault?: boolean };

export interface EntityTableProps<T> {
  id: string;
  /** Query key prefix, e.g. `['userManage', 'page']`; the list state is appended. */
  queryKey: readonly unknown[];
  fetchPage: (state: ListState) => Promise<PageOf<T>>;
  state: ListState;
  onStateChange: (update: ListStateUpdate) => void;
  columns: EntityColumn<T>[];
  rowKey: keyof T & string;
  /** Saves the visible columns under this name (column picker); none: every column always shows. */
  listName?: string;
  toolbar?: ReactNode;
  expandable?: TableProps<T>['expandable'];
}

/** Shown on a phone by default: the first columns (code and name by convention) and the last one (row actions). */
const PHONE_LEADING_COLUMNS = 2;

/**
 * A column's `responsive` for "on every screen, phones included": antd shows a column when any breakpoint
 * it lists matches, and `xs` matches only below 576 px while `sm` matches from 576 px up.
 */
export const EVERY_SCREEN: NonNullable<TableColumnType<unknown>['responsive']> = ['xs', 'sm'];

const UNBROKEN = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * On a phone a list keeps its key columns and leaves the others for wider screens (the record's page shows
 * them all); a column that states its own `responsive` breakpoints keeps them. The first column, the
 * record's code, is never broken across lines (RVM-0001 is one word) while the others wrap.
 */
function layoutColumns<T>(columns: EntityColumn<T>[]): EntityColumn<T>[] {
  return columns.map((column, index) => {
    if (index === 0) return { onCell: () => UNBROKEN, ...column };
    return index < PHONE_LEADING_COLUMNS || index === columns.length - 1 || column.responsive
      ? column
      : { ...column, responsive: ['md'] };
  });
}

/** A server-paged, server-sorted list; loading, empty and failed states included. */
export function EntityTable<T extends object>(props: EntityTableProps<T>) {
  const { id, queryKey, fetchPage, state, onStateChange, columns, rowKey, listName, toolbar, expandable } = props;
  const { t } = useTranslation('crud');
  const page = useQuery({
    queryKey: [...queryKey, state],
    queryFn: () => fetchPage(state),
    placeholderData: keepPreviousData,
  });
  const [visible, saveVisible] = useColumnPreference(listName, columns);

  const shown = layoutColumns(
    columns
      .filter((column) => visible.includes(column.key))
      .map(({ hiddenByDefault: _, ...column }) =>
        column.sorter ? { ...column, sortOrder: state.sort?.field === column.key ? state.sort.order : null } : column,
      ),
  );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = single?.order as SortOrder | undefined;
    const sort = order && single?.columnKey ? { field: String(single.columnKey), order } : undefined;
    onStateChange((current) => {
      const sortChanged = sort?.field !== current.sort?.field || sort?.order !== current.sort?.order;
      const pageSize = pagination.pageSize ?? current.pageSize;
      return {
        ...current,
        sort,
        pageSize,
        page: sortChanged || pageSize !== current.pageSize ? 1 : (pagination.current ?? 1),
      };
    });
  };

  const { total = 0, estimated = false } = page.data ?? {};
  return (
    <Flex vertical gap="small" id={id}>
      <Flex justify="flex-end" gap="small" wrap>
        {toolbar}
        <Button
          id={`${id}Reload`}
          icon={<ReloadOutlined />}
          onClick={() => void page.refetch()}
          aria-label={t('table.reload')}
        />
        {listName && <ColumnPicker id={`${id}Columns`} columns={columns} visible={visible} onSave={saveVisible} />}
      </Flex>
      {page.isError && <LoadFailed error={page.error} onRetry={() => void page.refetch()} />}
      <Table<T>
        rowKey={(row) => row[rowKey] as Key}
        columns={shown}
        dataSource={page.data?.rows}
        loading={page.isFetching}
        expandable={expandable}
        // As wide as its container, wrapping text before it scrolls sideways: no column hides behind the row actions.
        tableLayout="auto"
        // Compact cells: a 1,280 px screen shows ten columns whole.
        size="middle"
        scroll={{ x: true }}
        onChange={onChange}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total,
          showSizeChanger: true,
          showTotal: (count) => t(estimated ? 'table.totalAbout' : 'table.total', { count }),
        }}
      />
    </Flex>
  );
}

import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTAINER_TYPES, DEFAULT_PAGE_SIZE, type ContainerReturnRow } from '@srd/contract';
import { DAY_FORMAT } from '../../platform/crud/dateRangeFilter';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { listStateToParams, type Filters } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { formatDate } from '../../platform/format/date';
import { useLang } from '../../platform/i18n';

/** The recycling lists' column builders: the same time, kiosk, member and items cells on every list, and its links. */

export const NONE = '-';
/** On one line; a new object each time: antd adds to the props these give, so each cell gets its own. */
export const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/** Where a row's links lead: the member, the kiosk, the container and the transactions of that visit. */
const MEMBER_DETAIL_PATH = '/members/memberDetail';
const KIOSK_PATH = '/configuration/kiosk/kiosk';
const CONTAINER_LIST_PATH = '/configuration/kiosk/foodContainer';
const TRANSACTION_LIST_PATH = '/transactions/transactionList';

/** TransactionList narrowed to the kiosk, the member and the day of a transaction, where it is listed. */
export function transactionPath(row: { kid: string; membershipNo: string | null; tranDttm: string }): string {
  const day = dayjs(row.tranDttm).format(DAY_FORMAT);
  const filters: Filters = { kid: row.kid, [RANGE_FILTER]: [day, day] };
  if (row.membershipNo) filters.membershipNo = row.membershipNo;
  return `${TRANSACTION_LIST_PATH}?${listStateToParams({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters })}`;
}

/** The day and the hour, each whole: a phone puts the hour under the day rather than scroll the list sideways. */
function TimeCell({ time }: { time: string }) {
  return (
    <span style={{ whiteSpace: 'normal' }}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(time, DAY_FORMAT)}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(time, 'HH:mm:ss')}</span>
    </span>
  );
}

type RecyclingT = TFunction<['recycling', 'crud']>;
type FoodRecyclingT = TFunction<['foodRecycling', 'recycling', 'crud']>;

/** When it happened, sortable, on every screen. */
export function timeColumn<T extends { tranDttm: string }>(t: RecyclingT): EntityColumn<T> {
  return {
    key: 'tranDttm',
    title: t('fields.tranDttm'),
    sorter: true,
    responsive: EVERY_SCREEN,
    onCell: unbroken,
    render: (_, row) => <TimeCell time={row.tranDttm} />,
  };
}

/** The kiosk's KID (a link to the kiosk when its id is known) over its tenant; wide screens only. */
export function kioskColumn<T extends { kid: string; tenantName: string | null; kioskId?: number }>(
  t: RecyclingT,
): EntityColumn<T> {
  return {
    key: 'kid',
    title: t('fields.kid'),
    // A phone keeps the time, the member and what was earned.
    responsive: ['md'],
    render: (_, row) => (
      <Flex vertical>
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {row.kioskId === undefined ? row.kid : <Link to={`${KIOSK_PATH}?id=${row.kioskId}`}>{row.kid}</Link>}
        </Typography.Text>
        <Typography.Text type="secondary">{row.tenantName ?? NONE}</Typography.Text>
      </Flex>
    ),
  };
}

/** The member's name (a link to MemberDetail) over the membership number, or "Anonymous"; every screen by default. */
export function memberColumn<
  T extends { memberId: number | null; memberName: string | null; membershipNo: string | null },
>(t: RecyclingT, responsive: EntityColumn<T>['responsive'] = EVERY_SCREEN): EntityColumn<T> {
  return {
    key: 'member',
    title: t('fields.member'),
    responsive,
    onCell: () => ({ style: { minWidth: 110 } }),
    render: (_, row) =>
      row.memberId === null ? (
        <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>
      ) : (
        <Flex vertical>
          <Link to={`${MEMBER_DETAIL_PATH}?id=${row.memberId}`} className="recycling-member">
            {row.memberName}
          </Link>
          <Typography.Text type="secondary">{row.membershipNo}</Typography.Text>
        </Flex>
      ),
  };
}

/** How many items over their weight, right-aligned. */
export function itemsColumn<T>(
  t: RecyclingT,
  amounts: (row: T) => { count: number; kg: number },
  responsive: EntityColumn<T>['responsive'] = undefined,
): EntityColumn<T> {
  return {
    key: 'items',
    title: t('fields.items'),
    align: 'right',
    responsive,
    onCell: unbroken,
    render: (_, row) => {
      const { count, kg } = amounts(row);
      return (
        <Flex vertical align="end">
          <span>{t('itemCount', { count })}</span>
          <Typography.Text type="secondary">{t('weight', { kg })}</Typography.Text>
        </Flex>
      );
    },
  };
}

/** The container's code (a link to the container list) over its type in the reader's language. */
function ContainerCell({ row }: { row: ContainerReturnRow }) {
  const lang = useLang();
  const type = CONTAINER_TYPES.find((spec) => spec.code === row.containerType);
  const code = row.containerCode;
  return (
    <Flex vertical>
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>
        {row.containerId === null ? (
          code
        ) : (
          <Link to={`${CONTAINER_LIST_PATH}?${new URLSearchParams({ keyword: code })}`}>{code}</Link>
        )}
      </Typography.Text>
      {type && <Typography.Text type="secondary">{type.names[lang]}</Typography.Text>}
    </Flex>
  );
}

/** A figure in bold over a secondary line, right-aligned, on every screen: what a row earned over what was claimed. */
export function figureColumn<T>(column: {
  key: string;
  title: string;
  sorter?: boolean;
  figure: (row: T) => ReactNode;
  note: (row: T) => ReactNode;
  /** Marks the figure (journeys look for it). */
  className?: string;
  /** What else the cell shows under the note (what a phone has no column for). */
  under?: (row: T) => ReactNode;
}): EntityColumn<T> {
  const { figure, note, className, under, ...header } = column;
  return {
    ...header,
    align: 'right',
    responsive: EVERY_SCREEN,
    onCell: unbroken,
    render: (_, row) => (
      <Flex vertical align="end">
        <Typography.Text strong className={className}>
          {figure(row)}
        </Typography.Text>
        <Typography.Text type="secondary">{note(row)}</Typography.Text>
        {under?.(row)}
      </Flex>
    ),
  };
}

/** When a container came back, sortable, on every screen. */
export function returnedAtColumn(t: FoodRecyclingT): EntityColumn<ContainerReturnRow> {
  return {
    key: 'returnedAt',
    title: t('fields.returnedAt'),
    sorter: true,
    responsive: EVERY_SCREEN,
    onCell: unbroken,
    render: (_, row) => <TimeCell time={row.returnedAt} />,
  };
}

/** The returned container, on the screens of `responsive`. */
export function containerColumn(
  t: FoodRecyclingT,
  responsive: EntityColumn<ContainerReturnRow>['responsive'],
): EntityColumn<ContainerReturnRow> {
  return {
    key: 'containerCode',
    title: t('fields.container'),
    responsive,
    render: (_, row) => <ContainerCell row={row} />,
  };
}

import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EVERY_SCREEN, type EntityColumn } from '../../platform/crud/EntityTable';
import { formatDate } from '../../platform/format/date';

/** The recycling lists' column builders: the same time, kiosk, member and items cells on every list. */

export const NONE = '-';
/** On one line; a new object each time: antd adds to the props these give, so each cell gets its own. */
export const unbroken = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

const MEMBER_DETAIL_PATH = '/members/memberDetail';
const KIOSK_PATH = '/configuration/kiosk/kiosk';

type RecyclingT = TFunction<['recycling', 'crud']>;

/** When it happened, sortable, on every screen. */
export function timeColumn<T extends { tranDttm: string }>(t: RecyclingT): EntityColumn<T> {
  return {
    key: 'tranDttm',
    title: t('fields.tranDttm'),
    sorter: true,
    responsive: EVERY_SCREEN,
    onCell: unbroken,
    render: (_, row) => formatDate(row.tranDttm),
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

/** The member's name (a link to MemberDetail) over the membership number, or "Anonymous". */
export function memberColumn<
  T extends { memberId: number | null; memberName: string | null; membershipNo: string | null },
>(t: RecyclingT): EntityColumn<T> {
  return {
    key: 'member',
    title: t('fields.member'),
    responsive: EVERY_SCREEN,
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

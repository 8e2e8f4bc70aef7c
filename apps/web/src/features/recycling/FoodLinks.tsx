import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@srd/contract';
import dayjs from 'dayjs';
import { DAY_FORMAT } from '../../platform/crud/dateRangeFilter';
import { listStateToParams, type Filters } from '../../platform/crud/listState';
import { RANGE_FILTER } from '../../platform/crud/schemaFacts';
import { CONTAINER_LIST_PATH, KIOSK_PATH, MEMBER_DETAIL_PATH, TRANSACTION_LIST_PATH } from './foodApi';

/** The member a row names, linked to their screen; "Anonymous" when none. */
export function MemberLink({
  row,
}: {
  row: { memberId: number | null; membershipNo: string | null; memberName: string | null };
}) {
  const { t } = useTranslation('recycling');
  if (row.memberId === null) return <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>;
  return (
    <Flex vertical>
      <Link to={`${MEMBER_DETAIL_PATH}?id=${row.memberId}`} style={{ whiteSpace: 'nowrap' }}>
        {row.membershipNo}
      </Link>
      <Typography.Text type="secondary">{row.memberName}</Typography.Text>
    </Flex>
  );
}

/** The kiosk a row names, linked to its screen, over its tenant. */
export function KioskLink({ row }: { row: { kioskId: number; kid: string; tenantName: string | null } }) {
  return (
    <Flex vertical>
      <Link to={`${KIOSK_PATH}?id=${row.kioskId}`} style={{ whiteSpace: 'nowrap' }}>
        {row.kid}
      </Link>
      <Typography.Text type="secondary">{row.tenantName ?? '-'}</Typography.Text>
    </Flex>
  );
}

/** The container list filtered to the code. */
export const containerPath = (code: string) => `${CONTAINER_LIST_PATH}?${new URLSearchParams({ keyword: code })}`;

/** TransactionList narrowed to the kiosk, the member and the day of a transaction, where it is listed. */
export function transactionPath(row: { kid: string; membershipNo: string | null; tranDttm: string }) {
  const day = dayjs(row.tranDttm).format(DAY_FORMAT);
  const filters: Filters = { kid: row.kid, [RANGE_FILTER]: [day, day] };
  if (row.membershipNo) filters.membershipNo = row.membershipNo;
  return `${TRANSACTION_LIST_PATH}?${listStateToParams({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters })}`;
}

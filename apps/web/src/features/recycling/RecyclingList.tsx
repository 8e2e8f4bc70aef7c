import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportableList, type ExportableListProps, type PageRequest } from '../../platform/crud/ExportableList';
import { FormItem } from '../../platform/crud/FormItem';
import { rangeOf, RECYCLING_LIST_STATE } from './query';

/** What one recycling list declares; its elements' ids start with `id`: #transactionFilterKid, #transactionTable... */
export type RecyclingListProps<T extends { id: number }, R extends PageRequest> = Omit<
  ExportableListProps<T, R>,
  'namespace' | 'listState' | 'period' | 'rowKey'
>;

/**
 * A recycling list: newest first over the last week unless the URL names a period, filtered by tenant, kiosk and
 * membership number besides its own filters, exported as XLSX or CSV.
 */
export function RecyclingList<T extends { id: number }, R extends PageRequest>({
  filters,
  ...list
}: RecyclingListProps<T, R>) {
  const { t } = useTranslation('recycling');
  return (
    <ExportableList<T, R>
      {...list}
      namespace="recycling"
      listState={RECYCLING_LIST_STATE}
      period={rangeOf}
      rowKey="id"
      filters={
        <>
          <FormItem name="kid" label={t('fields.kid')}>
            <Input id={`${list.id}FilterKid`} allowClear maxLength={64} style={{ width: 140 }} />
          </FormItem>
          <FormItem name="membershipNo" label={t('fields.membershipNo')}>
            <Input id={`${list.id}FilterMember`} allowClear maxLength={40} style={{ width: 150 }} />
          </FormItem>
          {filters}
        </>
      }
    />
  );
}

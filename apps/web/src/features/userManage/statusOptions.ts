import { useTranslation } from 'react-i18next';
import { UserStatus } from '@srd/contract';
import { USER_STATUS } from '../../platform/crud/statusTags';

/** The admin statuses as select options, in the UI language. */
export function useStatusOptions(): { value: number; label: string }[] {
  const { t } = useTranslation('crud');
  return Object.values(UserStatus).map((status) => ({
    value: status,
    label: t(`status.${USER_STATUS[status]!.text}` as never),
  }));
}

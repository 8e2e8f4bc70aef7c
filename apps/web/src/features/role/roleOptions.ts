import { useTranslation } from 'react-i18next';
import { RoleType } from '@srd/contract';
import { USER_STATUS, type StatusPalette } from '../../platform/crud/statusTags';

/** A role is 0 disabled or 1 active. */
export const ROLE_STATUS: StatusPalette = { 0: USER_STATUS[0]!, 1: USER_STATUS[1]! };

export function useRoleStatusOptions(): { value: number; label: string }[] {
  const { t } = useTranslation('crud');
  return [1, 0].map((status) => ({ value: status, label: t(`status.${ROLE_STATUS[status]!.text}` as never) }));
}

export function useRoleTypeOptions(): { value: RoleType; label: string }[] {
  const { t } = useTranslation('role');
  return RoleType.options.map((type) => ({ value: type, label: t(`types.${type}`) }));
}

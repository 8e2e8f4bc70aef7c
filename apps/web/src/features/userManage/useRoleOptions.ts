import { useQuery } from '@tanstack/react-query';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { fetchRoleOptions } from './api';

/** The role choices of the admin screens, named in the UI language. */
export function useRoleOptions(): { value: number; label: string }[] {
  const lang = useLang();
  const { data = [] } = useQuery({ queryKey: ['role', 'options'], queryFn: fetchRoleOptions, staleTime: 60_000 });
  return data.map((role) => ({
    value: role.id,
    label: localName({ name: role.resName, nameCht: role.resNameCht, nameChs: role.resNameChs }, lang),
  }));
}

import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useLang } from '../../platform/i18n';
import { fetchShortNames } from './api';

type ShortNameSelectProps = Omit<SelectProps<string>, 'options'> & { base: '/merchant' | '/merchantShop' };

/** SPEC 7: the short-name filter, offering the list's short names in the UI language (first 200, each once). */
export function ShortNameSelect({ base, ...props }: ShortNameSelectProps) {
  const lang = useLang();
  const { data } = useQuery({
    queryKey: [base.slice(1), 'shortNames', lang],
    queryFn: () => fetchShortNames(base),
    staleTime: 60_000,
  });
  return (
    <Select<string>
      allowClear
      showSearch
      options={(data ?? []).map((name) => ({ value: name, label: name }))}
      {...props}
    />
  );
}

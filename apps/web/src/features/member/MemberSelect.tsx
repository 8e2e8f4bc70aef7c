import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberApi } from './api';

interface MemberSelectProps {
  id: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The member shown before any search (the edited card's). */
  current?: { id: number; label: string };
  /** Only that tenant's members. */
  tid?: number;
  disabled?: boolean;
}

/** A member found by the start of their membership number, or by name. */
export function MemberSelect({ id, value, onChange, current, tid, disabled }: MemberSelectProps) {
  const { t } = useTranslation('memberCard');
  const [search, setSearch] = useState('');
  const text = search.trim();
  const found = useQuery({
    queryKey: ['member', 'search', text, tid],
    queryFn: async () => {
      const base = { page: 1, pageSize: 20 };
      const scope: Record<string, number> = tid === undefined ? {} : { tid };
      const [byNo, byName] = await Promise.all([
        memberApi.page({ ...base, filters: { membershipNo: text, ...scope } }),
        memberApi.page({ ...base, filters: { name: text, ...scope } }),
      ]);
      const seen = new Set<number>();
      return [...byNo.rows, ...byName.rows].filter((row) => !seen.has(row.id) && seen.add(row.id));
    },
    enabled: text.length > 0,
    staleTime: 10_000,
  });
  const options = (found.data ?? []).map((row) => ({ value: row.id, label: `${row.membershipNo} ${row.name}` }));
  if (current && !options.some((option) => option.value === current.id))
    options.unshift({ value: current.id, label: current.label });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      options={options}
      loading={found.isFetching}
      placeholder={t('memberSearch')}
      notFoundContent={text ? t('noMemberFound') : null}
      disabled={disabled}
    />
  );
}

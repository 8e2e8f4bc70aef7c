import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { KioskOption } from '@srd/contract';
import { request } from '../api';
import { useLang } from '../i18n';
import { localName } from '../format/localName';

/**
 * The kiosks a picker offers, from the caller's reach: `base` is the calling screen's domain (`/kioskGroup`,
 * `/kioskSchedule`, ...).
 */
function fetchKioskOptions(base: string, filter: { tid?: number; kioskType?: number } = {}): Promise<KioskOption[]> {
  const query = new URLSearchParams(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return request('GET', `${base}/kioskOptions${query.size ? `?${query}` : ''}`);
}

interface KioskSelectProps {
  id?: string;
  /** The screen's domain whose `kioskOptions` call lists the kiosks. */
  base: string;
  filter?: { tid?: number; kioskType?: number };
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
}

const label = (option: KioskOption, lang: Parameters<typeof localName>[1]) =>
  `${option.resNo} · ${localName(option, lang)}`;

/** A kiosk picker over the caller's reach, labelled "KID · name", searchable by either. */
export function KioskSelect({
  id,
  base,
  filter = {},
  multiple,
  disabled,
  placeholder,
  value,
  onChange,
}: KioskSelectProps) {
  const lang = useLang();
  const { data = [], isFetching } = useQuery({
    queryKey: [base.slice(1), 'kioskOptions', filter],
    queryFn: () => fetchKioskOptions(base, filter),
    enabled: !disabled,
    staleTime: 30_000,
  });
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      disabled={disabled}
      loading={isFetching}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      options={data.map((option) => ({ value: option.id, label: label(option, lang) }))}
      value={value ?? (multiple ? [] : null)}
      onChange={(next) => onChange?.(next ?? null)}
      maxTagCount="responsive"
    />
  );
}

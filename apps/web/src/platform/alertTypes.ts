import { useQuery } from '@tanstack/react-query';
import type { AlertTypeOption } from '@srd/contract';
import { request } from './api';
import { useLang } from './i18n';

/**
 * `GET /alertType/getSelectList`: every alarm type by code, named in the UI language; under the catalogue screen's
 * query key, so saving a type there refreshes it.
 */
export function useAlertTypeOptions(): AlertTypeOption[] | undefined {
  const lang = useLang();
  const { data } = useQuery({
    queryKey: ['alertType', 'options', lang],
    queryFn: () => request<AlertTypeOption[]>('GET', '/alertType/getSelectList'),
  });
  return data;
}

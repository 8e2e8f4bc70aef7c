import { useQuery } from '@tanstack/react-query';
import type { MappingResourceTypeName, ResourceOption } from '@srd/contract';
import { request } from '../api';

const NONE: never[] = [];

/**
 * The resources of a type the caller reaches (their scope and their admin mapping grants): one cached
 * list per type, however many selects and list rows ask for it. Empty while loading, and for no type.
 * Under the admin screens' query key (`userManage`), which their saves refresh.
 */
export function useResourceOptions(type: MappingResourceTypeName | null): ResourceOption[] {
  const { data } = useQuery({
    queryKey: ['userManage', 'resourceOptions', type],
    queryFn: () => request<ResourceOption[]>('GET', `/userManage/getResourceByType/${type}`),
    enabled: type !== null,
    staleTime: 60_000,
  });
  return data ?? NONE;
}

import { useQuery } from '@tanstack/react-query';
import type { MappingResourceTypeName, ResourceOption, UserOption } from '@srd/contract';
import { fetchMappableAdmins, fetchMappableResources, MAPPING_KEY } from './api';

const NONE: never[] = [];

/** The resources of a type the caller may grant: one cached list per type. Empty while loading, and for no type. */
export function useMappableResources(type: MappingResourceTypeName | null): ResourceOption[] {
  const { data } = useQuery({
    queryKey: [...MAPPING_KEY, 'resources', type],
    queryFn: () => fetchMappableResources(type!),
    enabled: type !== null,
    staleTime: 60_000,
  });
  return data ?? NONE;
}

/** The admins whose access the caller may change. */
export function useMappableAdmins(): { users: UserOption[]; loading: boolean } {
  const { data, isLoading } = useQuery({
    queryKey: [...MAPPING_KEY, 'admins'],
    queryFn: fetchMappableAdmins,
    staleTime: 60_000,
  });
  return { users: data ?? NONE, loading: isLoading };
}

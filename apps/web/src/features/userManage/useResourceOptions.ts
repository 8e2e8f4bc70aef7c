import { useQuery } from '@tanstack/react-query';
import type { MappingResourceTypeName, ResourceOption, UserOption } from '@srd/contract';
import { ADMIN_KEY, fetchResourceOptions, fetchUserOptions } from './api';

const NONE: never[] = [];

/**
 * The resources of a type the caller reaches: one cached list per type, however many selects and
 * list rows ask for it. Empty while loading, and for no type.
 */
export function useResourceOptions(type: MappingResourceTypeName | null): ResourceOption[] {
  const { data } = useQuery({
    queryKey: [...ADMIN_KEY, 'resourceOptions', type],
    queryFn: () => fetchResourceOptions(type!),
    enabled: type !== null,
    staleTime: 60_000,
  });
  return data ?? NONE;
}

/** The admins of the caller's scope. */
export function useUserOptions(): { users: UserOption[]; loading: boolean } {
  const { data, isLoading } = useQuery({ queryKey: [...ADMIN_KEY, 'userOptions'], queryFn: fetchUserOptions, staleTime: 60_000 });
  return { users: data ?? NONE, loading: isLoading };
}

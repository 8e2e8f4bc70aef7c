import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { columnPreferenceKey, fetchColumnPreference, saveColumnPreference } from './columnPreference';
import { visibleColumns } from './visibleColumns';

/** A list's visible column keys, saved per user under `listName`; every column when there is none. */
export function useColumnPreference(
  listName: string | undefined,
  columns: readonly { key: string }[],
): [string[], (keys: string[]) => Promise<void>] {
  const queryClient = useQueryClient();
  const keys = columns.map((column) => column.key);
  const saved = useQuery({
    queryKey: columnPreferenceKey(listName ?? ''),
    queryFn: () => fetchColumnPreference(listName!),
    enabled: listName !== undefined,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (chosen: string[]) => saveColumnPreference({ listName: listName!, columns: chosen.join(',') }),
    onSuccess: (preference) => queryClient.setQueryData(columnPreferenceKey(preference.listName), preference),
  });
  return [visibleColumns(saved.data?.columns, keys), async (chosen) => void (await save.mutateAsync(chosen))];
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { columnPreferenceKey, fetchColumnPreference, saveColumnPreference } from './columnPreference';
import { visibleColumns } from './visibleColumns';

/**
 * A list's visible column keys, saved per user under `listName`; none saved: every column but those hidden by
 * default, and every column without a list name (no picker could bring one back).
 */
export function useColumnPreference(
  listName: string | undefined,
  columns: readonly { key: string; hiddenByDefault?: boolean }[],
): [string[], (keys: string[]) => Promise<void>] {
  const queryClient = useQueryClient();
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
  const shown = visibleColumns(
    saved.data?.columns,
    listName === undefined ? columns.map(({ key }) => ({ key })) : columns,
  );
  return [shown, async (chosen) => void (await save.mutateAsync(chosen))];
}

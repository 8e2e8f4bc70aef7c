import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@srd/contract';
import type { ListState } from '../../platform/crud/listState';
import type { ListStateUpdate } from '../../platform/crud/useListState';

/**
 * A list's state kept in the component, for lists inside another screen (the kiosk detail page's
 * tabs, a drawer), whose own URL query belongs to that screen.
 */
export function useLocalListState(initial: Partial<ListState> = {}): [ListState, (update: ListStateUpdate) => void] {
  const [state, setState] = useState<ListState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {}, ...initial });
  const update = useCallback(
    (next: ListStateUpdate) => setState((current) => (typeof next === 'function' ? next(current) : next)),
    [],
  );
  return [state, update];
}

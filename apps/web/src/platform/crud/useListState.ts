import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listStateToParams, parseListState, type ListState } from './listState';

export interface ListStateOptions {
  numeric?: readonly string[];
  lists?: readonly string[];
}

/** A new state, or how to make it from the latest one (handlers that antd keeps from an earlier render). */
export type ListStateUpdate = ListState | ((current: ListState) => ListState);

/**
 * A list's state in the URL: the tags view brings a tab back with its query, so the list comes back
 * as it was left, and a copied link opens the same page.
 */
export function useListState(options: ListStateOptions = {}): [ListState, (update: ListStateUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const { numeric, lists } = options;
  const state = useMemo(() => parseListState(params, { numeric, lists }), [params, numeric, lists]);
  const setState = useCallback(
    (update: ListStateUpdate) => {
      // The address bar, not this render's params: a handler may run before the last change has rendered.
      const current = () => parseListState(new URLSearchParams(window.location.search), { numeric, lists });
      setParams(listStateToParams(typeof update === 'function' ? update(current()) : update));
    },
    [setParams, numeric, lists],
  );
  return [state, setState];
}

import type { ReactNode } from 'react';
import type { ActionRef } from '@srd/contract';
import { holds, useAccess } from '../menu';

/** Whether the signed-in user holds an action; the server checks again on every call. */
export function useCan(): (action: ActionRef) => boolean {
  const { actions } = useAccess();
  return (action) => holds(actions, action);
}

/** Renders its children only for users holding `action`. */
export function Can({ action, children }: { action: ActionRef; children: ReactNode }) {
  return useCan()(action) ? children : null;
}

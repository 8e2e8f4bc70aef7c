import { ErrorCode } from '@srd/contract';
import { ApiError } from '../../platform/api';

/** Why a link is refused: the state that titles it, and the server's message (or the page's own). */
export interface Refusal {
  state: 'invalid' | 'expired' | 'activated';
  message: string;
}

const REFUSED_STATES: Partial<Record<number, Refusal['state']>> = {
  [ErrorCode.InviteLinkInvalid]: 'invalid',
  [ErrorCode.InviteLinkExpired]: 'expired',
  [ErrorCode.InviteAlreadyActivated]: 'activated',
};

/** The refusal a failed call means for the link; undefined when the failure is not the link's. */
export function refusalOf(error: unknown): Refusal | undefined {
  const state = error instanceof ApiError ? REFUSED_STATES[error.code] : undefined;
  return state && { state, message: (error as ApiError).message };
}

import type {
  MilesConfig,
  MilesConversionInput,
  MilesConversionRow,
  MilesMember,
  MilesMemberQuery,
  MilesTerms,
} from '@srd/contract';
import { request, type PassThrough } from '../../platform/api';
import { CONVERSIONS_KEY } from './api';

/** React Query keys: saving terms refreshes every terms query; a conversion the list and the members' balances. */
export const TERMS_KEY = [...CONVERSIONS_KEY, 'terms'] as const;
export const MILES_MEMBERS_KEY = [...CONVERSIONS_KEY, 'members'] as const;

/** A tenant's terms; without tid, the caller's tenant's (a caller of every tenant is asked to choose: 2234). */
export const fetchTerms = (tid?: number) =>
  request<MilesTerms>('GET', `/cathayPacificRebate/config${tid === undefined ? '' : `?tid=${tid}`}`, {
    quiet: true,
  });

export const saveTerms = (body: MilesConfig) => request<MilesTerms>('PUT', '/cathayPacificRebate/config', { body });

/** Members for the conversion form's picker: by membership number or name. */
export function searchMilesMembers(query: MilesMemberQuery): Promise<MilesMember[]> {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.id !== undefined) params.set('id', String(query.id));
  return request<MilesMember[]>('GET', `/cathayPacificRebate/members?${params.toString()}`);
}

/** Answers "Insufficient points balance" (10037) as a PassThrough, which the form shows under the points. */
export const postConversion = (body: MilesConversionInput) =>
  request<MilesConversionRow | PassThrough>('POST', '/cathayPacificRebate/convert', { body });

import type {
  AdminCard,
  AdminCardCreate,
  AdminCardUpdate,
  Member,
  MemberCard,
  MemberCardCreate,
  MemberCardUpdate,
  MemberCreate,
  MemberDetail,
  MemberOctopus,
  MemberUpdate,
  OctopusNumber,
  OctopusUpdate,
  UsrLangOptions,
} from '@srd/contract';
import type { z } from 'zod';
import { download, request, TIMEOUTS } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';
import { currentLang, i18n } from '../../platform/i18n';
import { getToken } from '../../platform/session';
import { HTML_LANG } from '../../platform/uiLocale';

export const MEMBER_LIST_PATH = '/members/member';
export const MEMBER_DETAIL_PATH = '/members/memberDetail';

/** `POST /member/page`, `GET /member/{id}` (with cards, Octopus numbers and balances), `POST`, `PUT /member/{id}`. */
export const memberApi = entityApi<Member, z.output<typeof MemberCreate>, z.output<typeof MemberUpdate>>('/member', {
  read: 'params',
  update: { method: 'PUT', idIn: 'params' },
});

/** The detail screen's read: the member with its cards, Octopus numbers and wallets. */
export const readMember = (id: number) => request<MemberDetail>('GET', `/member/${id}`);

/** SPEC 7 `/memberCard*`; cached under the members' key, whose detail lists the cards too. */
export const memberCardApi = entityApi<
  MemberCard,
  z.output<typeof MemberCardCreate>,
  z.output<typeof MemberCardUpdate>
>('/memberCard', { queryKey: ['member', 'card'] });

/** `/octopus*`: the list, disable or enable, remove; numbers are added by `addOctopus`. */
export const octopusApi = entityApi<MemberOctopus, object, z.output<typeof OctopusUpdate>>('/octopus', {
  queryKey: ['member', 'octopus'],
});

/** `POST /octopus`: one or two numbers for a member, all or none. */
export const addOctopus = (memberId: number, numbers: OctopusNumber[]) =>
  request<MemberOctopus[]>('POST', '/octopus', { body: { memberId, numbers } });

/** `/adminCard*`. */
export const adminCardApi = entityApi<AdminCard, z.output<typeof AdminCardCreate>, z.output<typeof AdminCardUpdate>>(
  '/adminCard',
);

/** SPEC 7 `GET /usrLangType/getUsrLangOptions` (15 s). */
export const fetchLangOptions = () =>
  request<UsrLangOptions>('GET', '/usrLangType/getUsrLangOptions', { timeoutMs: TIMEOUTS.languageOptions });

/** `POST /memberCard/downloadTemplate`: the upload's XLSX, headed in the UI language. */
export const downloadCardTemplate = () => download('POST', '/memberCard/downloadTemplate');

/** What a card upload came to: the cards added, or the message refusing it with the file of the rows refused. */
export type CardUploadOutcome = { created: number } | { refused: string; file?: Blob };

/**
 * `POST /memberCard/upload` (100 s), all or nothing. A sheet with bad rows answers HTTP 400 with the XLSX of those rows
 * and the message in `x-error-message` (URI-encoded); any other refusal is the usual envelope.
 */
export async function uploadCards(file: File, tid: number | undefined): Promise<CardUploadOutcome> {
  const form = new FormData();
  if (tid !== undefined) form.append('tid', String(tid));
  form.append('file', file, file.name);
  const lang = currentLang();
  const token = getToken();
  const headers: Record<string, string> = { 'Accept-Language': HTML_LANG[lang] };
  if (token) Object.assign(headers, { Authorization: `Bearer ${token}`, lang });
  let response: Response;
  try {
    response = await fetch('/api/memberCard/upload', {
      method: 'POST',
      body: form,
      headers,
      signal: AbortSignal.timeout(TIMEOUTS.upload),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { refused: i18n.t(timedOut ? 'error.timeout' : 'error.network') };
  }
  if ((response.headers.get('content-type') ?? '').includes('spreadsheetml'))
    return {
      refused: decodeURIComponent(response.headers.get('x-error-message') ?? ''),
      file: await response.blob(),
    };
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    message: string;
    data?: { created: number };
  } | null;
  if (envelope?.code === 200 && envelope.data) return { created: envelope.data.created };
  return { refused: envelope?.message ?? i18n.t('error.network') };
}

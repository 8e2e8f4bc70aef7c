import type { Lang, PublicContentView } from '@srd/contract';
import { request } from '../../platform/api';

/** `POST /pubContent/api/Getcontent`, without a session; quiet: the page says when nothing is published. */
export function fetchPublishedContent(key: string, lang: Lang, tid?: number): Promise<PublicContentView> {
  return request('POST', '/pubContent/api/Getcontent', { body: { key, lang, ...(tid ? { tid } : {}) }, quiet: true });
}

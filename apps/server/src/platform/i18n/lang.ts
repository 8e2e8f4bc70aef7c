import { DEFAULT_LANG, isLang, type Lang } from '@srd/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the `lang` header, else the first fitting Accept-Language, else English. */
export function langOf(req: FastifyRequest): Lang {
  const header = req.headers.lang;
  if (isLang(header)) return header;
  const accept = req.headers['accept-language']?.toLowerCase() ?? '';
  for (const part of accept.split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (tag === 'zh-hk' || tag === 'zh-tw' || tag === 'zh-hant' || tag.startsWith('zh-hant')) return 'zh_HK';
    if (tag === 'zh' || tag === 'zh-cn' || tag.startsWith('zh-hans') || tag === 'zh-sg') return 'zh_CN';
    if (tag.startsWith('en')) return 'en_US';
  }
  return DEFAULT_LANG;
}

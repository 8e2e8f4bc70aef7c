import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { defineActions } from './actions.js';
import { editInput, EntityStatus, stampOutput } from './entity.js';
import { LANGS, type Lang } from './i18n.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const pubContentActions = defineActions('pubContent', {
  view: { menuTitle: 'Public content' },
  add: { menuTitle: 'Add public content' },
  edit: { menuTitle: 'Edit public content' },
  delete: { menuTitle: 'Delete public content' },
});

/** Longest rich-text body in one language, in characters of HTML. */
export const PUB_CONTENT_MAX_LENGTH = 100_000;

/** A slug: lower-case letters, digits and single dashes, as it appears in `/pubContent/<slug>`. */
export const ContentSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(textPattern('slug', /^[a-z0-9]+(?:-[a-z0-9]+)*$/))
  .max(80);

/**
 * A page shown to visitors without signing in (terms of service, app download, privacy): its slug is
 * unique within its tenant (no tenant: platform-wide), and only an Active (1) item whose publish date
 * has come is ever shown publicly.
 */
export const PubContent = z.object({
  id: z.int32(),
  /** Null: platform-wide. */
  tid: z.int32().nullable(),
  slug: z.string(),
  title: z.string(),
  titleCht: z.string(),
  titleChs: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
  contentCht: z.string(),
  contentChs: z.string(),
  status: z.int32(),
  /** YYYY-MM-DD; null: public as soon as it is active. */
  publishDate: z.string().nullable(),
  ...stampOutput,
});
export type PubContent = z.infer<typeof PubContent>;

const title = z.string().trim().max(200);
const content = z.string().max(PUB_CONTENT_MAX_LENGTH);
const pubContentFields = {
  tid: z.int32().positive().nullable().default(null),
  slug: ContentSlug,
  title: title.min(1),
  titleCht: title.default(''),
  titleChs: title.default(''),
  content: content.trim().min(1),
  contentCht: content.default(''),
  contentChs: content.default(''),
  status: EntityStatus,
  publishDate: IsoDate().nullable().default(null),
};
export const PubContentCreate = z.object(pubContentFields);
export type PubContentCreate = z.infer<typeof PubContentCreate>;
export const PubContentUpdate = editInput(pubContentFields);

export const PubContentPageRequest = pageRequest(['slug', 'title', 'status', 'publishDate', 'lupdDttm', 'id'], {
  /** Matches the slug and the titles in every language. */
  keyword: z.string().max(120).optional(),
  tid: z.int32().positive().optional(),
  status: EntityStatus.optional(),
});
export type PubContentPageRequest = z.infer<typeof PubContentPageRequest>;
export const PubContentPage = pageResult(PubContent);

/**
 * `POST /pubContent/api/Getcontent` (public): the published item of `key` in `lang`. `tid` asks for a
 * tenant's own item of that key, falling back to the platform-wide one.
 */
export const GetContentRequest = z.object({
  key: ContentSlug,
  lang: z.enum(LANGS).optional(),
  tid: z.int32().positive().optional(),
});
export type GetContentRequest = z.infer<typeof GetContentRequest>;

/** What a visitor is shown: the title and body in the asked language (English where it has no translation). */
export const PublicContentView = z.object({
  key: z.string(),
  lang: z.enum(LANGS),
  title: z.string(),
  content: z.string(),
  publishDate: z.string().nullable(),
  lupdDttm: z.string(),
});
export type PublicContentView = z.infer<typeof PublicContentView>;

/** The title and body of `item` in `lang`, the English ones where that translation is empty. */
export function contentInLang(
  item: Pick<PubContent, 'title' | 'titleCht' | 'titleChs' | 'content' | 'contentCht' | 'contentChs'>,
  lang: Lang,
) {
  const suffix = lang === 'zh_HK' ? 'Cht' : lang === 'zh_CN' ? 'Chs' : '';
  const pick = (field: 'title' | 'content') =>
    (suffix && item[`${field}${suffix}` as keyof typeof item]) || item[field];
  return { title: pick('title'), content: pick('content') };
}

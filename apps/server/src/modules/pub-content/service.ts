import {
  businessToday,
  contentInLang,
  ErrorCode,
  errorMessage,
  ResourceType,
  type GetContentRequest,
  type Lang,
  type PubContent,
  PubContentPageRequest,
  type PublicContentView,
} from '@srd/contract';
import { and, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { sanitizeRichTextFields } from '../../platform/html/rich-text.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { pubContent } from './tables.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('pub_content_tid_slug_key', { code: ErrorCode.CodeTaken, field: 'slug' });

const STATUS_LABELS: Record<string, string> = { 0: 'disable', 1: 'active', 2: 'draft', 3: 'pending', 5: 'expired' };

export const pubContents = createEntityService({
  table: pubContent,
  resType: ResourceType.PublicContent,
  placement: { tid: pubContent.tid },
  request: PubContentPageRequest,
  defaultSort: { field: 'slug', order: 'ascend' },
  keyword: [pubContent.slug, pubContent.title, pubContent.titleCht, pubContent.titleChs],
  present: (row) => withIsoDates(row) as PubContent,
  // Bodies are shown as HTML to anyone, signed in or not: only what the sanitiser keeps is stored.
  prepare: sanitizeRichTextFields(['content', 'contentCht', 'contentChs']),
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /** The tenant exists (1019) and no other item of the same tenant (or platform-wide) has the slug (1020). */
  async check(tx, ctx, next, before) {
    const tid = (next.tid as number | null) ?? null;
    await assertPlacementExists(tx, { tid, mid: null, sid: null });
    const [taken] = await tx
      .select({ id: pubContent.id })
      .from(pubContent)
      .where(
        and(
          eq(pubContent.slug, String(next.slug)),
          tid === null ? isNull(pubContent.tid) : eq(pubContent.tid, tid),
          before ? ne(pubContent.id, before.id as number) : undefined,
        ),
      );
    if (taken)
      throw new AppError(ErrorCode.CodeTaken, undefined, {
        fields: [{ field: 'slug', message: errorMessage(ErrorCode.CodeTaken, ctx.lang) }],
      });
  },
});

/**
 * `POST /pubContent/api/Getcontent`: the published item of the key, the tenant's own before the
 * platform-wide one. Published means Active (1) with its publish date come; drafts, pending, disabled
 * and expired items are not found, whoever asks.
 */
export async function publishedContent(
  db: DbOrTx,
  request: GetContentRequest,
  callerLang: Lang,
): Promise<PublicContentView> {
  const lang = request.lang ?? callerLang;
  const [item] = await db
    .select()
    .from(pubContent)
    .where(
      and(
        eq(pubContent.slug, request.key),
        eq(pubContent.status, 1),
        or(isNull(pubContent.publishDate), lte(pubContent.publishDate, businessToday())),
        request.tid === undefined
          ? isNull(pubContent.tid)
          : or(isNull(pubContent.tid), eq(pubContent.tid, request.tid)),
      ),
    )
    // The tenant's own first.
    .orderBy(sql`${pubContent.tid} is null`, desc(pubContent.id))
    .limit(1);
  if (!item) throw new AppError(ErrorCode.NotFound);
  return {
    key: item.slug,
    lang,
    ...contentInLang(item, lang),
    publishDate: item.publishDate,
    lupdDttm: item.lupdDttm.toISOString(),
  };
}

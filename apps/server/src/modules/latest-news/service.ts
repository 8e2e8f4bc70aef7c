import {
  businessToday,
  ErrorCode,
  errorMessage,
  newsProblems,
  ResourceType,
  type LatestNews,
  LatestNewsPageRequest,
  type NewsRuleInput,
} from '@srd/contract';
import { and, eq, exists, gte, isNull, lte, or } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { sanitizeRichTextFields } from '../../platform/html/rich-text.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition, unreachable } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { storedFile } from '../file/tables.js';
import { latestNews } from './tables.js';

/** SPEC 4 status names, as the audit labels them. */
const STATUS_LABELS: Record<string, string> = { 0: 'disable', 1: 'active', 2: 'draft', 3: 'pending', 5: 'expired' };

export const latestNewsItems = createEntityService({
  table: latestNews,
  resType: ResourceType.LatestNews,
  placement: { tid: latestNews.tid },
  request: LatestNewsPageRequest,
  defaultSort: { field: 'publishDate', order: 'descend' },
  keyword: [latestNews.title, latestNews.titleCht, latestNews.titleChs],
  present: (row) => withIsoDates(row) as LatestNews,
  prepare: sanitizeRichTextFields(['content', 'contentCht', 'contentChs']),
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /**
   * The row as saved keeps the contract's rules (an edit may drop the image of a published item, or
   * publish an item without one), its tenant exists, and its image is a public image it may use.
   */
  async check(tx, ctx, next) {
    const tid = (next.tid as number | null) ?? null;
    await assertPlacementExists(tx, { tid, mid: null, sid: null });
    const problems = newsProblems(next as unknown as NewsRuleInput);
    if (next.imageFileId && !problems.some((problem) => problem.field === 'imageFileId')) {
      const [image] = await tx
        .select({ id: storedFile.id })
        .from(storedFile)
        .where(
          and(
            eq(storedFile.id, next.imageFileId as number),
            eq(storedFile.kind, 'image'),
            eq(storedFile.isPublic, true),
            tid === null ? undefined : or(eq(storedFile.tid, tid), isNull(storedFile.tid)),
          ),
        );
      if (!image) problems.unshift({ field: 'imageFileId', code: ErrorCode.NewsImageRequired });
    }
    if (problems.length === 0) return;
    const fields = problems.map((problem) => ({ field: problem.field, message: errorMessage(problem.code, ctx.lang) }));
    throw new AppError(problems[0]!.code, undefined, { fields });
  },
});

/** A news image's bytes and type, as its routes answer them. */
const imageColumns = { data: storedFile.data, contentType: storedFile.contentType };
const isNewsImage = (id: number) =>
  and(eq(storedFile.id, id), eq(storedFile.kind, 'image'), eq(storedFile.isPublic, true));

/**
 * `GET /pubContent/file/{id}`, for visitors: the image of a news item on show today (Active, its
 * publish date come, its expiry date not passed). Images of drafts, pending, disabled and expired
 * items, and images no item uses yet, are not found.
 */
export async function publishedNewsImage(db: DbOrTx, id: number) {
  const today = businessToday();
  const onShow = db
    .select({ id: latestNews.id })
    .from(latestNews)
    .where(
      and(
        eq(latestNews.imageFileId, storedFile.id),
        eq(latestNews.status, 1),
        lte(latestNews.publishDate, today),
        or(isNull(latestNews.expiryDate), gte(latestNews.expiryDate, today)),
      ),
    );
  const [image] = await db
    .select(imageColumns)
    .from(storedFile)
    .where(and(isNewsImage(id), exists(onShow)));
  if (!image) throw new AppError(ErrorCode.NotFound);
  return image;
}

/**
 * `GET /latestNews/image/{id}`, for staff editing news: a news image placed in the caller's scope
 * (uploaded there), or one a news item of the caller's scope uses (a platform-wide image on a
 * tenant's item); refused (1004) otherwise, whatever its item's status.
 */
export async function newsImageInScope(ctx: SignedInContext, id: number) {
  const { scope } = ctx.user;
  const placedInScope = scopeCondition({ tid: storedFile.tid }, scope);
  const usedInScope = ctx.db
    .select({ id: latestNews.id })
    .from(latestNews)
    .where(and(eq(latestNews.imageFileId, storedFile.id), scopeCondition({ tid: latestNews.tid }, scope)));
  // Undefined: a caller reaching every record.
  const reachable = placedInScope === undefined ? undefined : or(placedInScope, exists(usedInScope));
  const [image] = await ctx.db
    .select(imageColumns)
    .from(storedFile)
    .where(and(isNewsImage(id), reachable));
  if (!image) throw unreachable(scope);
  return image;
}

import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { defineActions } from './actions.js';
import { editInput, EntityStatus, stampOutput } from './entity.js';
import { ErrorCode } from './errors.js';
import { pageRequest, pageResult } from './paging.js';

export const latestNewsActions = defineActions('latestNews', {
  view: { menuTitle: 'Latest news' },
  add: { menuTitle: 'Add a news item' },
  edit: { menuTitle: 'Edit a news item' },
  delete: { menuTitle: 'Delete a news item' },
  upload: { menuTitle: 'Upload a news image' },
});

/** SPEC 3: a news item is new or hot. */
export const NEWS_TYPES = ['new', 'hot'] as const;
export const NewsType = z.enum(NEWS_TYPES);

/** SPEC 5: published (Active 1) and pending (3) items need an uploaded image. */
export const NEWS_STATUSES_NEEDING_IMAGE: readonly number[] = [1, 3];

export const NEWS_CONTENT_MAX_LENGTH = 50_000;

export const LatestNews = z.object({
  id: z.int32(),
  /** Null: platform-wide. */
  tid: z.int32().nullable(),
  type: z.string(),
  title: z.string(),
  titleCht: z.string(),
  titleChs: z.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: z.string(),
  contentCht: z.string(),
  contentChs: z.string(),
  /** An uploaded image file (public: `GET /pubContent/file/{id}`). */
  imageFileId: z.int32().nullable(),
  status: z.int32(),
  /** YYYY-MM-DD. */
  publishDate: z.string(),
  /** Last day shown; null: no end. */
  expiryDate: z.string().nullable(),
  ...stampOutput,
});
export type LatestNews = z.infer<typeof LatestNews>;

const title = z.string().trim().max(200);
const content = z.string().max(NEWS_CONTENT_MAX_LENGTH);
const latestNewsFields = {
  tid: z.int32().positive().nullable().default(null),
  type: NewsType,
  title: title.min(1),
  titleCht: title.default(''),
  titleChs: title.default(''),
  content: content.default(''),
  contentCht: content.default(''),
  contentChs: content.default(''),
  imageFileId: z.int32().positive().nullable().default(null),
  status: EntityStatus,
  publishDate: IsoDate(),
  expiryDate: IsoDate().nullable().default(null),
};

export interface NewsRuleInput {
  status: number;
  imageFileId?: number | null;
  publishDate: string;
  expiryDate?: string | null;
}

export interface NewsProblem {
  field: 'imageFileId' | 'expiryDate';
  code: typeof ErrorCode.NewsImageRequired | typeof ErrorCode.ExpiryBeforeEffective;
}

/** The rules across fields, shared by the form, the create schema and the server's check of the saved row. */
export function newsProblems(news: NewsRuleInput): NewsProblem[] {
  const problems: NewsProblem[] = [];
  if (NEWS_STATUSES_NEEDING_IMAGE.includes(news.status) && !news.imageFileId)
    problems.push({ field: 'imageFileId', code: ErrorCode.NewsImageRequired });
  if (news.expiryDate && news.expiryDate < news.publishDate)
    problems.push({ field: 'expiryDate', code: ErrorCode.ExpiryBeforeEffective });
  return problems;
}

/** A create: each cross-field problem is an issue on its field, naming its catalogue code for the message. */
export const LatestNewsCreate = z.object(latestNewsFields).superRefine((news, ctx) => {
  for (const problem of newsProblems(news))
    ctx.addIssue({
      code: 'custom',
      path: [problem.field],
      message: String(problem.code),
      params: { errorCode: problem.code },
    });
});
export type LatestNewsCreate = z.infer<typeof LatestNewsCreate>;
/** An edit is checked by the server against the row it makes (omitted fields keep their values). */
export const LatestNewsUpdate = editInput(latestNewsFields);

export const LatestNewsPageRequest = pageRequest(
  ['title', 'type', 'status', 'publishDate', 'expiryDate', 'lupdDttm', 'id'],
  {
    /** Matches the titles in every language. */
    keyword: z.string().max(120).optional(),
    tid: z.int32().positive().optional(),
    type: NewsType.optional(),
    status: EntityStatus.optional(),
  },
);
export type LatestNewsPageRequest = z.infer<typeof LatestNewsPageRequest>;
export const LatestNewsPage = pageResult(LatestNews);

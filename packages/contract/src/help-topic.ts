import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, OnOffStatus, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';

export const helpTopicActions = defineActions('helpTopic', {
  view: { menuTitle: 'Help topics' },
  add: { menuTitle: 'Add a help topic' },
  edit: { menuTitle: 'Edit a help topic' },
  delete: { menuTitle: 'Delete a help topic' },
});

/** Longest rich-text content a help topic takes in one language, in characters of HTML. */
export const HELP_CONTENT_MAX_LENGTH = 50_000;

/**
 * A help article shared by every tenant: titles and rich-text contents (HTML, sanitised by the server) in three
 * languages.
 */
export const HelpTopic = z.object({
  id: z.int32(),
  title: z.string(),
  titleCht: z.string(),
  titleChs: z.string(),
  content: z.string(),
  contentCht: z.string(),
  contentChs: z.string(),
  category: z.string(),
  /** Position in its category's list, smallest first. */
  sortOrder: z.int32(),
  status: z.int32(),
  ...stampOutput,
});
export type HelpTopic = z.infer<typeof HelpTopic>;

const title = z.string().trim().max(200);
const content = z.string().max(HELP_CONTENT_MAX_LENGTH);
const helpTopicFields = {
  title: title.min(1),
  titleCht: title.default(''),
  titleChs: title.default(''),
  content: content.trim().min(1),
  contentCht: content.default(''),
  contentChs: content.default(''),
  category: z.string().trim().min(1).max(60),
  sortOrder: z.int32().min(0).max(9999).default(0),
  status: OnOffStatus,
};
export const HelpTopicCreate = z.object(helpTopicFields);
export type HelpTopicCreate = z.infer<typeof HelpTopicCreate>;
export const HelpTopicUpdate = editInput(helpTopicFields);

export const HelpTopicPageRequest = pageRequest(['sortOrder', 'title', 'category', 'lupdDttm', 'id'], {
  /** Matches the titles in every language. */
  keyword: z.string().max(120).optional(),
  category: z.string().max(60).optional(),
  status: OnOffStatus.optional(),
});
export type HelpTopicPageRequest = z.infer<typeof HelpTopicPageRequest>;
export const HelpTopicPage = pageResult(HelpTopic);

import { ResourceType, type HelpTopic, type HelpTopicPageRequest } from '@srd/contract';
import { eq, or } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { sanitizeRichTextFields } from '../../platform/html/rich-text.js';
import { contains } from '../../platform/paging/filters.js';
import { helpTopic } from './tables.js';

/** Help topics: a catalogue shared by every tenant, read with the view action, changed with access-all-data. */
export const helpTopics = createEntityService({
  table: helpTopic,
  resType: ResourceType.HelpTopic,
  sortColumns: {
    sortOrder: helpTopic.sortOrder,
    title: helpTopic.title,
    category: helpTopic.category,
    lupdDttm: helpTopic.lupdDttm,
    id: helpTopic.id,
  },
  defaultSort: { field: 'sortOrder', order: 'ascend' },
  filters: (input: HelpTopicPageRequest) => [
    input.keyword
      ? or(
          contains(helpTopic.title, input.keyword),
          contains(helpTopic.titleCht, input.keyword),
          contains(helpTopic.titleChs, input.keyword),
        )
      : undefined,
    contains(helpTopic.category, input.category),
    input.status === undefined ? undefined : eq(helpTopic.status, input.status),
  ],
  present: (row) => withIsoDates(row) as HelpTopic,
  // Contents are shown as HTML to every reader: only what the sanitiser keeps is ever stored.
  prepare: sanitizeRichTextFields(['content', 'contentCht', 'contentChs']),
});

import { HelpTopicPageRequest, ResourceType, type HelpTopic } from '@srd/contract';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { sanitizeRichTextFields } from '../../platform/html/rich-text.js';
import { helpTopic } from './tables.js';

/** Help topics: a catalogue shared by every tenant, read with the view action, changed with access-all-data. */
export const helpTopics = createEntityService({
  table: helpTopic,
  resType: ResourceType.HelpTopic,
  request: HelpTopicPageRequest,
  defaultSort: { field: 'sortOrder', order: 'ascend' },
  keyword: [helpTopic.title, helpTopic.titleCht, helpTopic.titleChs],
  present: (row) => withIsoDates(row) as HelpTopic,
  // Contents are shown as HTML to every reader: only what the sanitiser keeps is ever stored.
  prepare: sanitizeRichTextFields(['content', 'contentCht', 'contentChs']),
});

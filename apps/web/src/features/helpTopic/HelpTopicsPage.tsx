import {
  HelpTopicCreate,
  HelpTopicPageRequest,
  HelpTopicUpdate,
  helpTopicActions,
  ResourceType,
  type HelpTopic,
} from '@srd/contract';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { helpTopicApi, topicTitle } from './api';

const NEW_HELP_TOPIC = {
  title: '',
  titleCht: '',
  titleChs: '',
  content: '',
  contentCht: '',
  contentChs: '',
  category: '',
  sortOrder: 0,
  status: 1,
} as const;

/** Screen HelpTopics: help articles shared by every tenant, contents as sanitised rich text in three languages. */
export default function HelpTopicsPage() {
  return (
    <SimpleEntityPage<HelpTopic, typeof HelpTopicCreate, typeof HelpTopicUpdate>
      id="helpTopic"
      namespace="helpTopic"
      api={helpTopicApi}
      actions={helpTopicActions}
      resType={ResourceType.HelpTopic}
      sharedCatalogue
      listName="helpTopicList"
      pageRequest={HelpTopicPageRequest}
      schemas={{ create: HelpTopicCreate, update: HelpTopicUpdate }}
      defaults={NEW_HELP_TOPIC}
      recordName={(row, current) => topicTitle(row, current)}
      fields={[
        { name: 'title', valueType: 'localizedText', bareIds: false },
        { name: 'category', span: 8 },
        { name: 'sortOrder', valueType: 'digit', span: 8, extra: 'sortOrderHint' },
        { name: 'status', valueType: 'status', span: 8 },
        { name: 'content', valueType: 'localizedRichText', hideInTable: true, extra: 'contentHint' },
        { name: 'lupdDttm', valueType: 'dateTime' },
      ]}
    />
  );
}

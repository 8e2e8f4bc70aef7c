import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HELP_CONTENT_MAX_LENGTH,
  HelpTopicCreate,
  HelpTopicUpdate,
  helpTopicActions,
  ResourceType,
  type HelpTopic,
} from '@srd/contract';
import { LocalizedTextFields } from '../../platform/crud/LocalizedTextFields';
import { NumberInput } from '../../platform/crud/NumberInput';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { StatusSwitch } from '../../platform/crud/StatusSwitch';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { HELP_TOPIC_LIST_STATE, helpTopicApi, topicTitle } from './api';
import { helpTopicColumns } from './helpTopicColumns';
import { FormItem } from '../../platform/crud/FormItem';

const third = { xs: 24, md: 8 };
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

/** Screen HelpTopics: help articles shared by every tenant, their contents as sanitised rich text in three languages. */
export default function HelpTopicsPage() {
  const { t } = useTranslation(['helpTopic', 'crud']);
  const lang = useLang();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  return (
    <SimpleEntityPage<HelpTopic, typeof HelpTopicCreate, typeof HelpTopicUpdate>
      id="helpTopic"
      namespace="helpTopic"
      api={helpTopicApi}
      actions={helpTopicActions}
      resType={ResourceType.HelpTopic}
      sharedCatalogue
      listName="helpTopicList"
      listState={HELP_TOPIC_LIST_STATE}
      columns={helpTopicColumns(t, lang)}
      schemas={{ create: HelpTopicCreate, update: HelpTopicUpdate }}
      defaults={NEW_HELP_TOPIC}
      recordName={(row, current) => topicTitle(row, current)}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="helpTopicFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <FormItem name="category" label={t('fields.category')}>
            <Input id="helpTopicFilterCategory" allowClear maxLength={60} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="helpTopicFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...third}>
              <FormItem name="category" label={t('fields.category')} rules={rule('category')}>
                <Input id="helpTopic-category" maxLength={60} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem
                name="sortOrder"
                label={t('fields.sortOrder')}
                rules={rule('sortOrder')}
                extra={t('sortOrderHint')}
              >
                <NumberInput id="helpTopic-sortOrder" min={0} max={9999} precision={0} style={{ width: '100%' }} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem name="status" label={t('fields.status')}>
                <StatusSwitch id="helpTopic-status" />
              </FormItem>
            </Col>
          </Row>
          <LocalizedTextFields
            idPrefix="helpTopic"
            namespace="helpTopic"
            rule={(field) => rule(field as never)}
            titleMaxLength={200}
            contentMaxLength={HELP_CONTENT_MAX_LENGTH}
            contentHint={t('contentHint')}
            contentRequired
          />
        </>
      )}
    />
  );
}

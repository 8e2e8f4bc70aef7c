import { Col, Input, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  businessToday,
  ErrorCode,
  LatestNewsCreate,
  LatestNewsUpdate,
  latestNewsActions,
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_STATUSES_NEEDING_IMAGE,
  NEWS_TYPES,
  ResourceType,
  type LatestNews,
} from '@srd/contract';
import { DayField } from '../../platform/crud/DayField';
import { LocalizedTextFields } from '../../platform/crud/LocalizedTextFields';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { LATEST_NEWS_LIST_STATE, latestNewsApi, newsTitle } from './api';
import { latestNewsColumns } from './latestNewsColumns';
import { NewsImageField } from './NewsImageField';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const third = { xs: 24, md: 8 };

/** Screen LatestNewsList: news for the members' apps, new or hot, edited in a dialog; published and pending ones carry an image. */
export default function LatestNewsListPage() {
  const { t } = useTranslation(['latestNews', 'crud']);
  const lang = useLang();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ENTITY_STATUS);
  const types = NEWS_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const tenantName = (tid: number | null) => (tid === null ? t('platformWide') : (tenants.nameOf(tid) ?? `#${tid}`));
  const newNews = {
    tid: ownTenant,
    type: 'new' as const,
    title: '',
    titleCht: '',
    titleChs: '',
    content: '',
    contentCht: '',
    contentChs: '',
    imageFileId: null,
    status: 2 as const,
    publishDate: businessToday(),
    expiryDate: null,
  };
  // SPEC 5, before anything is sent; the shared schema and the server check the same rule.
  const imageWhenPublished: FormRule = ({ getFieldValue }) => ({
    validator: async (_, imageFileId: number | null) => {
      if (NEWS_STATUSES_NEEDING_IMAGE.includes(getFieldValue('status') as number) && !imageFileId)
        throw new Error(t('imageNeeded'));
    },
  });
  const expiryAfterPublish: FormRule = ({ getFieldValue }) => ({
    validator: async (_, expiry: string | null) => {
      const publish = getFieldValue('publishDate') as string | null;
      if (expiry && publish && expiry < publish) throw new Error(t('expiryBeforePublish'));
    },
  });
  return (
    <SimpleEntityPage<LatestNews, typeof LatestNewsCreate, typeof LatestNewsUpdate>
      id="latestNews"
      namespace="latestNews"
      api={latestNewsApi}
      actions={latestNewsActions}
      resType={ResourceType.LatestNews}
      listName="latestNewsList"
      listState={LATEST_NEWS_LIST_STATE}
      columns={latestNewsColumns(t, lang, tenantName)}
      schemas={{ create: LatestNewsCreate, update: LatestNewsUpdate }}
      defaults={newNews}
      errorFields={{ [ErrorCode.NewsImageRequired]: 'imageFileId' }}
      recordName={(row, current) => newsTitle(row, current)}
      valueLabel={(field, value) => {
        if (field === 'tid') return tenantName(value === null ? null : Number(value));
        if (field === 'type' && (value === 'new' || value === 'hot')) return t(`types.${value}`);
        return undefined;
      }}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="latestNewsFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <FormItem name="type" label={t('fields.type')}>
            <Select id="latestNewsFilterType" allowClear options={types} style={{ minWidth: 100 }} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="latestNewsFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...third}>
              <FormItem name="type" label={t('fields.type')} rules={rule('type')}>
                <Select id="latestNews-type" options={types} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem name="status" label={t('fields.status')} rules={rule('status')}>
                <Select id="latestNews-status" options={statuses} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
                <Select
                  id="latestNews-tid"
                  allowClear
                  placeholder={t('platformWide')}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={tenants.choices}
                  disabled={ownTenant !== null}
                />
              </FormItem>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col {...third}>
              <FormItem name="publishDate" label={t('fields.publishDate')} rules={rule('publishDate')}>
                <DayField id="latestNews-publishDate" allowClear={false} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem
                name="expiryDate"
                label={t('fields.expiryDate')}
                rules={[...rule('expiryDate'), expiryAfterPublish]}
                dependencies={['publishDate']}
              >
                <DayField id="latestNews-expiryDate" />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem noStyle dependencies={['tid']}>
                {({ getFieldValue }) => (
                  <FormItem
                    name="imageFileId"
                    label={t('fields.imageFileId')}
                    rules={[imageWhenPublished]}
                    dependencies={['status']}
                  >
                    <NewsImageField
                      id="latestNews-image"
                      tid={(getFieldValue('tid') as number | null | undefined) ?? null}
                    />
                  </FormItem>
                )}
              </FormItem>
            </Col>
          </Row>
          <LocalizedTextFields
            idPrefix="latestNews"
            namespace="latestNews"
            rule={(field) => rule(field as never)}
            titleMaxLength={200}
            contentMaxLength={NEWS_CONTENT_MAX_LENGTH}
            contentHint={t('contentHint')}
          />
        </>
      )}
    />
  );
}

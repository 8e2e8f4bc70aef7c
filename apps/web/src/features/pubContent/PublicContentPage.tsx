import { Col, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PUB_CONTENT_MAX_LENGTH,
  PubContentCreate,
  PubContentUpdate,
  pubContentActions,
  ResourceType,
  type PubContent,
} from '@srd/contract';
import { DayField } from '../../platform/crud/DayField';
import { LocalizedTextFields } from '../../platform/crud/LocalizedTextFields';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { contentTitle, PUB_CONTENT_LIST_STATE, pubContentApi } from './api';
import { pubContentColumns } from './pubContentColumns';
import { FormItem } from '../../platform/crud/FormItem';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';

const third = { xs: 24, md: 8 };

/** Screen PublicContent: pages visitors read without signing in, by slug, in three languages. */
export default function PublicContentPage() {
  const { t } = useTranslation(['pubContent', 'crud']);
  const lang = useLang();
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
  const statuses = useStatusOptions(ENTITY_STATUS);
  const tenantName = (tid: number | null) => (tid === null ? t('platformWide') : (tenants.nameOf(tid) ?? `#${tid}`));
  const newItem = {
    tid: ownTenant,
    slug: '',
    title: '',
    titleCht: '',
    titleChs: '',
    content: '',
    contentCht: '',
    contentChs: '',
    status: 2 as const,
    publishDate: null,
  };
  return (
    <SimpleEntityPage<PubContent, typeof PubContentCreate, typeof PubContentUpdate>
      id="pubContent"
      namespace="pubContent"
      api={pubContentApi}
      actions={pubContentActions}
      resType={ResourceType.PublicContent}
      listName="pubContentList"
      listState={PUB_CONTENT_LIST_STATE}
      columns={pubContentColumns(t, lang, tenantName)}
      schemas={{ create: PubContentCreate, update: PubContentUpdate }}
      defaults={newItem}
      errorFields={{ 1020: 'slug' }}
      recordName={(row, current) => contentTitle(row, current)}
      valueLabel={(field, value) => (field === 'tid' ? tenantName(value === null ? null : Number(value)) : undefined)}
      filters={
        <>
          <FormItem name="keyword" label={t('crud:filter.keyword')}>
            <Input id="pubContentFilterKeyword" allowClear placeholder={t('keywordHint')} maxLength={120} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="pubContentFilterStatus" allowClear options={statuses} style={{ minWidth: 120 }} />
          </FormItem>
        </>
      }
      formBody={({ rule }) => (
        <>
          <Row gutter={16}>
            <Col {...third}>
              <FormItem
                name="slug"
                label={t('fields.slug')}
                rules={rule('slug', t('slugFormat'))}
                extra={t('slugHint')}
              >
                <Input id="pubContent-slug" maxLength={80} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem name="status" label={t('fields.status')} rules={rule('status')} extra={t('statusHint')}>
                <Select id="pubContent-status" options={statuses} />
              </FormItem>
            </Col>
            <Col {...third}>
              <FormItem
                name="publishDate"
                label={t('fields.publishDate')}
                rules={rule('publishDate')}
                extra={t('publishDateHint')}
              >
                <DayField id="pubContent-publishDate" />
              </FormItem>
            </Col>
          </Row>
          {/* A tenant's own staff write their tenant's pages only; platform pages are the platform team's. */}
          <FormItem name="tid" label={t('fields.tid')} rules={rule('tid')}>
            <Select
              id="pubContent-tid"
              allowClear
              placeholder={t('platformWide')}
              showSearch={{ optionFilterProp: 'label' }}
              options={tenants.choices}
              disabled={ownTenant !== null}
            />
          </FormItem>
          <LocalizedTextFields
            idPrefix="pubContent"
            namespace="pubContent"
            rule={(field) => rule(field as never)}
            titleMaxLength={200}
            contentMaxLength={PUB_CONTENT_MAX_LENGTH}
            contentHint={t('contentHint')}
            contentRequired
          />
        </>
      )}
    />
  );
}

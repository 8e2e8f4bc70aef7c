import { Tag, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  businessToday,
  ErrorCode,
  LatestNewsCreate,
  LatestNewsPageRequest,
  LatestNewsUpdate,
  latestNewsActions,
  NEWS_STATUSES_NEEDING_IMAGE,
  NEWS_TYPES,
  ResourceType,
  type LatestNews,
} from '@srd/contract';
import { FormItem } from '../../platform/crud/FormItem';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { ENTITY_STATUS } from '../../platform/crud/statusTags';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { LATEST_NEWS_DETAIL_PATH, latestNewsApi, newsTitle } from './api';
import { NewsImage } from './NewsImage';
import { NewsImageField } from './NewsImageField';

const THIRD = 8;

/**
 * Screen LatestNewsList: news for the members' apps, new or hot, edited in a dialog; published and pending
 * ones carry an image.
 */
export default function LatestNewsListPage() {
  const { t } = useTranslation('latestNews');
  const { tid: ownTenant } = useProfile();
  const tenants = useTenantChoices();
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
      pageRequest={LatestNewsPageRequest}
      schemas={{ create: LatestNewsCreate, update: LatestNewsUpdate }}
      defaults={newNews}
      errorFields={{ [ErrorCode.NewsImageRequired]: 'imageFileId' }}
      recordName={(row, current) => newsTitle(row, current)}
      valueLabel={(field, value) => (field === 'tid' ? tenantName(value === null ? null : Number(value)) : undefined)}
      fields={[
        {
          name: 'imageFileId',
          span: THIRD,
          // In the form after the dates: the image goes with the tenant chosen above it.
          formOrder: 6.5,
          renderCell: (row) =>
            row.imageFileId ? (
              <NewsImage
                fileId={row.imageFileId}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
                alt={row.title}
              />
            ) : (
              '-'
            ),
          renderFormItem: ({ label }) => (
            <FormItem noStyle dependencies={['tid']}>
              {({ getFieldValue }) => (
                <FormItem name="imageFileId" label={label} rules={[imageWhenPublished]} dependencies={['status']}>
                  <NewsImageField
                    id="latestNews-image"
                    tid={(getFieldValue('tid') as number | null | undefined) ?? null}
                  />
                </FormItem>
              )}
            </FormItem>
          ),
        },
        {
          name: 'title',
          valueType: 'localizedText',
          bareIds: false,
          formOrder: 7,
          renderCell: (row, lang) => (
            <Link className="news-detail" to={`${LATEST_NEWS_DETAIL_PATH}?id=${row.id}`}>
              {newsTitle(row, lang)}
            </Link>
          ),
        },
        {
          name: 'type',
          valueType: 'select',
          options: types,
          span: THIRD,
          renderCell: (row) => (
            <Tag color={row.type === 'hot' ? 'volcano' : 'blue'}>{t(`types.${row.type as 'new' | 'hot'}`)}</Tag>
          ),
        },
        {
          name: 'tid',
          valueType: 'tenant',
          span: THIRD,
          // No tenant: the news shows to every tenant's members.
          fieldProps: { allowClear: true, placeholder: t('platformWide') },
          renderCell: (row) => tenantName(row.tid),
        },
        { name: 'status', valueType: 'status', palette: ENTITY_STATUS, span: THIRD },
        { name: 'publishDate', valueType: 'date', span: THIRD, fieldProps: { allowClear: false } },
        {
          name: 'expiryDate',
          valueType: 'date',
          span: THIRD,
          extraRules: [expiryAfterPublish],
          formItemProps: { dependencies: ['publishDate'] },
          renderCell: (row) => row.expiryDate ?? t('noEnd'),
        },
        { name: 'lupdDttm', valueType: 'dateTime' },
        { name: 'content', valueType: 'localizedRichText', hideInTable: true, extra: 'contentHint', formOrder: 8 },
      ]}
    />
  );
}
